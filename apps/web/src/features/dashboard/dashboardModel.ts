/** The dashboard's pure rules: money and percent texts, region counts, the driver table's filter and sort. */
import { formatDate, JOB_STATUSES } from '@limo/domain';
import { readerName } from '../../i18n/readerName';
import { DASHBOARD_REGIONS, type Dashboard, type DashboardDriver, type DashboardRegion } from './dashboardApi';

const MONEY = /^(-?)(\d+)(\.\d+)?$/;

/**
 * '1234567.8' -> '1,234,567.8': commas put into the whole part of the decimal string, the
 * decimals left exactly as the server wrote them (money never goes through a float).
 * Anything that is not a plain decimal is returned unchanged.
 */
export function groupDigits(amount: string): string {
  const m = MONEY.exec(amount.trim());
  if (!m) return amount;
  return `${m[1]}${m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}`;
}

/** 'HK$' and the grouped amount; a minus goes before the currency. Empty for no amount. */
export function hkd(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount.trim() === '') return '';
  const grouped = groupDigits(amount.trim());
  return grouped.startsWith('-') ? `-HK$${grouped.slice(1)}` : `HK$${grouped}`;
}

/** A bar's height only: the chart needs a number, its label still shows the string. */
export function chartAmount(amount: string | null | undefined): number {
  const m = MONEY.exec((amount ?? '').trim());
  return m ? Number(m[0]) : 0;
}

/** 66.666 -> '66.7%', 40 -> '40%'; empty when the server sent no number. */
export function percentText(percent: number | null | undefined): string {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return '';
  return `${Math.round(percent * 10) / 10}%`;
}

/** The gauge's value, kept within 0..100. */
export const gaugeValue = (percent: number | null | undefined) =>
  typeof percent === 'number' && Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;

/** '2030-05-01' -> '01/05': the chart's axis label for a service date, day first as every date shown. */
export const dayLabel = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date).slice(0, 5) : date);

export interface RegionCount {
  region: DashboardRegion;
  count: number;
}

/** The server's region counts in the fixed order airport, central, kln, others, Pending; a missing one counts 0. */
export function regionCounts(regions: Partial<Record<string, unknown>> | null | undefined): RegionCount[] {
  return DASHBOARD_REGIONS.map((region) => {
    const n = regions?.[region];
    return { region, count: typeof n === 'number' && Number.isFinite(n) ? n : 0 };
  });
}

/** How many of these drivers are in each region (the filter chips count what the table would show). */
export function countDrivers(drivers: readonly Pick<DashboardDriver, 'region'>[]): Record<DashboardRegion, number> {
  const counts = Object.fromEntries(DASHBOARD_REGIONS.map((r) => [r, 0])) as Record<DashboardRegion, number>;
  for (const d of drivers) if (d.region in counts) counts[d.region] += 1;
  return counts;
}

export type RegionFilter = DashboardRegion | 'all';

/** The drivers of one region, or all; the server's order is kept. */
export const filterDrivers = <D extends Pick<DashboardDriver, 'region'>>(drivers: readonly D[], region: RegionFilter): D[] =>
  region === 'all' ? [...drivers] : drivers.filter((d) => d.region === region);

/** 'Airport: 3; Central: 0' -- a chart's numbers as one sentence for its accessible description. */
export const describeList = (items: readonly { label: string; value: string | number }[]) => items.map((i) => `${i.label}: ${i.value}`).join('; ');

export type SortKey = 'driverNo' | 'name' | 'region' | 'jobStatus' | 'speed' | 'lastUpdate';
export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/** A heading clicked: ascending, then descending, then back to the server's order (null). */
export function nextSort(current: Sort | null, key: SortKey): Sort | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

type SortValue = string | number | null;

const textCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const regionRank = (r: string) => {
  const i = (DASHBOARD_REGIONS as readonly string[]).indexOf(r);
  return i < 0 ? null : i;
};
const statusRank = (s: string | null | undefined) => {
  const i = s ? (JOB_STATUSES as readonly string[]).indexOf(s) : -1;
  return i < 0 ? null : i;
};
const timeOf = (at: string | null) => {
  const ms = at ? Date.parse(at) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

const valueOf: Record<SortKey, (d: DashboardDriver, language?: string) => SortValue> = {
  driverNo: (d) => d.driverNo ?? null,
  name: (d, language) => readerName(language, d.driverNameEng, d.driverNameChi) || null,
  region: (d) => regionRank(d.region),
  jobStatus: (d) => statusRank(d.jobStatus),
  speed: (d) => (typeof d.speed === 'number' && Number.isFinite(d.speed) ? d.speed : null),
  lastUpdate: (d) => timeOf(d.lastUpdateTime),
};

/**
 * The table's rows in the chosen order; null keeps the server's order (airport drivers after a
 * late drop-off last). Regions and job statuses sort in their working order, not alphabetically;
 * blanks go last either way; equal rows keep the server's order.
 */
export function sortDrivers(drivers: readonly DashboardDriver[], sort: Sort | null, language?: string): DashboardDriver[] {
  if (!sort) return [...drivers];
  const get = valueOf[sort.key];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...drivers].sort((a, b) => {
    const x = get(a, language);
    const y = get(b, language);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : textCollator.compare(String(x), String(y));
    return c * sign;
  });
}

/** A socket payload that looks like a dashboard answer: a malformed event must not blank the screen. */
export function isDashboard(payload: unknown): payload is Dashboard {
  if (!payload || typeof payload !== 'object') return false;
  const p = payload as Record<string, unknown>;
  return (
    typeof p.orderStatistics === 'object' &&
    p.orderStatistics !== null &&
    typeof p.revenue === 'object' &&
    p.revenue !== null &&
    Array.isArray(p.drivers) &&
    Array.isArray(p.fleetUtil)
  );
}
