import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, formatError } from '../../api/errors';
import { ApprovedJobsDialog } from './ApprovedJobsDialog';
import { DecisionDialog } from './DecisionDialog';
import { approveLeave, type AssignedJob, fetchAssignedJobs, fetchLeaves, fetchQuotas, rejectLeave } from './leaveApi';
import { LeaveFiltersBar } from './LeaveFiltersBar';
import {
  balanceOf,
  defaultLeaveFilters,
  type Leave,
  leaveListFilters,
  leaveListSort,
  type LeaveFilters,
  type LeaveSort,
  leaveYear,
  type QuotaRow,
  toggleSort,
} from './leaveModel';
import { type LeaveLine, LeaveTable } from './LeaveTable';
import { NewLeaveDialog } from './NewLeaveDialog';
import { useDriverNames } from './useDriverNames';

type Notice = { severity: 'success' | 'error'; text: string; title?: string } | null;

/** The code of a refusal's body ({code, message}), when it has one. */
const refusalCode = (err: unknown) => (err instanceof ApiError ? (err.body as { code?: unknown }).code : undefined);

/** The requests tab: filters, the list with balances and assigned jobs, and the decisions. */
export function LeaveRequestsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<LeaveFilters>(defaultLeaveFilters);
  const [sort, setSort] = useState<LeaveSort>({ field: 'dateFrom', dir: 'asc' });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [deciding, setDeciding] = useState<{ leave: Leave; kind: 'approve' | 'reject' } | null>(null);
  const [approvedJobs, setApprovedJobs] = useState<{ driver: string; jobs: AssignedJob[] } | null>(null);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const query = leaveListFilters(filters);
  const leaves = useQuery({
    queryKey: ['leaves', query, sort, page, size],
    queryFn: () => fetchLeaves({ page, size, sort: leaveListSort(sort), filters: query }),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => leaves.data?.rows ?? [], [leaves.data]);
  const years = [...new Set(rows.map(leaveYear))].sort();
  const quotaQueries = useQueries({ queries: years.map((year) => ({ queryKey: ['leaveQuota', year], queryFn: () => fetchQuotas(year) })) });
  const quotasOf = (year: number): QuotaRow[] | undefined => quotaQueries[years.indexOf(year)]?.data;
  const pending = rows.filter((r) => r.status === 'P');
  const jobQueries = useQueries({
    queries: pending.map((r) => ({
      queryKey: ['leaveJobs', r.id],
      queryFn: () => fetchAssignedJobs(r.id),
    })),
  });
  const names = useDriverNames();
  const driverLabel = (id: number) => names.label(id);

  const lines: LeaveLine[] = rows.map((leave) => ({
    leave,
    driver: driverLabel(leave.driverId),
    balance: balanceOf(leave, quotasOf(leaveYear(leave))),
    jobs: leave.status === 'P' ? jobQueries[pending.indexOf(leave)]?.data : undefined,
  }));

  const change = (patch: Partial<LeaveFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(0);
  };
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['leaves'] });
    void queryClient.invalidateQueries({ queryKey: ['leaveQuota'] });
    void queryClient.invalidateQueries({ queryKey: ['leaveJobs'] });
  };

  async function decide(leave: Leave, kind: 'approve' | 'reject', remarks: string) {
    setDeciding(null);
    setBusy(true);
    setNotice(null);
    const driver = driverLabel(leave.driverId);
    try {
      if (kind === 'approve') {
        const answer = await approveLeave(leave.id, remarks);
        const jobs = answer.jobs ?? [];
        setNotice({ severity: 'success', text: `${t('leave.approved')}${jobs.length ? '' : ` ${t('leave.approvedJobs.none')}`}` });
        if (jobs.length) setApprovedJobs({ driver, jobs });
      } else {
        await rejectLeave(leave.id, remarks);
        setNotice({ severity: 'success', text: t('leave.rejected') });
      }
    } catch (err) {
      if (refusalCode(err) === 'QUOTA_EXCEEDED') {
        const message = (err as ApiError).body.message ?? '';
        setNotice({ severity: 'error', title: t('leave.quotaExceeded'), text: `${driver}: ${message}` });
      } else setNotice({ severity: 'error', text: formatError(err) });
    } finally {
      setBusy(false);
      reload();
    }
  }

  return (
    <>
      <LeaveFiltersBar filters={filters} onChange={change} drivers={names.options} onNew={() => setCreating(true)} onRefresh={reload} />
      {notice && (
        <Alert
          severity={notice.severity}
          onClose={() => setNotice(null)}
          sx={{ whiteSpace: 'pre-line' }}
          role={notice.severity === 'error' ? 'alert' : 'status'}
        >
          {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
          {notice.text}
        </Alert>
      )}
      {leaves.error && <Alert severity="error">{formatError(leaves.error)}</Alert>}
      <LeaveTable
        lines={lines}
        sort={sort}
        onSort={(field) => setSort((s) => toggleSort(s, field))}
        page={page}
        size={size}
        total={leaves.data?.page.totalElements ?? 0}
        onPage={setPage}
        onSize={(s) => {
          setSize(s);
          setPage(0);
        }}
        onDecide={(leave, kind) => setDeciding({ leave, kind })}
        busy={busy}
      />
      {deciding && (
        <DecisionDialog
          leave={deciding.leave}
          kind={deciding.kind}
          driver={driverLabel(deciding.leave.driverId)}
          balance={balanceOf(deciding.leave, quotasOf(leaveYear(deciding.leave)))}
          jobs={lines.find((l) => l.leave.id === deciding.leave.id)?.jobs}
          onYes={(remarks) => void decide(deciding.leave, deciding.kind, remarks)}
          onNo={() => setDeciding(null)}
        />
      )}
      {approvedJobs && <ApprovedJobsDialog driver={approvedJobs.driver} jobs={approvedJobs.jobs} onClose={() => setApprovedJobs(null)} />}
      {creating && (
        <NewLeaveDialog
          drivers={names.options}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            setNotice({ severity: 'success', text: t('leave.created') });
            reload();
          }}
        />
      )}
    </>
  );
}
