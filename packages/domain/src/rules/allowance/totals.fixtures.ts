import { expect } from 'vitest';
import { centsToMoney, moneyToCents } from '../wire.js';
import type { AllowanceDetailLine, AllowanceResult } from './types.js';

const sum = (lines: readonly AllowanceDetailLine[], kind?: string) =>
  centsToMoney(lines.filter((l) => !kind || l.kind === kind).reduce((s, l) => s + moneyToCents(l.amount), 0));
const count = (lines: readonly AllowanceDetailLine[], kind: string) => lines.filter((l) => l.kind === kind).length;
const minutes = (lines: readonly AllowanceDetailLine[]) => lines.filter((l) => l.kind === 'OT').reduce((s, l) => s + l.qty, 0);

/** Rule 8: every total of the summary, footer and day rows is the sum of its rounded detail lines. */
export function expectTotalsAreSums(result: AllowanceResult): void {
  const figures = (lines: AllowanceDetailLine[]) => ({
    jobs: count(lines, 'JOB'),
    jobAmount: sum(lines, 'JOB'),
    ptDays: count(lines, 'PT_BASIC'),
    ptAmount: sum(lines, 'PT_BASIC'),
    otMinutes: minutes(lines),
    otAmount: sum(lines, 'OT'),
    otherAmount: sum(lines, 'OTHER'),
    total: sum(lines),
  });
  expect(result.footer).toEqual(figures(result.detail));
  for (const row of result.summary) {
    expect(row).toMatchObject(figures(result.detail.filter((l) => l.driverId === row.driverId)));
  }
  expect(result.summary.map((r) => r.driverId)).toEqual([...new Set(result.detail.map((l) => l.driverId))]);
  for (const day of result.monthly) {
    const { ptDays: _ptDays, ...expected } = figures(result.detail.filter((l) => l.driverId === day.driverId && l.date === day.date));
    expect(day).toEqual({ driverId: day.driverId, date: day.date, ...expected });
  }
  expect(result.monthly.map((d) => `${d.driverId}|${d.date}`)).toEqual([...new Set(result.detail.map((l) => `${l.driverId}|${l.date}`))]);
}
