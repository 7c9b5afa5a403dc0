import { formatDate, formatTime } from '@limo/domain/rules/display-date';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AssignedJob } from './leaveApi';

/**
 * After an approval: the driver's jobs already assigned on the leave days, each with a link to the
 * scheduling grid of its date to reassign it. (Not MessageDialog: its Enter closes, and Enter must follow a link.)
 */
export function ApprovedJobsDialog({ driver, jobs, onClose }: { driver: string; jobs: AssignedJob[]; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}>
      <DialogTitle id={titleId}>{t('leave.approvedJobs.title')}</DialogTitle>
      <DialogContent>
        {t('leave.approvedJobs.intro', { driver, count: jobs.length })}
        <JobLinks jobs={jobs} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The jobs, each with a link to the scheduling grid of its date. */
export function JobLinks({ jobs }: { jobs: AssignedJob[] }) {
  const { t } = useTranslation();
  return (
    <List dense>
      {jobs.map((j) => (
        <ListItem key={j.orderVehicleId} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
          <span>{[j.orderRefId, formatDate(j.pickupDate), formatTime(j.pickupTime)].filter(Boolean).join(' · ')}</span>
          <Link component={RouterLink} to={`/operation/scheduling?date=${j.pickupDate}`}>
            {t('leave.approvedJobs.open', { date: formatDate(j.pickupDate) })}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}
