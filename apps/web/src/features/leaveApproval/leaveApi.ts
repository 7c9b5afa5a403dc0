/** The leave approval screen's calls (issue 16 contract: leaves, decisions, quotas). */
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import { listAll, listPage } from '../../api/resources';
import type { DriverLookup, Leave, QuotaBody, QuotaRow } from './leaveModel';

/** A call answering a list: a plain array, or a HAL list of that name. */
export const asList = <T>(body: unknown, name: string): T[] => (Array.isArray(body) ? (body as T[]) : readList<T>(body, name));

export interface AssignedJob {
  orderVehicleId: number;
  orderRefId?: string | null;
  pickupDate: string;
  pickupTime: string | null;
}

export interface ApproveAnswer {
  leave: Leave;
  jobs: AssignedJob[];
}

export async function fetchLeaves(params: { page: number; size: number; sort: string[]; filters: Record<string, string | number> }) {
  const p = await listPage('leaves', params);
  return { rows: p.rows as unknown as Leave[], page: p.page };
}

export const fetchQuotas = async (year: number) => asList<QuotaRow>(await api(`/node/api/leaveQuota/${year}`), 'leaveQuotas');

/** The keys (driverId:leaveType) of the quotas the year keeps, from the collection (right DRIVERROSTERHR). */
export async function fetchKeptQuotas(year: number): Promise<Set<string>> {
  const rows = await listAll('leaveQuotas', { year });
  return new Set(rows.map((r) => `${String(r.driverId)}:${String(r.leaveType)}`));
}

export const createQuotas = (year: number, rows: QuotaBody[]) => api(`/node/api/leaveQuota/${year}`, { method: 'POST', body: rows });
export const updateQuotas = (year: number, rows: QuotaBody[]) => api(`/node/api/leaveQuota/${year}`, { method: 'PUT', body: rows });

export const createLeave = (body: object) => api<Leave>('/api/leaves', { method: 'POST', body, transform: false });

export const approveLeave = (id: number, remarks: string) =>
  api<ApproveAnswer>(`/api/approveLeave/${id}`, { method: 'POST', body: remarks.trim() ? { remarks: remarks.trim() } : {}, transform: false });

export const rejectLeave = (id: number, remarks: string) =>
  api<{ leave: Leave }>(`/api/rejectLeave/${id}`, { method: 'POST', body: remarks.trim() ? { remarks: remarks.trim() } : {}, transform: false });

/** Ids, numbers and both names of the branch's drivers (the pick-list call; readable with LEAVEAPPROVAL or DRIVERROSTERHR). */
export const fetchDriverLookups = async () =>
  readList<DriverLookup & { driverNo: string; driverStatus?: string }>(await api('/api/lookups/drivers'), 'drivers').sort((a, b) =>
    String(a.driverNo).localeCompare(String(b.driverNo), undefined, { numeric: true }),
  );

/**
 * The driver's active jobs in the request's days (a hint before deciding; the approval's answer is
 * the exact list). Needs ORDERING: callers ask only when the user holds it.
 */
/** The driver's jobs already assigned in the leave's days (the list an approval answers), readable with LEAVEAPPROVAL. */
export async function fetchAssignedJobs(leaveId: number): Promise<AssignedJob[]> {
  return api<AssignedJob[]>(`/api/leaveJobs/${leaveId}`);
}
