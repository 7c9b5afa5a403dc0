import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { resetPassword } from '../../api/session';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { MessageDialog } from '../../widgets/MessageDialog';

/** Sets a new password for a staff member (POST /api/resetPassword, right STAFF). */
export function ResetPasswordButton({ staffId, staffCode }: { staffId: number; staffCode: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pw, setPw] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
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
    try {
      await resetPassword(staffId, pw);
      close();
      setDone(true);
    } catch (err) {
      setError(formatError(err));
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('password.reset')}</Button>
      <Dialog open={open} onClose={close} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}>
        <DialogTitle>{`${t('password.reset')} - ${staffCode}`}</DialogTitle>
        <DialogContent>
          <ErrorAlert message={error} onClose={() => setError(null)} />
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextField type="password" label={t('password.new')} value={pw} onChange={(e) => setPw(e.target.value)} autoComplete="new-password" autoFocus />
            <TextField type="password" label={t('password.confirm')} value={again} onChange={(e) => setAgain(e.target.value)} autoComplete="new-password" />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={!pw}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <MessageDialog open={done} message={t('password.resetDone')} onClose={() => setDone(false)} />
    </>
  );
}
