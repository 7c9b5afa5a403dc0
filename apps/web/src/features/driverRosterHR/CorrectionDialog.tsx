import { formatDate, formatDateTime } from '@limo/domain/rules/display-date';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, formatError } from '../../api/errors';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { TimePickerField } from '../../widgets/TimePickerField';
import { fetchRosterHRLog, updateRosterHR } from './rosterHRApi';
import { cellText, type Correction, correctionProblems, hmm, logLines, type RosterHRDay, unchanged, wireTimeOf, workedOf } from './rosterHRModel';

interface Props {
  driver: string;
  day: RosterHRDay & { dailyRosterId: number; version: number };
  onSaved: () => void;
  /** A refusal that means the month on screen is out of date (someone else changed the day). */
  onStale: () => void;
  onClose: () => void;
}

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);
const refusalCode = (err: unknown) => (err instanceof ApiError ? (err.body as { code?: unknown }).code : undefined);

/** Corrects a day's actual on and off duty times, with the reason; the day's earlier corrections are listed below. */
export function CorrectionDialog({ driver, day, onSaved, onStale, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [form, setForm] = useState<Correction>({ dutyTime: hhmm(day.dutyTime), offDutyTime: hhmm(day.offDutyTime), remarks: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const log = useQuery({ queryKey: ['rosterHRLog', day.dailyRosterId], queryFn: () => fetchRosterHRLog(day.dailyRosterId) });
  const problems = correctionProblems(form);
  const say = (key: string | undefined) => (key ? t(key) : undefined);
  const now = cellText(day);
  const worked = workedOf(form);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || Object.keys(problems).length) return;
    if (unchanged(day, form)) {
      setError(t('rosterHR.unchanged'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await updateRosterHR({
        dailyRosterId: day.dailyRosterId,
        dutyTime: wireTimeOf(form.dutyTime) ?? null,
        offDutyTime: wireTimeOf(form.offDutyTime) ?? null,
        version: day.version,
        ...(form.remarks.trim() ? { remarks: form.remarks.trim() } : {}),
      });
      onSaved();
    } catch (err) {
      if (refusalCode(err) === 'MONTH_CLOSED') setError(t('rosterHR.monthClosed'));
      else if (err instanceof ApiError && err.status === 409) {
        setError(t('rosterHR.stale'));
        onStale();
      } else setError(formatError(err));
    } finally {
      setBusy(false);
    }
  }

  const lines = logLines(log.data ?? []);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '100%', maxWidth: 560 } } }}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{t('rosterHR.correctTitle', { driver, date: formatDate(day.date) })}</DialogTitle>
        <DialogContent dividers>
          <ErrorAlert message={error} onClose={() => setError(null)} />
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('rosterHR.now', { times: now.times || '–', worked: hmm(day.workedMinutes) || '–', ot: hmm(day.otMinutes) || '0:00' })}
          </Typography>
          <Stack direction="row" spacing={1}>
            <TimePickerField
              label={t('rosterHR.dutyTime')}
              value={form.dutyTime}
              onChange={(v) => setForm((f) => ({ ...f, dutyTime: v }))}
              error={!!problems.dutyTime}
              helperText={say(problems.dutyTime)}
            />
            <TimePickerField
              label={t('rosterHR.offDutyTime')}
              value={form.offDutyTime}
              onChange={(v) => setForm((f) => ({ ...f, offDutyTime: v }))}
              error={!!problems.offDutyTime}
              helperText={say(problems.offDutyTime)}
            />
          </Stack>
          {worked !== null && (
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {t('rosterHR.workedPreview', { worked: hmm(worked) })}
            </Typography>
          )}
          <TextField
            sx={{ mt: 2 }}
            fullWidth
            size="small"
            label={t('rosterHR.remarks')}
            value={form.remarks}
            onChange={(e) => setForm((f) => ({ ...f, remarks: e.target.value }))}
            error={!!problems.remarks}
            helperText={say(problems.remarks)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {t('rosterHR.history')}
          </Typography>
          {log.error ? <ErrorAlert message={formatError(log.error)} /> : null}
          {log.isSuccess && !lines.length && <Typography variant="body2">{t('rosterHR.historyNone')}</Typography>}
          {lines.length > 0 && (
            <Table size="small" aria-label={t('rosterHR.history')}>
              <TableHead>
                <TableRow>
                  {(['when', 'who', 'before', 'after', 'remarks'] as const).map((k) => (
                    <TableCell key={k}>{t(`rosterHR.history.${k}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((l, i) => (
                  <TableRow key={`${l.when}${i}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.when) || l.when}</TableCell>
                    <TableCell>{l.who}</TableCell>
                    <TableCell>{l.before}</TableCell>
                    <TableCell>{l.after}</TableCell>
                    <TableCell>{l.remarks}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
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
