import { formatDate, formatDateTime, formatTime } from '@limo/domain/rules/display-date';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AssignedJob } from './leaveApi';
import { type Balance, balanceLabel, type Leave, type LeaveSort, type LeaveSortField } from './leaveModel';

export const STATUS_COLOR = { P: 'warning', A: 'success', R: 'default' } as const;

export interface LeaveLine {
  leave: Leave;
  driver: string;
  balance: Balance;
  /** The driver's active jobs in the request's days; undefined while unknown or not asked. */
  jobs: AssignedJob[] | undefined;
}

interface Props {
  lines: LeaveLine[];
  sort: LeaveSort;
  onSort: (field: LeaveSortField) => void;
  /** Show the jobs column (the user may read orders). */
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  onDecide: (leave: Leave, kind: 'approve' | 'reject') => void;
  busy: boolean;
}

function BalanceCell({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const label = balanceLabel(balance);
  return (
    <>
      <span>{t(label.key, label.values)}</span>
      {balance.kind === 'quota' && balance.after !== balance.balance && (
        <Typography
          variant="caption"
          component="div"
          sx={{ color: balance.exceeds ? 'error.main' : 'text.secondary', fontWeight: balance.exceeds ? 600 : 400 }}
        >
          {balance.exceeds ? `${t('leave.balance.exceeds')} · ` : ''}
          {t('leave.balance.after', { after: balance.after })}
        </Typography>
      )}
    </>
  );
}

function JobsCell({ jobs }: { jobs: AssignedJob[] | undefined }) {
  const { t } = useTranslation();
  if (jobs === undefined) return <span>…</span>;
  if (!jobs.length) return <span>{t('leave.jobs.none')}</span>;
  const list = jobs.map((j) => `${formatDate(j.pickupDate)} ${formatTime(j.pickupTime)}`.trim()).join(', ');
  return (
    <Tooltip title={t('leave.jobs.list', { list })}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={t('leave.jobs.count', { count: jobs.length })}
        tabIndex={0}
        aria-label={t('leave.jobs.list', { list })}
      />
    </Tooltip>
  );
}

/** The requests, sortable by their columns and paged on the server; pending ones carry Approve and Reject. */
export function LeaveTable({ lines, sort, onSort, page, size, total, onPage, onSize, onDecide, busy }: Props) {
  const { t } = useTranslation();
  const head = (field: LeaveSortField, key: string) => (
    <TableCell sortDirection={sort.field === field ? sort.dir : false}>
      <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.dir : 'asc'} onClick={() => onSort(field)}>
        {t(key)}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <>
      <TableContainer sx={{ flex: 1, border: '1px solid #dee2e6' }}>
        <Table size="small" stickyHeader aria-label={t('leave.tab.requests')}>
          <TableHead>
            <TableRow>
              {head('driverId', 'leave.col.driver')}
              {head('leaveType', 'leave.col.type')}
              {head('dateFrom', 'leave.col.from')}
              {head('dateTo', 'leave.col.to')}
              {head('days', 'leave.col.days')}
              <TableCell>{t('leave.col.reason')}</TableCell>
              <TableCell>{t('leave.col.balance')}</TableCell>
              <TableCell>{t('leave.col.jobs')}</TableCell>
              {head('status', 'leave.col.status')}
              <TableCell>{t('leave.col.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map(({ leave, driver, balance, jobs }) => (
              <TableRow key={leave.id} data-leave={leave.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{driver}</TableCell>
                <TableCell>{t(`leave.type.${leave.leaveType}`, { defaultValue: leave.leaveType })}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(leave.dateFrom)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(leave.dateTo)}</TableCell>
                <TableCell align="right">{leave.days ?? ''}</TableCell>
                <TableCell sx={{ maxWidth: 240, whiteSpace: 'pre-line' }}>{leave.reason}</TableCell>
                <TableCell>
                  <BalanceCell balance={balance} />
                </TableCell>
                <TableCell>{leave.status === 'P' ? <JobsCell jobs={jobs} /> : null}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[leave.status] ?? 'default'}
                    label={t(`leave.status.${leave.status}`, { defaultValue: leave.status })}
                  />
                  {leave.decidedBy && (
                    <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                      {t('leave.decided', { by: leave.decidedBy, at: formatDateTime(leave.decidedDt) })}
                    </Typography>
                  )}
                  {leave.remarks && (
                    <Typography variant="caption" component="div" sx={{ whiteSpace: 'pre-line' }}>
                      {leave.remarks}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {leave.status === 'P' && (
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        variant="contained"
                        disabled={busy}
                        onClick={() => onDecide(leave, 'approve')}
                        aria-label={`${t('leave.approve')} ${driver} ${formatDate(leave.dateFrom)}`}
                      >
                        {t('leave.approve')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        variant="outlined"
                        disabled={busy}
                        onClick={() => onDecide(leave, 'reject')}
                        aria-label={`${t('leave.reject')} ${driver} ${formatDate(leave.dateFrom)}`}
                      >
                        {t('leave.reject')}
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {!lines.length && (
              <TableRow>
                <TableCell colSpan={10} sx={{ textAlign: 'center', py: 3 }}>
                  {t('leave.none')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[20, 50, 100]}
        onPageChange={(_, p) => onPage(p)}
        onRowsPerPageChange={(e) => onSize(Number(e.target.value))}
        labelRowsPerPage={t('leave.rowsPerPage')}
      />
    </>
  );
}
