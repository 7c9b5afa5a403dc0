/*
 * The driver allowance screen's pure logic (issue 16): grouping the detail lines and day rows by
 * driver and date, the other-item form, and which natures a group offers. No I/O here.
 */
import type { AllowanceDayRow, AllowanceDetailLine, AllowanceDriverSummary } from '@limo/domain';
import { isValidIsoDate } from '@limo/domain';
import { readerName } from '../../i18n/readerName';
import { sumMoney } from './hrFormat';

export interface DriverName {
  driverId: number;
  driverNo: string;
  driverNameEng: string;
  /** The drivers' list (getAllowanceDriver) has it; the figures' rows do not. */
  driverNameChi?: string | null;
}

export interface DetailDay {
  date: string;
  lines: AllowanceDetailLine[];
  amount: string;
}

export interface DetailGroup extends DriverName {
  days: DetailDay[];
  amount: string;
  /** JOB lines no rate row matched: HR fixes the card for them. */
  noRate: number;
}

const byDriverNo = (a: DriverName, b: DriverName) => a.driverNo.localeCompare(b.driverNo, undefined, { numeric: true }) || a.driverId - b.driverId;

/** Who a driver id is: the summary (or the driver list) names them; the line's driverNo else the id. */
function nameOf(driverId: number, names: ReadonlyMap<number, DriverName>, driverNo?: string): DriverName {
  return names.get(driverId) ?? { driverId, driverNo: driverNo ?? String(driverId), driverNameEng: '' };
}

export const namesOf = (drivers: readonly DriverName[]): Map<number, DriverName> => new Map(drivers.map((d) => [d.driverId, d]));

/** The figures' names, each with its Chinese name from the drivers' list (the figures' rows lack it). */
export function withChineseNames<T extends DriverName>(names: readonly T[], drivers: readonly DriverName[]): T[] {
  const listed = namesOf(drivers);
  return names.map((n) => ({ ...n, driverNameChi: n.driverNameChi ?? listed.get(n.driverId)?.driverNameChi ?? null }));
}

/**
 * Detail lines grouped by driver (by driverNo) then date (ascending); the lines of a day keep the
 * server's order (JOB, PT_BASIC, OT, OTHER, then pick-up time). Each group and day carries its sum.
 */
export function groupDetail(lines: readonly AllowanceDetailLine[], drivers: readonly DriverName[]): DetailGroup[] {
  const names = namesOf(drivers);
  const groups = new Map<number, { name: DriverName; days: Map<string, AllowanceDetailLine[]> }>();
  for (const line of lines) {
    let group = groups.get(line.driverId);
    if (!group) {
      group = { name: nameOf(line.driverId, names, line.driverNo), days: new Map() };
      groups.set(line.driverId, group);
    }
    const day = group.days.get(line.date) ?? [];
    day.push(line);
    group.days.set(line.date, day);
  }
  return [...groups.values()]
    .map(({ name, days }) => {
      const list = [...days.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, ls]) => ({ date, lines: ls, amount: sumMoney(ls.map((l) => l.amount)) }));
      const all = list.flatMap((d) => d.lines);
      return { ...name, days: list, amount: sumMoney(all.map((l) => l.amount)), noRate: all.filter((l) => l.noRate).length };
    })
    .sort(byDriverNo);
}

export interface MonthlyGroup extends DriverName {
  rows: AllowanceDayRow[];
}

/** Day rows grouped by driver (by driverNo), each driver's days ascending. */
export function groupMonthly(rows: readonly AllowanceDayRow[], drivers: readonly DriverName[]): MonthlyGroup[] {
  const names = namesOf(drivers);
  const groups = new Map<number, AllowanceDayRow[]>();
  for (const row of rows) groups.set(row.driverId, [...(groups.get(row.driverId) ?? []), row]);
  return [...groups.entries()]
    .map(([driverId, list]) => ({ ...nameOf(driverId, names), rows: [...list].sort((a, b) => a.date.localeCompare(b.date)) }))
    .sort(byDriverNo);
}

/** The summary columns, in the order shown (and the keys the table sorts by). */
export const SUMMARY_COLUMNS = [
  'driverNo',
  'driverNameEng',
  'jobs',
  'jobAmount',
  'ptDays',
  'ptAmount',
  'otMinutes',
  'otAmount',
  'otherAmount',
  'total',
] as const;
export type SummaryColumn = (typeof SUMMARY_COLUMNS)[number];
/** A summary cell's value to sort by: the driver by the reader's name (zh-HK the Chinese one). */
export const summaryValue = (row: AllowanceDriverSummary, key: SummaryColumn, language?: string): unknown =>
  key === 'driverNameEng' ? readerName(language, row.driverNameEng, row.driverNameChi) : row[key];
