/** The portal's pages before sign-in: sign-in, accept an invitation (set a password), forgot password. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LanguageButton } from './LanguageButton';
import { acceptInvitation, forgotPassword, signIn } from './portalApi';
import { PortalApiError } from './portalClient';
import { takeLanguageFromMe } from './portalLanguage';
import type { SignOutReason } from './portalSession';
import { errorText } from './portalUi';

function PublicCard({ title, onSubmit, children }: { title: string; onSubmit?: (e: FormEvent) => void; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper
        component={onSubmit ? 'form' : 'section'}
        onSubmit={onSubmit}
        noValidate={false}
        sx={{ p: 3, width: '100%', maxWidth: 420 }}
        aria-labelledby="pw-public-title"
      >
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography id="pw-public-title" variant="h5" component="h1">
              {title}
            </Typography>
            <LanguageButton />
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}

const linkTo = (to: string, text: string) => (
  <Link component={RouterLink} to={to}>
    {text}
  </Link>
);

export function SignInPage({ reason }: { reason: SignOutReason }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      takeLanguageFromMe();
      await signIn(username, password);
    } catch (err) {
      setError(errorText(err, t));
      setBusy(false);
    }
  }

  return (
    <PublicCard title={t('pw.signIn.title')} onSubmit={submit}>
      {reason === 'expired' && <Alert severity="warning">{t('pw.signIn.expired')}</Alert>}
      {search.get('accepted') === '1' && <Alert severity="success">{t('pw.accept.done')}</Alert>}
      {error && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <TextField
        label={t('pw.signIn.username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
        autoFocus
        autoComplete="username"
        slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
      />
      <TextField
        label={t('pw.signIn.password')}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" disabled={busy || !username.trim() || !password}>
        {t('pw.signIn.submit')}
      </Button>
      {linkTo('/portal/forgot', t('pw.signIn.forgot'))}
    </PublicCard>
  );
}

export function AcceptPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const mismatch = again !== '' && again !== password;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (mismatch) return;
    setBusy(true);
    setError(null);
    try {
      await acceptInvitation(token, password);
      setDone(true);
    } catch (err) {
      setError(err instanceof PortalApiError && err.status === 410 ? t('pw.accept.gone') : errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <PublicCard title={t('pw.accept.title')}>
        <Alert severity="error">{t('pw.accept.noToken')}</Alert>
        {linkTo('/portal', t('pw.backToSignIn'))}
      </PublicCard>
    );
  }
  if (done) {
    return (
      <PublicCard title={t('pw.accept.title')}>
        <Alert severity="success" role="status">
          {t('pw.accept.done')}
        </Alert>
        <Button component={RouterLink} to="/portal" variant="contained">
          {t('pw.signIn.submit')}
        </Button>
      </PublicCard>
    );
  }
  return (
    <PublicCard title={t('pw.accept.title')} onSubmit={submit}>
      {error && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <TextField
        label={t('pw.accept.password')}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        autoFocus
        autoComplete="new-password"
      />
      <TextField
        label={t('pw.accept.again')}
        type="password"
        value={again}
        onChange={(e) => setAgain(e.target.value)}
        required
        autoComplete="new-password"
        error={mismatch}
        helperText={mismatch ? t('pw.accept.mismatch') : undefined}
      />
      <Button type="submit" variant="contained" disabled={busy || !password || again !== password}>
        {t('pw.accept.submit')}
      </Button>
      {linkTo('/portal', t('pw.backToSignIn'))}
    </PublicCard>
  );
}

export function ForgotPage() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await forgotPassword(username);
      setSent(true);
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicCard title={t('pw.forgot.title')} onSubmit={sent ? undefined : submit}>
      {sent ? (
        <Alert severity="success" role="status">
          {t('pw.forgot.sent')}
        </Alert>
      ) : (
        <>
          <Typography>{t('pw.forgot.intro')}</Typography>
          {error && (
            <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          <TextField
            label={t('pw.signIn.username')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            autoFocus
            autoComplete="username"
          />
          <Button type="submit" variant="contained" disabled={busy || !username.trim()}>
            {t('pw.forgot.submit')}
          </Button>
        </>
      )}
      {linkTo('/portal', t('pw.backToSignIn'))}
    </PublicCard>
  );
}
