/**
 * Rule 3, Hire: the package (hire row) with the greatest minHours not above the booked time,
 * else the smallest package; base = minHours × hourAmt; every started block beyond it is charged.
 */
import { type ServerText, srvText } from '../../i18n/serverText.js';
import { type PricingContext, rateOf, rateText } from './context.js';
import { exactLine, type Line, qtyLine } from './lines.js';
import { cents, hasValue, money, roundRatio } from './money.js';
import { PricingError } from './result.js';
import type { RateHireRow } from './types.js';

/** minHours as whole minutes: 4 → 240, '2.5' → 150; a PricingError when it is not whole minutes. */
export function packageMinutes(row: RateHireRow, rateLabel: string): number {
  const m = /^(\d{1,4})(?:\.(\d{1,2})0*)?$/.exec(String(row.minHours).trim());
  const hundredths = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : -1;
  if (hundredths < 0 || (hundredths * 60) % 100 !== 0) {
    throw new PricingError('BAD_RATE_CARD', `The hire row of ${rateLabel} has minimum hours "${String(row.minHours)}", not whole minutes`);
  }
  return (hundredths * 60) / 100;
}

/** '2h 30m' for a rule text. */
export const showMinutes = (mins: number) => `${Math.floor(mins / 60)}h${mins % 60 ? ` ${mins % 60}m` : ''}`;
/** showMinutes as a text. */
const minutesText = (mins: number): ServerText =>
  mins % 60 ? srvText('srv.price.hoursMinutes', { h: Math.floor(mins / 60), m: mins % 60 }) : srvText('srv.price.hours', { h: Math.floor(mins / 60) });
const showHours = (mins: number) => String(mins / 60);

export function hireLines(ctx: PricingContext): Line[] {
  const { rate, unit } = ctx;
  const booked = ctx.request.hireMinutes;
  const rows = rate.rate.hires.map((row) => ({ row, mins: packageMinutes(row, rate.label) }));
  if (rows.length === 0) throw new PricingError('NO_HIRE_PRICE', `No hire package in ${rateOf(ctx)}`);
  const fitting = rows.filter((r) => r.mins <= booked).sort((a, b) => b.mins - a.mins);
  const below = fitting.length === 0;
  const { row, mins } = below ? [...rows].sort((a, b) => a.mins - b.mins)[0] : fitting[0];

  const hourCents = cents(row.hourAmt, `The hour amount of the ${showHours(mins)}-hour package of ${rate.label}`);
  const why = srvText(below ? 'srv.price.bookedBelow' : 'srv.price.booked', { time: minutesText(booked) });
  const rateIs = rateText(ctx);
  const hours = showHours(mins);
  const base = exactLine(
    {
      kind: 'BASE',
      code: 'HIRE',
      text: srvText('srv.price.hire', { hours }),
      ruleText: srvText('srv.price.ruleHire', { hours, amount: money(hourCents), why, rate: rateIs }),
    },
    BigInt(hourCents) * BigInt(mins),
    60n,
    unit,
  );
  const lines = [{ ...base, qty: mins / 60, unitCents: hourCents }];

  const beyond = booked - mins;
  if (beyond > 0) {
    // No block length: hours; no block amount: the hour amount pro rata (docs/pricing.md).
    const blockMins = row.blockMins && row.blockMins > 0 ? row.blockMins : 60;
    const blockCents = hasValue(row.blockAmt)
      ? cents(row.blockAmt!, `The block amount of the ${showHours(mins)}-hour package of ${rate.label}`)
      : roundRatio(BigInt(hourCents) * BigInt(blockMins), 60n, 1);
    const blocks = Math.ceil(beyond / blockMins);
    const ruleText = srvText('srv.price.ruleHireBlock', { hours, beyond, blocks, block: blockMins, amount: money(blockCents), rate: rateIs });
    const text = srvText('srv.price.hireBlock', { minutes: blockMins });
    lines.push(qtyLine({ kind: 'HIRE_BLOCK', code: `${blockMins}MIN`, text, ruleText }, blocks, blockCents, unit));
  }
  return lines;
}
