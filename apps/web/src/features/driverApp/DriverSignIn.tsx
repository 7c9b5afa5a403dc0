import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from './LanguageButton';
import { DriverApiError, signInDriver } from './driverClient';
import type { SignOutReason } from './driverSession';
import { useOnline } from './useDriverQueue';

/** Driver number and app password -> POST /limo/driver/auth. */
export function DriverSignIn({ reason, lastLogin, waiting }: { reason: SignOutReason; lastLogin: string | null; waiting: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [loginName, setLoginName] = useState(lastLogin?.toUpperCase() ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInDriver(loginName, password);
    } catch (err) {
      setError(err instanceof DriverApiError ? err.message : t('drv.signIn.offline'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper component="form" onSubmit={submit} sx={{ p: 3, width: '100%', maxWidth: 420 }} aria-labelledby="drv-sign-in-title">
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id="drv-sign-in-title" variant="h5" component="h1">
              {t('drv.signIn.title')}
            </Typography>
            <LanguageButton />
          </Stack>
          {reason === 'expired' && <Alert severity="warning">{t('drv.signIn.expired')}</Alert>}
          {!online && <Alert severity="info">{t('drv.signIn.offline')}</Alert>}
          {waiting && <Alert severity="info">{t('drv.signIn.waiting')}</Alert>}
          {error && (
            <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          <TextField
            label={t('drv.signIn.driverNo')}
            value={loginName}
            onChange={(e) => setLoginName(e.target.value)}
            required
            autoFocus={!lastLogin}
            autoComplete="username"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false } }}
          />
          <TextField
            label={t('drv.signIn.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            autoFocus={!!lastLogin}
            autoComplete="current-password"
          />
          <Button type="submit" variant="contained" disabled={busy || !loginName.trim() || !password}>
            {t('drv.signIn.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
