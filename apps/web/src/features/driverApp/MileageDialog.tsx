import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mileageEntry, type MileageValue } from './entryModel';
import type { DriverJob } from './jobsModel';

/** Start and end km of one job; blank keeps what is known. */
export function MileageDialog({ job, onSave, onClose }: { job: DriverJob; onSave: (value: MileageValue) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [start, setStart] = useState(job.mileage.startMileage?.toString() ?? '');
  const [end, setEnd] = useState(job.mileage.endMileage?.toString() ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ref = job.orderRefId ?? String(job.orderId);

  function submit(e: FormEvent) {
    e.preventDefault();
    // Only readings that changed are sent; the others stay as the server has them.
    const entry = mileageEntry(start === job.mileage.startMileage?.toString() ? '' : start, end === job.mileage.endMileage?.toString() ? '' : end, job.mileage);
    if (!entry.ok) return setErrors(entry.errors);
    onSave(entry.value);
  }

  return (
    <Dialog open onClose={onClose} fullWidth slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}>
      <DialogTitle>{t('drv.mileage.title', { ref })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.form && <Alert severity="error">{t(errors.form)}</Alert>}
          <TextField
            label={t('drv.mileage.start')}
            value={start}
            onChange={(e) => setStart(e.target.value)}
            error={!!errors.startMileage}
            helperText={errors.startMileage && t(errors.startMileage)}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          />
          <TextField
            label={t('drv.mileage.end')}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            error={!!errors.endMileage}
            helperText={errors.endMileage && t(errors.endMileage)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('drv.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('drv.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
