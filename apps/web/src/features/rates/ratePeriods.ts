/** The validity periods of rates as the rate screens show and pick them. */
import { formatDate } from '@limo/domain';

export interface Period {
  id: number;
  effectiveDate?: unknown;
  expiryDate?: unknown;
}

export type PeriodState = 'current' | 'future' | 'ended';

const day = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : null);

/** Whether a rate holds on `today` (YYYY-MM-DD), starts later or has ended. */
export function periodState(rate: Period, today: string): PeriodState {
  const from = day(rate.effectiveDate) ?? '';
  const to = day(rate.expiryDate);
  if (from > today) return 'future';
  return to !== null && to < today ? 'ended' : 'current';
}

/** "01/01/2026 – 31/12/2026", or "01/01/2026 – …" for an open end. */
export function periodText(rate: Period): string {
  const from = day(rate.effectiveDate);
  const to = day(rate.expiryDate);
  return `${from ? formatDate(from) : '?'} – ${to ? formatDate(to) : '…'}`;
}

/** The rate a screen opens first: the one holding today, else the next to start, else the last to end. */
export function periodToOpen<T extends Period>(rates: T[], today: string): T | undefined {
  const byStart = [...rates].sort((a, b) => String(day(b.effectiveDate)).localeCompare(String(day(a.effectiveDate))));
  return (
    byStart.find((r) => periodState(r, today) === 'current') ??
    [...byStart].reverse().find((r) => periodState(r, today) === 'future') ??
    byStart.find((r) => periodState(r, today) === 'ended')
  );
}
