import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, formatError } from '../../api/errors';
import { signIn } from '../../api/session';
import { LanguageSwitch } from '../../app/shell/LanguageSwitch';

/** The sign-in screen: on success the token decides the rest (the guard sends the user on). */
export default function LoginScreen() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(username.trim(), password);
    } catch (err) {
      setError(signInMessage(err));
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default' }}>
      <Paper component="form" onSubmit={submit} elevation={3} sx={{ p: 4, width: 360, display: 'flex', flexDirection: 'column', gap: 2 }} noValidate>
        <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
          {t('app.title')}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('login.title')}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" variant="contained" size="medium" disabled={busy || !username || !password}>
          {t('login.signIn')}
        </Button>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <LanguageSwitch dense={false} />
        </Box>
      </Paper>
    </Box>
  );
}

/** The server's own message for a failed sign-in (not the generic 401 status text). */
function signInMessage(err: unknown): string {
  if (err instanceof ApiError && err.body.message) return err.body.message;
  return formatError(err);
}