export const MONEY_COLUMNS: ReadonlySet<string> = new Set(['jobAmount', 'ptAmount', 'otAmount', 'otherAmount', 'total']);

/* ---- other items ---- */

/** A getAllowanceOthers row. */
export interface OtherRow {
  id: number;
  driverId: number;
  allowanceOtherGroupId: number;
  allowanceOtherGroupNatureId: number;
  otherDate: string;
  qty: number | string;
  amount: string | null;
  remarks: string | null;
  driverNo: string;
  groupCode: string;
  natureCode: string;
  sign: number;
  lineAmount: string;
}

export interface NatureMap {
  allowanceOtherGroupId: number;
  allowanceOtherGroupNatureId: number;
}

/** The form of an other item as typed: ids or null, texts as typed. */
export interface OtherForm {
  id?: number;
  driverId: number | null;
  allowanceOtherGroupId: number | null;
  allowanceOtherGroupNatureId: number | null;
  otherDate: string | null;
  qty: string;
  amount: string;
  remarks: string;
}

export const blankOther = (otherDate: string | null, driverId: number | null): OtherForm => ({
  driverId,
  allowanceOtherGroupId: null,
  allowanceOtherGroupNatureId: null,
  otherDate,
  qty: '1',
  amount: '',
  remarks: '',
});

export const otherFormOf = (row: OtherRow): OtherForm => ({
  id: row.id,
  driverId: row.driverId,
  allowanceOtherGroupId: row.allowanceOtherGroupId,
  allowanceOtherGroupNatureId: row.allowanceOtherGroupNatureId,
  otherDate: row.otherDate,
  qty: String(row.qty),
  amount: row.amount ?? '',
  remarks: row.remarks ?? '',
});

/**
 * The natures a group offers: those linked to it. Without the links (null: they could not be read)
 * every nature is offered and the server refuses an unlinked one.
 */
export function naturesOfGroup<N extends { id: number }>(natures: readonly N[], maps: readonly NatureMap[] | null, groupId: number | null): N[] {
  if (groupId === null) return [];
  if (maps === null) return [...natures];
  const linked = new Set(maps.filter((m) => m.allowanceOtherGroupId === groupId).map((m) => m.allowanceOtherGroupNatureId));
  return natures.filter((n) => linked.has(n.id));
}

export type OtherField = 'driverId' | 'allowanceOtherGroupId' | 'allowanceOtherGroupNatureId' | 'otherDate' | 'qty' | 'amount';
/** What is wrong with each field, as i18n keys ('driverAllowance.err.*'); empty when the form can be saved. */
export function otherProblems(form: OtherForm, period?: { dateFrom: string; dateTo: string }): Partial<Record<OtherField, string>> {
  const problems: Partial<Record<OtherField, string>> = {};
  if (form.driverId === null) problems.driverId = 'driverAllowance.err.required';
  if (form.allowanceOtherGroupId === null) problems.allowanceOtherGroupId = 'driverAllowance.err.required';
  if (form.allowanceOtherGroupNatureId === null) problems.allowanceOtherGroupNatureId = 'driverAllowance.err.required';
  if (!form.otherDate) problems.otherDate = 'driverAllowance.err.required';
  else if (!isValidIsoDate(form.otherDate)) problems.otherDate = 'driverAllowance.err.date';
  else if (period && (form.otherDate < period.dateFrom || form.otherDate > period.dateTo)) problems.otherDate = 'driverAllowance.err.outside';
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(form.qty.trim()) || !/[1-9]/.test(form.qty)) problems.qty = 'driverAllowance.err.qty';
  if (form.amount.trim() !== '' && !/^\d{1,10}(\.\d{1,2})?$/.test(form.amount.trim())) problems.amount = 'driverAllowance.err.amount';
  return problems;
}

/** The upsertAllowanceOther body of a valid form; a blank amount is null (the nature's default pays). */
export function otherBody(form: OtherForm): Record<string, unknown> {
  return {
    ...(form.id !== undefined ? { id: form.id } : {}),
    driverId: form.driverId,
    allowanceOtherGroupId: form.allowanceOtherGroupId,
    allowanceOtherGroupNatureId: form.allowanceOtherGroupNatureId,
    otherDate: form.otherDate,
    // qty is a decimal on the wire (a JSON number); the text was checked to have at most 2 decimals.
    qty: Number(form.qty.trim()),
    amount: form.amount.trim() === '' ? null : form.amount.trim(),
    remarks: form.remarks.trim() === '' ? null : form.remarks.trim(),
  };
}
