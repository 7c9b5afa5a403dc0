import { centsToMoney, moneyToCents, normalizeMoney, type ReportColumn } from '@limo/domain';
import type { ReportRow, ReportTotals } from './report-source.js';

/*
 * A report's totals as the sum of its rows (rule 8): money in integer cents, numbers exactly (whole
 * numbers, or decimals such as litres summed at their own scale, never as floats added up).
 */

const SCALE = 10_000;

/** Adds rows up column by column; add() as rows stream by, totals() at the end. */
export function totalsCounter(columns: ReportColumn[]) {
  const summed = columns.filter((c) => c.total);
  const sums = new Map<string, number>(summed.map((c) => [c.name, 0]));
  return {
    add(row: ReportRow) {
      for (const c of summed) {
        const v = row[c.name];
        if (v === null || v === undefined || v === '') continue;
        const units = c.type === 'money' ? moneyToCents(normalizeMoney(String(v)) ?? 'NaN') : Math.round(Number(v) * SCALE);
        if (!Number.isFinite(units)) throw new Error(`${c.name}: ${String(v)} is not a number`);
        sums.set(c.name, (sums.get(c.name) as number) + units);
      }
    },
    totals(): ReportTotals {
      return Object.fromEntries(
        summed.map((c) => [c.name, c.type === 'money' ? centsToMoney(sums.get(c.name) as number) : (sums.get(c.name) as number) / SCALE]),
      );
    },
  };
}

export function sumTotals(columns: ReportColumn[], rows: ReportRow[]): ReportTotals {
  const counter = totalsCounter(columns);
  for (const r of rows) counter.add(r);
  return counter.totals();
}
