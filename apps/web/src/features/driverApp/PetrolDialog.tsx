import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { petrolEntry, type PetrolValue } from './entryModel';
import type { DriverJob } from './jobsModel';

/** One refuel on a job: litres, amount and the receipt number. */
export function PetrolDialog({ job, onSave, onClose }: { job: DriverJob; onSave: (value: PetrolValue) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [litres, setLitres] = useState('');
  const [amount, setAmount] = useState('');
  const [receiptNo, setReceiptNo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ref = job.orderRefId ?? String(job.orderId);

  function submit(e: FormEvent) {
    e.preventDefault();
    const entry = petrolEntry(litres, amount, receiptNo);
    if (!entry.ok) return setErrors(entry.errors);
    onSave(entry.value);
  }

  const field = (name: 'litres' | 'amount' | 'receiptNo', value: string, set: (v: string) => void, inputMode: 'decimal' | 'text', extra = {}) => (
    <TextField
      label={t(`drv.petrol.${name}`)}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={!!errors[name]}
      helperText={errors[name] && t(errors[name])}
      slotProps={{ htmlInput: { inputMode, maxLength: name === 'receiptNo' ? 50 : 12 } }}
      {...extra}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}>
      <DialogTitle>{t('drv.petrol.title', { ref })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('litres', litres, setLitres, 'decimal', { autoFocus: true, required: true })}
          {field('amount', amount, setAmount, 'decimal', { required: true })}
          {field('receiptNo', receiptNo, setReceiptNo, 'text')}
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
