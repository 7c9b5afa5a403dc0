import { formatDateTime } from '@limo/domain/rules/display-date';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { IssuedKeyDialog } from './IssuedKeyDialog';
import { fetchKeys, fetchSettings, issueKey, revokeKey } from './orderApiApi';
import { isOn, type PartnerKey } from './orderApiModel';

/** The feed's settings, read-only (system parameters and server settings, never the token). */
function Settings() {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['chinaLink', 'settings'], queryFn: fetchSettings, retry: false });
  if (q.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (q.isError) return <ErrorAlert message={formatError(q.error)} />;
  const s = q.data;
  const urlSet = s.urlSet;
  const lines: [string, string][] = [
    [t('oapi.settings.url'), t(urlSet ? 'oapi.settings.urlSet' : 'oapi.settings.urlUnset')],
    [t('oapi.settings.branch'), s.branchCode ?? ''],
    [t('oapi.settings.client'), s.clientCode ?? ''],
    [t('oapi.settings.autoAccept'), t(isOn(s.autoAccept) ? 'common.yes' : 'common.no')],
    [t('oapi.settings.logDays'), s.historyDays === null || s.historyDays === undefined ? '' : String(s.historyDays)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }} aria-label={t('oapi.settings')}>
      {lines.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, color: label === t('oapi.settings.url') && !urlSet ? 'warning.main' : undefined }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Partner keys: issued here (shown once), listed by their first characters, revoked after a confirmation. */
export function KeysTab() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const keys = useQuery({ queryKey: ['chinaLink', 'keys'], queryFn: fetchKeys, retry: false });
  const [asking, setAsking] = useState<'issue' | PartnerKey | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(work: () => Promise<void>) {
    setAsking(null);
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
      void qc.invalidateQueries({ queryKey: ['chinaLink', 'keys'] });
    }
  }

  const rows = keys.data ?? [];
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {t('oapi.settings')}
        </Typography>
        <Settings />
        <Typography variant="caption" color="text.secondary">
          {t('oapi.settings.hint')}
        </Typography>
      </Box>
      <Box>
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h2">
            {t('oapi.keys')}
          </Typography>
          <Button variant="contained" disabled={busy} onClick={() => setAsking('issue')}>
            {t('oapi.keys.issue')}
          </Button>
        </Stack>
        <ErrorAlert message={error ?? (keys.isError ? formatError(keys.error) : null)} onClose={error ? () => setError(null) : undefined} />
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 1 }} role="status">
            {notice}
          </Alert>
        )}
        <Box sx={{ height: 4 }}>{(busy || keys.isFetching) && <LinearProgress aria-label={t('common.loading')} />}</Box>
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('oapi.keys.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('oapi.keys.prefix')}</TableCell>
                <TableCell>{t('oapi.keys.issued')}</TableCell>
                <TableCell>{t('oapi.keys.revoked')}</TableCell>
                <TableCell>{t('oapi.col.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((k) => (
                <TableRow key={k.keyId}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{k.keyPrefix}…</TableCell>
                  <TableCell>{[formatDateTime(k.createDt), k.createBy].filter(Boolean).join(' · ')}</TableCell>
                  <TableCell>
                    {k.revokedDt ? (
                      [formatDateTime(k.revokedDt), k.revokedBy].filter(Boolean).join(' · ')
                    ) : (
                      <Chip size="small" color="success" label={t('oapi.keys.active')} />
                    )}
                  </TableCell>
                  <TableCell>
                    {!k.revokedDt && (
                      <Button
                        size="small"
                        color="error"
                        disabled={busy}
                        aria-label={t('oapi.keys.revokeLabel', { prefix: k.keyPrefix })}
                        onClick={() => setAsking(k)}
                      >
                        {t('oapi.keys.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {keys.isSuccess && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{t('oapi.keys.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'issue' ? t('oapi.keys.issueTitle') : t('oapi.keys.revokeTitle')}
        message={asking === 'issue' || asking === null ? t('oapi.keys.issueConfirm') : t('oapi.keys.revokeConfirm', { prefix: asking.keyPrefix })}
        onNo={() => setAsking(null)}
        onYes={() => {
          const k = asking;
          if (k === 'issue') void run(async () => setIssued((await issueKey()).key));
          else if (k)
            void run(async () => {
              await revokeKey(k.keyId);
              setNotice(t('oapi.keys.revokedDone', { prefix: k.keyPrefix }));
            });
        }}
      />
      {issued && <IssuedKeyDialog value={issued} onClose={() => setIssued(null)} />}
    </Stack>
  );
}
