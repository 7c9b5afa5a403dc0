import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { nextDate, operatorToday } from '@limo/domain';
import { travelEn, travelZhHK } from '@limo/domain/i18n/travel';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { api } from '../../api/http';
import { registerTexts } from '../../i18n';
import { DateEntryField } from '../../widgets/DateEntryField';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { MessageDialog } from '../../widgets/MessageDialog';

registerTexts(travelEn, travelZhHK);

interface Learnt {
  written: unknown[];
  kept: unknown[];
  skipped: unknown[];
}

/** POST /api/learnZoneTravelTimes: the selected branch's table from its completed jobs of the period. */
export const learnTravel = (fromDate: string, toDate: string) =>
  api<Learnt>('/api/learnZoneTravelTimes', { method: 'POST', body: { fromDate, toDate }, transform: false });

/**
 * The Zone Travel Times screen's "Learn from completed jobs" (issue 32): a period (the four weeks to
 * yesterday unless changed), then what was written, kept and left; the list reloads.
 */
export function LearnTravelButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const yesterday = nextDate(operatorToday(), -1);
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState<string | null>(nextDate(yesterday, -27));
  const [to, setTo] = useState<string | null>(yesterday);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const run = async () => {
    if (!from || !to) return;
    setOpen(false);
    setBusy(true);
    try {
      const done = await learnTravel(from, to);
      await queryClient.invalidateQueries({ queryKey: ['list', 'zoneTravelTimes'] });
      setMessage(t('travelLearn.done', { written: done.written.length, kept: done.kept.length, skipped: done.skipped.length }));
    } catch (err) {
      setMessage(formatError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('travelLearn.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{t('travelLearn.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('travelLearn.help')}
          </Typography>
          <Stack direction="row" spacing={2}>
            <DateEntryField label={t('travelLearn.from')} value={from} onChange={setFrom} />
            <DateEntryField label={t('travelLearn.to')} value={to} onChange={setTo} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" disabled={!from || !to} onClick={() => void run()}>
            {t('travelLearn.run')}
          </Button>
        </DialogActions>
      </Dialog>
      <LoadingOverlay open={busy} fullScreen />
      <MessageDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </>
  );
}
