import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { formatDate, formatDateTime, hasRight, RESOURCES } from '@limo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatError } from '../../api/errors';
import { useUser } from '../../app/session/SessionContext';
import { lookupLabel, useLookups } from '../../resources/lookups';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { fetchRunRows, fetchRuns } from './recalcApi';
import { logOrder, type RecalcRun, signed } from './recalcModel';
import { PageFooter } from '../../widgets/PageFooter';

const num = { align: 'right' } as const;

/** A run's rows, read when it is opened: applied and changed ones first; an order opens with ORDERING. */
function RunRows({ recalcId }: { recalcId: number }) {
  const { t } = useTranslation();
  const canOpen = hasRight(useUser().rights, 'ORDERING');
  const q = useQuery({ queryKey: ['recalcs', recalcId, 'rows'], queryFn: async () => logOrder(await fetchRunRows(recalcId)), retry: false });
  if (q.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (q.isError) return <ErrorAlert message={formatError(q.error)} />;
  if (q.data.length === 0) return <Typography color="text.secondary">{t('rc.none')}</Typography>;
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label={t('rc.log.rows', { id: recalcId })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('rc.log.order')}</TableCell>
            <TableCell>{t('rc.log.orderVehicle')}</TableCell>
            <TableCell {...num}>{t('rc.oldAmt')}</TableCell>
            <TableCell {...num}>{t('rc.newAmt')}</TableCell>
            <TableCell {...num}>{t('rc.diffAmt')}</TableCell>
            <TableCell>{t('rc.skipped')}</TableCell>
            <TableCell>{t('rc.log.applied')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {q.data.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                {canOpen ? (
                  <Link component={RouterLink} to={`/order/ordering3/${r.orderId}`}>
                    {r.orderId}
                  </Link>
                ) : (
                  r.orderId
                )}
              </TableCell>
              <TableCell>{r.orderVehicleId}</TableCell>
              <TableCell {...num}>{r.oldAmt}</TableCell>
              <TableCell {...num}>{r.newAmt}</TableCell>
              <TableCell {...num}>{signed(r.diffAmt)}</TableCell>
              <TableCell>{r.skipped ? t(`rc.skip.${r.skipped}`) : ''}</TableCell>
              <TableCell>{t(r.applied ? 'common.yes' : 'common.no')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The recalc log: every run, newest first, with who, when, what and the total difference; a run opens on its rows. */
export function RecalcLogTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [open, setOpen] = useState<number | null>(null);
  const runs = useQuery({ queryKey: ['recalcs', page, size], queryFn: () => fetchRuns(page, size), placeholderData: keepPreviousData, retry: false });
  const refFields = useMemo(() => RESOURCES.recalcs.fields.filter((f) => f.name === 'clientId' || f.name === 'tariffId'), []);
  const labels = useLookups(refFields);
  const row = (r: RecalcRun) => (
    <Fragment key={r.id}>
      <TableRow hover sx={{ '& > td': { borderBottom: open === r.id ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open === r.id}
            aria-label={t(open === r.id ? 'rc.log.close' : 'rc.log.open', { id: r.id })}
            onClick={() => setOpen(open === r.id ? null : r.id)}
          >
            {open === r.id ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{r.id}</TableCell>
        <TableCell>{formatDateTime(r.createDt)}</TableCell>
        <TableCell>{r.createBy}</TableCell>
        <TableCell>{`${formatDate(r.dateFrom)} – ${formatDate(r.dateTo)}`}</TableCell>
        <TableCell>{r.clientId ? lookupLabel(labels.clientId ?? [], r.clientId) : t('rc.log.any')}</TableCell>
        <TableCell>{r.tariffId ? lookupLabel(labels.tariffId ?? [], r.tariffId) : t('rc.log.any')}</TableCell>
        <TableCell>{t(r.applied ? 'common.yes' : 'common.no')}</TableCell>
        <TableCell {...num}>{r.rowCount}</TableCell>
        <TableCell {...num}>{signed(r.totalDiffAmt)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={10} sx={{ py: 0 }}>
          <Collapse in={open === r.id} unmountOnExit>
            <Box sx={{ py: 1, pl: 6 }}>
              <RunRows recalcId={r.id} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
  return (
    <Box>
      <ErrorAlert message={runs.isError ? formatError(runs.error) : null} />
      {runs.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('rc.tab.log')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('rc.log.id')}</TableCell>
              <TableCell>{t('rc.log.when')}</TableCell>
              <TableCell>{t('rc.log.who')}</TableCell>
              <TableCell>{t('rc.log.period')}</TableCell>
              <TableCell>{t('ops.client')}</TableCell>
              <TableCell>{t('rc.tariff')}</TableCell>
              <TableCell>{t('rc.log.applied')}</TableCell>
              <TableCell {...num}>{t('rc.log.rowCount')}</TableCell>
              <TableCell {...num}>{t('rc.log.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(runs.data?.rows ?? []).map(row)}
            {runs.data?.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={10}>{t('rc.log.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <PageFooter
        count={runs.data?.total ?? 0}
        page={page}
        size={size}
        onPage={setPage}
        onSize={setSize}
        rowsPerPageLabel={t('rc.log.rowsPerPage')}
        rangeLabel={({ from, to, count }) => t('rc.log.range', { from, to, count })}
      />
    </Box>
  );
}
