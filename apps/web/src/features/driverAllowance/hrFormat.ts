/*
 * Display helpers shared by the allowance and overtime screens (issue 16): minutes as h:mm,
 * money strings with thousands separators, sums of money strings in integer cents, and the
 * period of a month on the operator's calendar. Money is never a binary float here.
 */
import { daysInMonth, isValidIsoDate, operatorToday } from '@limo/domain';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Minutes as h:mm (605 -> '10:05'); '' for none. Hours are not wrapped at 24: it is a duration. */
export function minutesToHm(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '';
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minutes));
  return `${sign}${Math.floor(abs / 60)}:${pad(abs % 60)}`;
}

const MONEY = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * A money string as shown: thousands separators in the whole part, two decimals
 * ('1234567.8' -> '1,234,567.80'). Text that is not an amount is shown as it came.
 */
export function formatMoney(amount: string | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  const s = amount.trim();
  const m = MONEY.exec(s);
  if (!m) return s;
  const whole = m[2].replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (m[3] ?? '').padEnd(2, '0');
  return `${m[1] === '-' && /[1-9]/.test(m[2] + fraction) ? '-' : ''}${whole}.${fraction}`;
}

/** A money string in integer cents ('12.3' -> 1230); null when it is not an amount of cents. */
export function toCents(amount: string | null | undefined): number | null {
  const m = MONEY.exec((amount ?? '').trim());
  if (!m || (m[3] ?? '').length > 2) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

/** Integer cents as a money string (-5 -> '-0.05'). */
export function fromCents(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
}

/** The sum of money strings, as a money string (what is not an amount counts 0). */
export function sumMoney(amounts: readonly (string | null | undefined)[]): string {
  return fromCents(amounts.reduce((sum, a) => sum + (toCents(a) ?? 0), 0));
}

/** 'HH:mm:ss' shown as 'HH:mm'; '' for none. */
export const shortTime = (time: string | null | undefined): string => (time ? time.slice(0, 5) : '');

export interface Period {
  dateFrom: string;
  dateTo: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (month: string): boolean => MONTH.test(month);

/** The first and last day of a month 'YYYY-MM'. */
export function monthRange(month: string): Period {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`not a month: ${month}`);
  const [y, mo] = [Number(m[1]), Number(m[2])];
  return { dateFrom: `${m[1]}-${m[2]}-01`, dateTo: `${m[1]}-${m[2]}-${pad(daysInMonth(y, mo))}` };
}

/** The month before the one holding `date` ('2031-01-15' -> '2030-12'). */
export function previousMonth(date: string): string {
  const [y, mo] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return mo === 1 ? `${pad(y - 1, 4)}-12` : `${pad(y, 4)}-${pad(mo - 1)}`;
}

/** The month after 'YYYY-MM' ('2030-12' -> '2031-01'). */
export function nextMonth(month: string): string {
  const [y, mo] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return mo === 12 ? `${pad(y + 1, 4)}-01` : `${pad(y, 4)}-${pad(mo + 1)}`;
}

/** The month a period covers whole (its first to its last day), else null: only such a period is closed or reopened. */
export function wholeMonth(period: Partial<Period>): string | null {
  const { dateFrom, dateTo } = period;
  if (!dateFrom || !dateTo || !isValidIsoDate(dateFrom)) return null;
  const month = dateFrom.slice(0, 7);
  const range = monthRange(month);
  return range.dateFrom === dateFrom && range.dateTo === dateTo ? month : null;
}

/** The period a screen opens on: last month on the operator's calendar (HR pays the month just ended). */
export function defaultPeriod(today: string = operatorToday()): Period & { month: string } {
  const month = previousMonth(today);
  return { month, ...monthRange(month) };
}

/** A period that may be asked for: two whole dates, the first not after the second. */
export const validPeriod = (p: Partial<Period>): p is Period =>
  !!p.dateFrom && !!p.dateTo && isValidIsoDate(p.dateFrom) && isValidIsoDate(p.dateTo) && p.dateFrom <= p.dateTo;

/** Hands a file the server answered to the browser to save. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
