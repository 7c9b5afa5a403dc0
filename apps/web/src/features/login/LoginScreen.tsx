import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, formatError } from '../../api/errors';
import { signIn } from '../../api/session';
import { type Language, LANGUAGES, setLanguage } from '../../i18n';

// The sign-in screen is the first thing loaded (issue 13, "First load": its JavaScript is budgeted):
// its fields are OutlinedInput with a label, not TextField, and the language choice two buttons, not a
// select, which would bring in MUI's Select, Menu, Popover and Modal.

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
        <Field
          id="login-username"
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <Field
          id="login-password"
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
        <LanguageButtons />
      </Paper>
    </Box>
  );
}

/** A labelled outlined field (what TextField renders, without its select and helper text parts). */
function Field({ id, label, ...input }: OutlinedInputProps & { id: string; label: string }) {
  return (
    <FormControl size="small">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}

/** English / 繁體中文: the chosen one pressed. */
function LanguageButtons() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'zh-HK' ? 'zh-HK' : 'en';
  return (
    <Box role="group" aria-label={t('shell.language')} sx={{ display: 'flex', justifyContent: 'center', gap: 1 }}>
      {LANGUAGES.map((l) => (
        <Button
          key={l.code}
          lang={l.code}
          variant={l.code === current ? 'outlined' : 'text'}
          aria-pressed={l.code === current}
          sx={{ textTransform: 'none' }}
          onClick={() => void setLanguage(l.code)}
        >
          {l.label}
        </Button>
      ))}
    </Box>
  );
}

/** The server's own message for a failed sign-in (not the generic 401 status text). */
function signInMessage(err: unknown): string {
  if (err instanceof ApiError && err.body.message) return err.body.message;
  return formatError(err);
}
