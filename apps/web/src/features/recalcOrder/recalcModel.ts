/** The recalculation screen's rules (issue 15): the filter, the rows chosen to apply, the totals, the log. */
import { centsToMoney, moneyToCents } from '@limo/domain';

export interface RecalcFilter {
  clientId: number | null;
  tariffId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
}

/** One row of recalcOrders' answer (the saved fare beside the engine's today). */
export interface RecalcRow {
  orderVehicleId: number;
  orderId: number;
  orderRefId: string;
  pickupDate: string;
  pickupTime: string;
  oldAmt: string;
  newAmt: string;
  diffAmt: string;
  skipped?: 'MANUAL_FARE' | 'INVOICED';
}

export interface RecalcAnswer {
  recalcId: number;
  rows: RecalcRow[];
  totalDiffAmt: string;
  unpriced: { orderVehicleId: number; orderId: number; message: string }[];
}

/** A run of the log (the recalcs collection). */
export interface RecalcRun {
  id: number;
  createDt: string;
  createBy: string;
  dateFrom: string;
  dateTo: string;
  clientId: number | null;
  tariffId: number | null;
  applied: 0 | 1;
  rowCount: number;
  totalDiffAmt: string;
}

/** A row of a run (the recalcDtls collection). */
export interface RecalcRunRow {
  id: number;
  orderId: number;
  orderVehicleId: number;
  oldAmt: string;
  newAmt: string;
  diffAmt: string;
  skipped: string | null;
  applied: 0 | 1;
}

export const emptyRecalcFilter = (today: string): RecalcFilter => ({ clientId: null, tariffId: null, dateFrom: today, dateTo: today });

/** recalcOrders' body: optional filters left out. */
export function recalcBody(f: RecalcFilter, apply: boolean) {
  return {
    dateFrom: f.dateFrom as string,
    dateTo: f.dateTo as string,
    ...(f.clientId ? { clientId: f.clientId } : {}),
    ...(f.tariffId ? { tariffId: f.tariffId } : {}),
    apply,
  };
}

/** The rows that may be applied: those not skipped. */
export const appliable = (rows: readonly RecalcRow[]): number[] => rows.filter((r) => !r.skipped).map((r) => r.orderVehicleId);

/** The chosen ids that are rows that may be applied. */
export function keepAppliable(rows: readonly RecalcRow[], ids: Iterable<number>): number[] {
  const ok = new Set(appliable(rows));
  return [...new Set(ids)].filter((id) => ok.has(id));
}

/** How many rows are chosen and their difference together (two decimals). */
export function chosenDiff(rows: readonly RecalcRow[], ids: readonly number[]): { count: number; diffAmt: string } {
  const chosen = new Set(ids);
  const cents = rows.filter((r) => chosen.has(r.orderVehicleId) && !r.skipped).reduce((s, r) => s + moneyToCents(r.diffAmt), 0);
  return { count: chosen.size, diffAmt: centsToMoney(cents) };
}

/** updateRecalcs' body: {} applies every row not skipped; otherwise the chosen ones. */
export function applyBody(rows: readonly RecalcRow[], ids: readonly number[]): { orderVehicleIds?: number[] } {
  const all = appliable(rows);
  const chosen = keepAppliable(rows, ids);
  return chosen.length === all.length ? {} : { orderVehicleIds: chosen };
}

/** The counts the summary line shows. */
export function previewCounts(rows: readonly RecalcRow[]) {
  const skipped = rows.filter((r) => r.skipped).length;
  const changed = rows.filter((r) => !r.skipped && r.diffAmt !== '0.00').length;
  return { count: rows.length, skipped, changed };
}

/** A signed amount for people: +45.00, -12.50, 0.00. */
export const signed = (amt: string) => (amt.startsWith('-') || amt === '0.00' ? amt : `+${amt}`);

/** A run's rows as the log shows them: applied first, then those with a difference (largest first), then the rest. */
export function logOrder<R extends { applied: 0 | 1; diffAmt: string; id: number }>(rows: readonly R[]): R[] {
  const size = (r: R) => Math.abs(moneyToCents(r.diffAmt));
  return [...rows].sort((a, b) => b.applied - a.applied || size(b) - size(a) || a.id - b.id);
}
