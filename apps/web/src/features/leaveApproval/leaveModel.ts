/** The leave approval screen's pure model (issue 16): list query, balances, and the quota table's edits. */
import { hasLeaveQuota, isLeaveType, QUOTA_LEAVE_TYPES } from '@limo/domain/rules/leave/types';
import { isValidIsoDate } from '@limo/domain/rules/wire';

export type LeaveStatus = 'P' | 'A' | 'R';
export const LEAVE_STATUSES: readonly LeaveStatus[] = ['P', 'A', 'R'];

export interface Leave {
  id: number;
  driverId: number;
  leaveType: string;
  dateFrom: string;
  dateTo: string;
  days: number | null;
  reason: string | null;
  status: LeaveStatus;
  remarks: string | null;
  decidedBy: string | null;
  decidedDt: string | null;
}

/** A row of GET leaveQuota/{year}: every driver of the branch x AL and SL. */
export interface QuotaRow {
  driverId: number;
  driverNo?: string;
  driverNameEng?: string;
  /** Absent from an older server. */
  driverNameChi?: string | null;
  year: number;
  leaveType: string;
  quotaDays: number;
  takenDays: number;
  balanceDays: number;
}

export interface LeaveFilters {
  /** '' for every status. */
  status: LeaveStatus | '';
  driverId: number | null;
  /** Requests touching the range [from, to]; either end may be open (text still being typed is no filter). */
  from: string | null;
  to: string | null;
}

export const defaultLeaveFilters = (): LeaveFilters => ({ status: 'P', driverId: null, from: null, to: null });

export type LeaveSortField = 'driverId' | 'leaveType' | 'dateFrom' | 'dateTo' | 'days' | 'status';
export interface LeaveSort {
  field: LeaveSortField;
  dir: 'asc' | 'desc';
}

/** Clicking a column sorts by it ascending; clicking it again turns the order round. */
export const toggleSort = (sort: LeaveSort, field: LeaveSortField): LeaveSort =>
  sort.field === field ? { field, dir: sort.dir === 'asc' ? 'desc' : 'asc' } : { field, dir: 'asc' };

/**
 * The generic list's query: status and driver as they are; a request touches [from, to] when it
 * ends on or after `from` and starts on or before `to` (the ?xFrom / ?xTo date ranges).
 */
export function leaveListFilters(f: LeaveFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (f.status) out.status = f.status;
  if (f.driverId) out.driverId = f.driverId;
  if (f.from && isValidIsoDate(f.from)) out.dateToFrom = f.from;
  if (f.to && isValidIsoDate(f.to)) out.dateFromTo = f.to;
  return out;
}

/** The sort of the list; the date follows every other order so equal rows keep a stable order. */
export const leaveListSort = (s: LeaveSort): string[] => [`${s.field},${s.dir}`, ...(s.field === 'dateFrom' ? [] : ['dateFrom,asc'])];

/** The quota year a request counts against: the year it starts in. */
export const leaveYear = (leave: Pick<Leave, 'dateFrom'>) => Number(leave.dateFrom.slice(0, 4));

export type Balance =
  { kind: 'noQuota' } | { kind: 'unknown' } | { kind: 'quota'; quota: number; taken: number; balance: number; after: number; exceeds: boolean };

/**
 * The driver's balance of the request's type, and what is left once this request is approved
 * (a pending request is not yet taken). NP has no quota.
 */
export function balanceOf(leave: Pick<Leave, 'driverId' | 'leaveType' | 'days' | 'status'>, quotas: readonly QuotaRow[] | undefined): Balance {
  if (!isLeaveType(leave.leaveType) || !hasLeaveQuota(leave.leaveType)) return { kind: 'noQuota' };
  const row = quotas?.find((q) => q.driverId === leave.driverId && q.leaveType === leave.leaveType);
  if (!row) return { kind: 'unknown' };
  const days = leave.status === 'P' ? (leave.days ?? 0) : 0;
  const after = row.balanceDays - days;
  return { kind: 'quota', quota: row.quotaDays, taken: row.takenDays, balance: row.balanceDays, after, exceeds: after < 0 };
}

