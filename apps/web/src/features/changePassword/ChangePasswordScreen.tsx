import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { changePassword } from '../../api/session';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { MessageDialog } from '../../widgets/MessageDialog';

/** /system/changePassword: any signed-in user changes their own password. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const [values, setValues] = useState({ old: '', next: '', again: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (values.next !== values.again) {
      setError(t('password.mismatch'));
      return;
    }
    setBusy(true);
    try {
      await changePassword(values.old, values.next);
      setValues({ old: '', next: '', again: '' });
      setDone(true);
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <TextField
      type="password"
      label={label}
      value={values[name]}
      autoComplete={autoComplete}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
    />
  );

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 3, maxWidth: 420 }}>
      <Typography variant="h6" component="h1" gutterBottom>
        {t('password.title')}
      </Typography>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {field('old', t('password.old'), 'current-password')}
        {field('next', t('password.new'), 'new-password')}
        {field('again', t('password.confirm'), 'new-password')}
        <Button type="submit" variant="contained" disabled={busy || !values.old || !values.next}>
          {t('common.save')}
        </Button>
      </Box>
      <MessageDialog open={done} message={t('password.changed')} onClose={() => setDone(false)} />
    </Paper>
  );
}
