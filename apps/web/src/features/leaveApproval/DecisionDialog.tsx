import { formatDate } from '@limo/domain/rules/display-date';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { JobLinks } from './ApprovedJobsDialog';
import type { AssignedJob } from './leaveApi';
import type { Balance, Leave } from './leaveModel';
import { calendarDays } from './leaveRequestModel';

interface Props {
  leave: Leave;
  kind: 'approve' | 'reject';
  driver: string;
  balance: Balance;
  /** The driver's jobs inside the leave (a pending request's), listed on approval to reassign first. */
  jobs?: AssignedJob[];
  onYes: (remarks: string) => void;
  onNo: () => void;
}

/** Approve or reject one request: the confirmation says what is decided, with optional remarks for the driver. */
export function DecisionDialog({ leave, kind, driver, balance, jobs = [], onYes, onNo }: Props) {
  const { t } = useTranslation();
  const [remarks, setRemarks] = useState('');
  const values = {
    driver,
    type: t(`leave.type.${leave.leaveType}`, { defaultValue: leave.leaveType }),
    from: formatDate(leave.dateFrom),
    to: formatDate(leave.dateTo),
    // The plural form follows the days ("1 day", "2 days"); days is server-set, a row without it reads as its calendar days.
    count: leave.days ?? calendarDays(leave.dateFrom, leave.dateTo) ?? 0,
  };
  return (
    <ConfirmDialog
      open
      title={t(kind === 'approve' ? 'leave.approveTitle' : 'leave.rejectTitle')}
      message={
        <Stack spacing={1.5}>
          <span>{t(kind === 'approve' ? 'leave.approveConfirm' : 'leave.rejectConfirm', values)}</span>
          {kind === 'approve' && balance.kind === 'quota' && balance.exceeds && (
            <Typography color="error" sx={{ fontWeight: 600 }}>
              {t('leave.balance.exceeds')} · {t('leave.balance.after', { after: balance.after })}
            </Typography>
          )}
          {kind === 'approve' && jobs.length > 0 && (
            <div>
              <Typography color="warning.main">{t('leave.approveJobs', { count: jobs.length })}</Typography>
              <JobLinks jobs={jobs} />
            </div>
          )}
          <TextField
            label={t(kind === 'reject' ? 'leave.rejectReason' : 'leave.remarks')}
            required={kind === 'reject'}
            value={remarks}
            onChange={(e) => setRemarks(e.target.value)}
            size="small"
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      }
      // A rejection tells the driver why (issue 30 part 7).
      yesDisabled={kind === 'reject' && !remarks.trim()}
      onYes={() => onYes(remarks)}
      onNo={onNo}
    />
  );
}
