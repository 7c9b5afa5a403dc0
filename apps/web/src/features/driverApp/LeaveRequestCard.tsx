import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAVE_TYPES } from '@limo/domain/rules/leave/types';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  calendarDays,
  emptyLeaveForm,
  hasProblems,
  type LeaveRequestForm,
  leaveFormProblems,
  leaveRequestBody,
  REASON_MAX,
} from '../leaveApproval/leaveRequestModel';
import { NetworkError } from './driverClient';
import { requestLeave } from './driverLeaveApi';

/** The driver's leave request: type, first and last day (the phone's own date picker), reason. */
export function LeaveRequestCard({ online, onSent }: { online: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<LeaveRequestForm>(() => ({ ...emptyLeaveForm(), driverId: undefined }));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const problems = leaveFormProblems(form, { needDriver: false });
  const shown = (field: keyof typeof problems) => (tried || problems[field] === 'toBeforeFrom' ? problems[field] : undefined);
  const say = (code: string | undefined) => (code ? t(`driverLeave.form.${code}`) : undefined);
  const set = (patch: Partial<LeaveRequestForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setOutcome(null);
  };
  const span = calendarDays(form.dateFrom, form.dateTo);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (busy || !online || hasProblems(problems)) return;
    setBusy(true);
    setOutcome(null);
    try {
      await requestLeave(leaveRequestBody(form));
      setForm((f) => ({ ...f, dateFrom: null, dateTo: null, reason: '' }));
      setTried(false);
      setOutcome({ severity: 'success', text: t('driverLeave.sent') });
      onSent();
    } catch (err) {
      const message = err instanceof NetworkError ? t('driverLeave.offline') : err instanceof Error ? err.message : String(err);
      setOutcome({ severity: 'error', text: t('driverLeave.sendFailed', { message }) });
    } finally {
      setBusy(false);
    }
  }

  const dateField = (field: 'dateFrom' | 'dateTo', label: string) => (
    <TextField
      type="date"
      label={label}
      value={form[field] ?? ''}
      onChange={(e) => set({ [field]: e.target.value || null })}
      error={!!shown(field)}
      helperText={say(shown(field))}
      required
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('driverLeave.new')}>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('driverLeave.new')}
          </Typography>
          <TextField select label={t('driverLeave.type')} value={form.leaveType} onChange={(e) => set({ leaveType: e.target.value })} required>
            {LEAVE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`driverLeave.type.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            {dateField('dateFrom', t('driverLeave.from'))}
            {dateField('dateTo', t('driverLeave.to'))}
          </Stack>
          {span !== null && <Typography variant="body2">{t('driverLeave.span', { count: span })}</Typography>}
          <TextField
            label={t('driverLeave.reason')}
            value={form.reason}
            onChange={(e) => set({ reason: e.target.value })}
            multiline
            minRows={2}
            error={!!shown('reason')}
            helperText={say(shown('reason'))}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
          {outcome && (
            <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ whiteSpace: 'pre-line' }}>
              {outcome.text}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={busy || !online}>
            {busy ? t('driverLeave.sending') : t('driverLeave.send')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
