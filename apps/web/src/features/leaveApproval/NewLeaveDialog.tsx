import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAVE_TYPES } from '@limo/domain/rules/leave/types';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { DatePickerField } from '../../widgets/DatePickerField';
import { type DriverChoice, DriverPicker } from '../../widgets/DriverPicker';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { createLeave } from './leaveApi';
import type { Leave } from './leaveModel';
import { calendarDays, emptyLeaveForm, hasProblems, type LeaveRequestForm, leaveFormProblems, leaveRequestBody, REASON_MAX } from './leaveRequestModel';

interface Props {
  drivers: DriverChoice[];
  onCreated: (leave: Leave) => void;
  onClose: () => void;
}

/** Staff enter a request for a driver (a phone call, a paper form); it starts pending like the driver's own. */
export function NewLeaveDialog({ drivers, onCreated, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [form, setForm] = useState<LeaveRequestForm>(emptyLeaveForm);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = leaveFormProblems(form, { needDriver: true });
  // The range's order is said at once; the other problems once a save was tried.
  const shown = (field: keyof typeof problems) => (tried || problems[field] === 'toBeforeFrom' ? problems[field] : undefined);
  const say = (code: string | undefined) => (code ? t(`leave.form.${code}`) : undefined);
  const span = calendarDays(form.dateFrom, form.dateTo);
  const set = (patch: Partial<LeaveRequestForm>) => setForm((f) => ({ ...f, ...patch }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (busy || hasProblems(problems)) return;
    setBusy(true);
    setError(null);
    try {
      onCreated(await createLeave(leaveRequestBody(form)));
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{t('leave.newTitle')}</DialogTitle>
        <DialogContent dividers>
          <ErrorAlert message={error} onClose={() => setError(null)} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DriverPicker
              drivers={drivers}
              value={form.driverId ?? null}
              onChange={(driverId) => set({ driverId })}
              autoFocus
              required
              label={t('leave.form.driver')}
              error={!!shown('driverId')}
              helperText={say(shown('driverId'))}
            />
            <TextField
              select
              required
              size="small"
              label={t('leave.form.type')}
              value={form.leaveType}
              onChange={(e) => set({ leaveType: e.target.value })}
              error={!!shown('leaveType')}
              helperText={say(shown('leaveType'))}
            >
              {LEAVE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`leave.type.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={1}>
              <DatePickerField
                required
                label={t('leave.form.dateFrom')}
                value={form.dateFrom}
                onChange={(v) => set({ dateFrom: v })}
                error={!!shown('dateFrom')}
                helperText={say(shown('dateFrom'))}
              />
              <DatePickerField
                required
                label={t('leave.form.dateTo')}
                value={form.dateTo}
                onChange={(v) => set({ dateTo: v })}
                error={!!shown('dateTo')}
                helperText={say(shown('dateTo'))}
              />
            </Stack>
            {span !== null && <Typography variant="body2">{t('leave.form.span', { count: span })}</Typography>}
            <TextField
              size="small"
              multiline
              minRows={2}
              label={t('leave.form.reason')}
              value={form.reason}
              onChange={(e) => set({ reason: e.target.value })}
              error={!!shown('reason')}
              helperText={say(shown('reason'))}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
