/* The overtime report's rows, columns and sums (issue 16, POST /limo/api/reports/driverOT). */
import { readerName } from '../../i18n/readerName';
import type { DriverName } from '../driverAllowance/allowanceModel';

export interface DriverOTRow {
  driverId: number;
  driverNo: string;
  driverNameEng: string;
  driverNameChi?: string | null;
  date: string;
  dutyTime: string | null;
  offDutyTime: string | null;
  workedMinutes: number | null;
  otMinutes: number;
  otAmount: string;
}

export interface DriverOTTotals {
  otMinutes: number;
  otAmount: string;
}

export interface DriverOTReport {
  rows: DriverOTRow[];
  totals: DriverOTTotals;
}

export const OT_COLUMNS = ['driverNo', 'driverNameEng', 'date', 'dutyTime', 'offDutyTime', 'workedMinutes', 'otMinutes', 'otAmount'] as const;
export type OTColumn = (typeof OT_COLUMNS)[number];
/** A column's value; the name column holds the reader's name (zh-HK the Chinese one, else the English one). */
export const otValue = (row: DriverOTRow, key: OTColumn, language?: string): unknown =>
  key === 'driverNameEng' ? readerName(language, row.driverNameEng, row.driverNameChi) : row[key];
export const isNumericColumn = (key: OTColumn) => key === 'workedMinutes' || key === 'otMinutes' || key === 'otAmount';

/** The answer's rows and totals; a missing list is no rows (HAL leaves _embedded out when empty). */
export function readReport(body: unknown): DriverOTReport {
  const b = (body ?? {}) as { _embedded?: { driverOTResults?: DriverOTRow[] }; totals?: Partial<DriverOTTotals> };
  return {
    rows: b._embedded?.driverOTResults ?? [],
    totals: { otMinutes: b.totals?.otMinutes ?? 0, otAmount: b.totals?.otAmount ?? '0.00' },
  };
}

/** Worked minutes summed over the rows (whole minutes: no rounding question). */
export const workedTotal = (rows: readonly DriverOTRow[]): number => rows.reduce((sum, r) => sum + (r.workedMinutes ?? 0), 0);

/** The drivers a report names, by driverNo: the driver filter's choices when the driver list cannot be read. */
export function driversOf(rows: readonly DriverOTRow[]): DriverName[] {
  const seen = new Map<number, DriverName>();
  for (const r of rows)
    if (!seen.has(r.driverId))
      seen.set(r.driverId, { driverId: r.driverId, driverNo: r.driverNo, driverNameEng: r.driverNameEng, driverNameChi: r.driverNameChi });
  return [...seen.values()].sort((a, b) => a.driverNo.localeCompare(b.driverNo, undefined, { numeric: true }));
}

/** The driver list for the filter: every driver the lookups give, named where a report named them. */
export function mergeDrivers(lookups: readonly { id: number; label: string }[], named: readonly DriverName[]): DriverName[] {
  const byId = new Map(named.map((d) => [d.driverId, d]));
  const merged = lookups.map((o) => byId.get(o.id) ?? { driverId: o.id, driverNo: o.label, driverNameEng: '' });
  const known = new Set(merged.map((d) => d.driverId));
  return [...merged, ...named.filter((d) => !known.has(d.driverId))];
}
