import { portalMessagesEn, portalMessagesZhHK } from '@limo/domain/i18n/portalMessages';
import { formatDateTime } from '@limo/domain/rules/display-date';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { registerTexts } from '../../i18n';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { PageFooter } from '../../widgets/PageFooter';
import { MessageDetailDialog } from './MessageDetailDialog';
import { MessageFilterBar } from './MessageFilterBar';
import { fetchMessages, type MessageFilter, type MessageRow, NO_FILTER, retryMessage } from './messageLogApi';

// This screen's texts load with it (i18n/index.ts).
registerTexts(portalMessagesEn, portalMessagesZhHK);

const num = { align: 'right' } as const;

/** /operation/messageLog (issue 33): every email and SMS to portal bookers and passengers, newest first; a failed one is sent again on demand. */
export default function MessageLogScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle('/operation/messageLog');
  const qc = useQueryClient();
  const [filter, setFilter] = useState<MessageFilter>(NO_FILTER);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [viewing, setViewing] = useState<MessageRow | null>(null);
  const [asking, setAsking] = useState<MessageRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const log = useQuery({
    queryKey: ['messages', filter, page, size],
    queryFn: () => fetchMessages(filter, page, size),
    placeholderData: keepPreviousData,
    retry: false,
  });
  // Stable: the filter bar's search waits on it.
  const change = useCallback((patch: Partial<MessageFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(0);
  }, []);

  async function retry(r: MessageRow) {
    setAsking(null);
    setError(null);
    setNotice(null);
    try {
      await retryMessage(r.id);
      setNotice(t('portal.msglog.retried', { id: r.id }));
    } catch (err) {
      setError(formatError(err));
    } finally {
      void qc.invalidateQueries({ queryKey: ['messages'] });
    }
  }

  const rows = log.data?.rows ?? [];
  return (
    <Box>
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <MessageFilterBar filter={filter} onChange={change} onRefresh={() => void log.refetch()} busy={log.isFetching} />
      <ErrorAlert message={error ?? (log.isError ? formatError(log.error) : null)} onClose={error ? () => setError(null) : undefined} />
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 1 }} role="status">
          {notice}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{log.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('portal.msglog.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('portal.msglog.col.when')}</TableCell>
              <TableCell>{t('portal.msglog.kind')}</TableCell>
              <TableCell>{t('portal.msglog.channel')}</TableCell>
              <TableCell>{t('portal.msglog.col.recipient')}</TableCell>
              <TableCell>{t('portal.msglog.col.order')}</TableCell>
              <TableCell>{t('portal.msglog.status')}</TableCell>
              <TableCell {...num}>{t('portal.msglog.col.attempts')}</TableCell>
              <TableCell>{t('portal.msglog.col.error')}</TableCell>
              <TableCell>{t('portal.msglog.col.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createDt)}</TableCell>
                <TableCell>{t(`portal.msglog.kind.${r.kind}`)}</TableCell>
                <TableCell>{t(`portal.msglog.channel.${r.channel}`)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  {r.recipientName && <Box>{r.recipientName}</Box>}
                  {r.recipient}
                </TableCell>
                <TableCell>{r.orderRefId ?? ''}</TableCell>
                <TableCell sx={{ color: r.status === 'FAILED' ? 'error.main' : undefined, fontWeight: r.status === 'FAILED' ? 600 : undefined }}>
                  {t(`portal.msglog.status.${r.status}`)}
                </TableCell>
                <TableCell {...num}>{r.attempts}</TableCell>
                <TableCell sx={{ maxWidth: 260, wordBreak: 'break-word' }}>{r.lastError ?? ''}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    <Button size="small" aria-label={t('portal.msglog.viewLabel', { id: r.id })} onClick={() => setViewing(r)}>
                      {t('portal.msglog.view')}
                    </Button>
                    {r.status === 'FAILED' && (
                      <Button size="small" color="warning" aria-label={t('portal.msglog.retryLabel', { id: r.id })} onClick={() => setAsking(r)}>
                        {t('portal.msglog.retry')}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
            {log.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={9}>{t('portal.msglog.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <PageFooter
        count={log.data?.total ?? 0}
        page={page}
        size={size}
        onPage={setPage}
        onSize={setSize}
        rowsPerPageLabel={t('portal.msglog.rowsPerPage')}
        rangeLabel={({ from, to, count }) => t('portal.msglog.range', { from, to, count })}
      />
      {viewing && <MessageDetailDialog row={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={asking !== null}
        message={asking ? t('portal.msglog.retryConfirm', { kind: t(`portal.msglog.kind.${asking.kind}`), to: asking.recipient }) : ''}
        onYes={() => asking && void retry(asking)}
        onNo={() => setAsking(null)}
      />
    </Box>
  );
}
