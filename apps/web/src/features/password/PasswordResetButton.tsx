import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines } from '../../api/errors';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { MessageDialog } from '../../widgets/MessageDialog';

interface Props {
  /** The button's and the dialog's text. */
  label: string;
  title: string;
  /** Shown above the password boxes (whether a password is set...). */
  note?: ReactNode;
  doneMessage: string;
  /** Sets the password; a refusal (the password policy) is shown as the server words it. */
  reset: (newPassword: string) => Promise<unknown>;
}

/** Asks for a new password twice and sets it (staff passwords, driver app passwords). */
export function PasswordResetButton({ label, title, note, doneMessage, reset }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pw, setPw] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const close = () => {
    setOpen(false);
    setPw('');
    setAgain('');
    setError(null);
  };
  const submit = async () => {
    if (pw !== again) {
      setError(t('password.mismatch'));
      return;
    }
    setBusy(true);
    try {
      await reset(pw);
      close();
      setDone(true);
    } catch (err) {
      setError(errorLines(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      <Dialog open={open} onClose={close} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }} aria-labelledby="password-reset-title">
        <DialogTitle id="password-reset-title">{title}</DialogTitle>
        <DialogContent sx={{ position: 'relative' }}>
          <ErrorAlert message={error} onClose={() => setError(null)} />
          {note}
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            sx={{ display: 'grid', gap: 2, pt: 1 }}
          >
            <TextField type="password" label={t('password.new')} value={pw} onChange={(e) => setPw(e.target.value)} autoComplete="new-password" autoFocus />
            <TextField type="password" label={t('password.confirm')} value={again} onChange={(e) => setAgain(e.target.value)} autoComplete="new-password" />
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Box>
          <LoadingOverlay open={busy} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={!pw || busy}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <MessageDialog open={done} message={doneMessage} onClose={() => setDone(false)} />
    </>
  );
}
