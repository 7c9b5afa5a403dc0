import { formatDateTime } from '@limo/domain/rules/display-date';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { fetchLog, type LogFilter, retryLogged } from './orderApiApi';
import { type ApiLogRow, failedOutbound } from './orderApiModel';
import { PayloadDialog } from './PayloadDialog';
import { PageFooter } from '../../widgets/PageFooter';

const num = { align: 'right' } as const;
const digits = (s: string) => s.replace(/\D/g, '').slice(0, 9);

/** Every call in or out, newest first; a row opens on its payloads, a failed outbound one is sent again on demand. */
export function ApiLogTab() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<LogFilter>({ direction: '', responseStatus: '', orderId: '' });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [viewing, setViewing] = useState<ApiLogRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<number | null>(null);
  const log = useQuery({
    queryKey: ['apiHistories', filter, page, size],
    queryFn: () => fetchLog(filter, page, size),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const change = (patch: Partial<LogFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(0);
  };

  async function retry(r: ApiLogRow) {
    setRetrying(r.id);
    setError(null);
    setNotice(null);
    try {
      await retryLogged(r.id);
      setNotice(t('oapi.log.retried', { id: r.id }));
    } catch (err) {
      setError(formatError(err));
    } finally {
      setRetrying(null);
      void qc.invalidateQueries({ queryKey: ['apiHistories'] });
    }
  }

  const rows = log.data?.rows ?? [];
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          select
          size="small"
          label={t('oapi.log.direction')}
          value={filter.direction}
          onChange={(e) => change({ direction: e.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('oapi.log.dir.all')}</MenuItem>
          <MenuItem value="IN">{t('oapi.log.dir.IN')}</MenuItem>
          <MenuItem value="OUT">{t('oapi.log.dir.OUT')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          label={t('oapi.log.httpStatus')}
          value={filter.responseStatus}
          onChange={(e) => change({ responseStatus: digits(e.target.value).slice(0, 3) })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 130 }}
        />
        <TextField
          size="small"
          label={t('oapi.log.orderId')}
          value={filter.orderId}
          onChange={(e) => change({ orderId: digits(e.target.value) })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 130 }}
        />
        <Button variant="outlined" onClick={() => void log.refetch()} disabled={log.isFetching}>
          {t('oapi.refresh')}
        </Button>
      </Stack>
      <ErrorAlert message={error ?? (log.isError ? formatError(log.error) : null)} onClose={error ? () => setError(null) : undefined} />
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 1 }} role="status">
          {notice}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{log.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('oapi.log.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('oapi.log.when')}</TableCell>
              <TableCell>{t('oapi.log.direction')}</TableCell>
              <TableCell>{t('oapi.log.method')}</TableCell>
              <TableCell {...num}>{t('oapi.log.httpStatus')}</TableCell>
              <TableCell {...num}>{t('oapi.log.duration')}</TableCell>
              <TableCell {...num}>{t('oapi.log.orderId')}</TableCell>
              <TableCell {...num}>{t('oapi.log.attempt')}</TableCell>
              <TableCell>{t('oapi.col.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const ok = r.responseStatus !== null && r.responseStatus < 400;
              return (
                <TableRow key={r.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createDt)}</TableCell>
                  <TableCell>{r.direction}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    {r.method} {r.url}
                  </TableCell>
                  <TableCell {...num} sx={{ color: ok ? undefined : 'error.main', fontWeight: ok ? undefined : 600 }}>
                    {r.responseStatus ?? t('oapi.log.noAnswer')}
                  </TableCell>
                  <TableCell {...num}>{r.durationMs ?? ''}</TableCell>
                  <TableCell {...num}>{r.orderId ?? ''}</TableCell>
                  <TableCell {...num}>{r.attempt}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      <Button size="small" aria-label={t('oapi.log.viewLabel', { id: r.id })} onClick={() => setViewing(r)}>
                        {t('oapi.log.view')}
                      </Button>
                      {failedOutbound(r) && (
                        <Button
                          size="small"
                          color="warning"
                          aria-label={t('oapi.log.retryLabel', { id: r.id })}
                          disabled={retrying === r.id}
                          onClick={() => void retry(r)}
                        >
                          {t('oapi.log.retry')}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
            {log.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{t('oapi.log.empty')}</TableCell>
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
        rowsPerPageLabel={t('oapi.log.rowsPerPage')}
        rangeLabel={({ from, to, count }) => t('oapi.log.range', { from, to, count })}
      />
      {viewing && <PayloadDialog row={viewing} onClose={() => setViewing(null)} />}
    </Box>
  );
}
