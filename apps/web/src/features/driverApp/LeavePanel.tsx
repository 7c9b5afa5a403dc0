import { formatDate } from '@limo/domain/rules/display-date';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { leaveEn, leaveZhHK } from '@limo/domain/i18n/leave';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../i18n';
import { type DriverLeave, loadMyLeaves } from './driverLeaveApi';
import { LeaveRequestCard } from './LeaveRequestCard';
import { useOnline } from './useDriverQueue';

// The leave view's texts ('driverLeave.*') come with the page that shows its button.
registerTexts(leaveEn, leaveZhHK);

const STATUS_COLOR = { P: 'warning', A: 'success', R: 'error' } as const;

/** The app bar's button to the leave view. */
export function LeaveButton({ open, onClick }: { open: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton color="inherit" aria-label={t('driverLeave.open')} aria-pressed={open} title={t('driverLeave.open')} onClick={onClick} size="large">
      <EventBusyIcon />
    </IconButton>
  );
}

function LeaveItem({ leave }: { leave: DriverLeave }) {
  const { t } = useTranslation();
  const range = leave.dateFrom === leave.dateTo ? formatDate(leave.dateFrom) : `${formatDate(leave.dateFrom)} – ${formatDate(leave.dateTo)}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} aria-label={`${t(`driverLeave.type.${leave.leaveType}`)} ${range}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600 }}>{t(`driverLeave.type.${leave.leaveType}`, { defaultValue: leave.leaveType })}</Typography>
        <Chip color={STATUS_COLOR[leave.status] ?? 'default'} label={t(`driverLeave.status.${leave.status}`, { defaultValue: leave.status })} />
      </Stack>
      <Typography>
        {range}
        {leave.days !== null && ` · ${t('driverLeave.days', { count: leave.days })}`}
      </Typography>
      {leave.reason && <Typography variant="body2">{leave.reason}</Typography>}
      {leave.remarks && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('driverLeave.officeRemarks', { remarks: leave.remarks })}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The driver's leave: a request form and their requests with the office's decision. Online only:
 * a request is answered at once (working days, the range), so nothing is queued on the phone.
 */
export function LeavePanel({ driver, onBack }: { driver: string; onBack: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: ['driverLeaves', driver], queryFn: loadMyLeaves });
  return (
    <Stack spacing={1.5} sx={{ p: 1.5, maxWidth: 600, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('driverLeave.back')}
        </Button>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, textAlign: 'right' }}>
          {t('driverLeave.title')}
        </Typography>
      </Stack>
      {!online && <Alert severity="warning">{t('driverLeave.offline')}</Alert>}
      <LeaveRequestCard online={online} onSent={() => void queryClient.invalidateQueries({ queryKey: ['driverLeaves', driver] })} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('driverLeave.mine')}
      </Typography>
      {mine.isLoading && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} />
          <Typography>{t('driverLeave.loading')}</Typography>
        </Stack>
      )}
      {mine.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void mine.refetch()}>
              {t('driverLeave.retry')}
            </Button>
          }
        >
          {t('driverLeave.loadFailed', { message: mine.error.message })}
        </Alert>
      )}
      {mine.data && !mine.data.length && <Typography sx={{ py: 2, textAlign: 'center' }}>{t('driverLeave.none')}</Typography>}
      {mine.data && mine.data.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={t('driverLeave.mine')}>
          {mine.data.map((l) => (
            <LeaveItem key={l.id} leave={l} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
