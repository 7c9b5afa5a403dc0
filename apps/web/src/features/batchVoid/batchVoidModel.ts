/** The batch void screen's rules (issue 15): the filter, the rows chosen, the refusal of a void. */
import { centsToMoney, moneyToCents } from '@limo/domain';
import { ApiError } from '../../api/errors';

export interface VoidFilter {
  clientId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  /** '' for every service type. */
  serviceType: string;
}

/** One order of genBatchVoidOrder's answer. */
export interface VoidRow {
  orderId: number;
  orderRefId: string;
  pickupDate: string;
  orderStatus: string;
  fareAmt: string;
  voidable: boolean;
  reason?: string;
}

export const emptyFilter = (today: string): VoidFilter => ({ clientId: null, dateFrom: today, dateTo: today, serviceType: '' });

/** The text keys of what is wrong with a period, by field; empty when a preview may be asked (recalculation's too). */
export function filterProblems(f: { dateFrom: string | null; dateTo: string | null }): Partial<Record<'dateFrom' | 'dateTo', string>> {
  const out: Partial<Record<'dateFrom' | 'dateTo', string>> = {};
  if (!f.dateFrom) out.dateFrom = 'ops.err.dateRequired';
  if (!f.dateTo) out.dateTo = 'ops.err.dateRequired';
  else if (f.dateFrom && f.dateTo < f.dateFrom) out.dateTo = 'ops.err.dateOrder';
  return out;
}

/** genBatchVoidOrder's body: optional filters left out. */
export function previewBody(f: VoidFilter) {
  return {
    dateFrom: f.dateFrom as string,
    dateTo: f.dateTo as string,
    ...(f.clientId ? { clientId: f.clientId } : {}),
    ...(f.serviceType ? { serviceType: f.serviceType } : {}),
  };
}

/** Every voidable order is chosen when a preview arrives. */
export const defaultSelection = (rows: readonly VoidRow[]): number[] => rows.filter((r) => r.voidable).map((r) => r.orderId);

/** The chosen ids that are voidable rows of the preview (a refused or vanished one drops out). */
export function keepSelectable(rows: readonly VoidRow[], ids: Iterable<number>): number[] {
  const voidable = new Set(defaultSelection(rows));
  return [...new Set(ids)].filter((id) => voidable.has(id));
}

/** How many orders are chosen and their fares together (two decimals). */
export function selectionTotal(rows: readonly VoidRow[], ids: readonly number[]): { count: number; fareAmt: string } {
  const chosen = new Set(ids);
  const cents = rows.filter((r) => chosen.has(r.orderId)).reduce((s, r) => s + moneyToCents(r.fareAmt), 0);
  return { count: chosen.size, fareAmt: centsToMoney(cents) };
}

/** A 409 of voidOrderBatch: the orders that cannot be voided and why; null for any other error. */
export function refusalOf(err: unknown): { orderIds: number[]; message: string; lines: string[] } | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const ids = (err.body as { orderIds?: unknown }).orderIds;
  return {
    orderIds: Array.isArray(ids) ? ids.filter((i): i is number => typeof i === 'number') : [],
    message: err.body.message ?? err.message,
    lines: err.errors,
  };
}

/** The preview's rows with the refused orders shown as not voidable, with the server's reason. */
export function markRefused(rows: readonly VoidRow[], refusal: { orderIds: number[]; lines: string[] }): VoidRow[] {
  const refused = new Set(refusal.orderIds);
  return rows.map((r) => {
    if (!refused.has(r.orderId)) return r;
    const line = refusal.lines.find((l) => l.startsWith(`Order ${r.orderRefId}:`));
    return { ...r, voidable: false, reason: line ? line.slice(`Order ${r.orderRefId}:`.length).trim() : r.reason };
  });
}