/** The balance cell's text key and values. */
export function balanceLabel(b: Balance): { key: string; values?: Record<string, number> } {
  switch (b.kind) {
    case 'noQuota':
      return { key: 'leave.balance.noQuota' };
    case 'unknown':
      return { key: 'leave.balance.unknown' };
    default:
      return { key: 'leave.balance.days', values: { balance: b.balance, quota: b.quota, taken: b.taken } };
  }
}

/** A driver of the drivers' pick-list (/api/lookups/drivers answers both names). */
export interface DriverLookup {
  id: number;
  driverNo?: unknown;
  driverNameEng?: string | null;
  driverNameChi?: string | null;
}

/** Driver number and names by id, from the quota rows and the drivers' pick-list (both give both names). */
export function driverNames(quotas: readonly QuotaRow[] | undefined, lookups: readonly DriverLookup[] | undefined) {
  const out = new Map<number, { driverNo: string; name: string; nameZh: string }>();
  for (const d of lookups ?? []) out.set(d.id, { driverNo: String(d.driverNo ?? d.id), name: d.driverNameEng ?? '', nameZh: d.driverNameChi ?? '' });
  for (const q of quotas ?? []) {
    const known = out.get(q.driverId);
    out.set(q.driverId, {
      driverNo: q.driverNo ?? known?.driverNo ?? String(q.driverId),
      name: q.driverNameEng ?? known?.name ?? '',
      nameZh: q.driverNameChi || known?.nameZh || '',
    });
  }
  return out;
}

// ---- the quota table ----

export type QuotaType = (typeof QUOTA_LEAVE_TYPES)[number];
export const quotaKey = (driverId: number, leaveType: string) => `${driverId}:${leaveType}`;

export interface QuotaLine {
  driverId: number;
  driverNo: string;
  name: string;
  nameZh: string;
  byType: Partial<Record<QuotaType, QuotaRow>>;
}

/** One line per driver with its AL and SL rows, by driver number. */
export function quotaLines(rows: readonly QuotaRow[]): QuotaLine[] {
  const lines = new Map<number, QuotaLine>();
  for (const r of rows) {
    const line = lines.get(r.driverId) ?? {
      driverId: r.driverId,
      driverNo: r.driverNo ?? String(r.driverId),
      name: r.driverNameEng ?? '',
      nameZh: r.driverNameChi ?? '',
      byType: {},
    };
    if ((QUOTA_LEAVE_TYPES as readonly string[]).includes(r.leaveType)) line.byType[r.leaveType as QuotaType] = r;
    lines.set(r.driverId, line);
  }
  return [...lines.values()].sort((a, b) => a.driverNo.localeCompare(b.driverNo, undefined, { numeric: true }));
}

/** A typed quota: a whole number of days from 0 to 366, else the problem's text key. */
export function quotaProblem(text: string): string | null {
  return /^\d{1,3}$/.test(text.trim()) && Number(text) <= 366 ? null : 'leave.quota.invalid';
}

export interface QuotaBody {
  driverId: number;
  leaveType: string;
  quotaDays: number;
}

/**
 * What to send for the typed quotas: rows the year keeps already are changed (PUT), the others
 * created (POST). `kept` holds the keys of the rows the year keeps; without it (the list could
 * not be read) a row with a quota above 0 is taken as kept, since the call answers 0 for none.
 */
export function quotaChanges(rows: readonly QuotaRow[], edits: ReadonlyMap<string, string>, kept: ReadonlySet<string> | null) {
  const create: QuotaBody[] = [];
  const update: QuotaBody[] = [];
  for (const r of rows) {
    const key = quotaKey(r.driverId, r.leaveType);
    const typed = edits.get(key);
    if (typed === undefined || quotaProblem(typed) || Number(typed) === r.quotaDays) continue;
    const body = { driverId: r.driverId, leaveType: r.leaveType, quotaDays: Number(typed) };
    const exists = kept ? kept.has(key) : r.quotaDays > 0;
    (exists ? update : create).push(body);
  }
  return { create, update };
}
