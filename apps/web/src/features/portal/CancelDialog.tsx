import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Cancel a trip: a reason, then a confirmation (the dialog itself is the second step). */
export function CancelDialog({
  open,
  summary,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  summary: { date: string; time: string };
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim()) onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="pw-cancel-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="pw-cancel-title">{t('pw.cancel.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{t('pw.cancel.intro', summary)}</Typography>
          <TextField
            label={t('pw.cancel.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            autoFocus
            multiline
            rows={3}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('pw.cancel.keep')}
        </Button>
        <Button type="submit" color="error" variant="contained" disabled={busy || !reason.trim()}>
          {t('pw.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
