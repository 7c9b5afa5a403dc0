import { centsToMoney, moneyToCents } from '../wire.js';
import type { CentsLine } from './lines.js';
import type { AllowanceDayRow, AllowanceDetailLine, AllowanceDriverSummary, AllowanceFigures } from './types.js';

/** What a total reads of a line. */
type Summed = Pick<CentsLine, 'driverId' | 'date' | 'kind' | 'qty' | 'cents'>;
type DriverNames = ReadonlyMap<number, { driverNo: string; driverNameEng: string }>;

/** Running sums in cents: every total is the sum of its rounded lines (rule 8). */
interface Sums {
  jobs: number;
  jobCents: number;
  ptDays: number;
  ptCents: number;
  otMinutes: number;
  otCents: number;
  otherCents: number;
}

const zero = (): Sums => ({ jobs: 0, jobCents: 0, ptDays: 0, ptCents: 0, otMinutes: 0, otCents: 0, otherCents: 0 });

function add(sums: Sums, line: Summed): void {
  switch (line.kind) {
    case 'JOB':
      sums.jobs += 1;
      sums.jobCents += line.cents;
      break;
    case 'PT_BASIC':
      sums.ptDays += 1;
      sums.ptCents += line.cents;
      break;
    case 'OT':
      sums.otMinutes += line.qty;
      sums.otCents += line.cents;
      break;
    case 'OTHER':
      sums.otherCents += line.cents;
      break;
  }
}

function figures(s: Sums): AllowanceFigures {
  return {
    jobs: s.jobs,
    jobAmount: centsToMoney(s.jobCents),
    ptDays: s.ptDays,
    ptAmount: centsToMoney(s.ptCents),
    otMinutes: s.otMinutes,
    otAmount: centsToMoney(s.otCents),
    otherAmount: centsToMoney(s.otherCents),
    total: centsToMoney(s.jobCents + s.ptCents + s.otCents + s.otherCents),
  };
}

/** The summary (one row per driver with a line), footer and day rows of lines sorted by compareLines. */
export function totalsOf(
  sorted: readonly Summed[],
  drivers: DriverNames,
): { summary: AllowanceDriverSummary[]; footer: AllowanceFigures; monthly: AllowanceDayRow[] } {
  const perDriver = new Map<number, Sums>();
  const perDay = new Map<string, { driverId: number; date: string; sums: Sums }>();
  const all = zero();
  for (const line of sorted) {
    if (!perDriver.has(line.driverId)) perDriver.set(line.driverId, zero());
    add(perDriver.get(line.driverId)!, line);
    const key = `${line.driverId}|${line.date}`;
    if (!perDay.has(key)) perDay.set(key, { driverId: line.driverId, date: line.date, sums: zero() });
    add(perDay.get(key)!.sums, line);
    add(all, line);
  }
  const summary = [...perDriver].map(([driverId, sums]) => {
    const d = drivers.get(driverId);
    return { driverId, driverNo: d?.driverNo ?? '', driverNameEng: d?.driverNameEng ?? '', ...figures(sums) };
  });
  const monthly = [...perDay.values()].map(({ driverId, date, sums }) => {
    const { ptDays: _ptDays, ...day } = figures(sums);
    return { driverId, date, ...day };
  });
  return { summary, footer: figures(all), monthly };
}

/**
 * The same totals of lines as answered (amount strings): a period taking some lines from a closed
 * month (as stored) and some computed now is summed by the one rule.
 */
export function totalsOfWireLines(sorted: readonly AllowanceDetailLine[], drivers: DriverNames) {
  return totalsOf(
    sorted.map((l) => ({ driverId: l.driverId, date: l.date, kind: l.kind, qty: l.qty, cents: moneyToCents(l.amount) })),
    drivers,
  );
}
