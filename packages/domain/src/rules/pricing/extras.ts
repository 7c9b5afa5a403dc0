/** Rule 4: stops, waiting, time bands and holidays, each its own line; a percent is of the BASE line. */
import { type PricingContext, locationLabel, rateOf } from './context.js';
import { exactLine, type Line, qtyLine } from './lines.js';
import { cents, hasValue, money, percentUnits, showPercent, WHOLE } from './money.js';
import { PricingError } from './result.js';
import type { PriceLineKind, RateExtraRow } from './types.js';
import { secondsOfDay, showTime } from './validity.js';

export function stopLines(ctx: PricingContext): Line[] {
  const { rate, unit } = ctx;
  if (!hasValue(rate.rate.stopAmt)) return [];
  const each = cents(rate.rate.stopAmt!, `The stop amount of ${rate.label}`);
  if (each === 0) return [];
  return ctx.request.stops.map((id) => {
    const loc = ctx.location(id);
    const text = {
      kind: 'STOP' as const,
      code: loc.locationCode?.trim() || String(id),
      description: `Stop at ${locationLabel(loc)}`,
      rule: `Stop amount, ${rateOf(ctx)}`,
    };
    return qtyLine(text, 1, each, unit);
  });
}

/** Every started block of waitBlockMins beyond freeWaitMins (not for Hire: a hire is paid by time). */
export function waitingLines(ctx: PricingContext): Line[] {
  const { rate, unit, request } = ctx;
  const r = rate.rate;
  if (request.serviceType === 'Hire' || !r.waitBlockMins || r.waitBlockMins <= 0 || !hasValue(r.waitBlockAmt)) return [];
  const free = r.freeWaitMins ?? 0;
  const beyond = request.waitingMinutes - free;
  if (beyond <= 0) return [];
  const blocks = Math.ceil(beyond / r.waitBlockMins);
  const blockCents = cents(r.waitBlockAmt!, `The waiting block amount of ${rate.label}`);
  const rule = `Waiting beyond ${free} free minutes: ${beyond} minutes = ${blocks} started block(s) of ${r.waitBlockMins} minutes at ${money(blockCents)}, ${rateOf(ctx)}`;
  return [qtyLine({ kind: 'WAITING', code: 'WAIT', description: `Waiting ${request.waitingMinutes} minutes`, rule }, blocks, blockCents, unit)];
}

const ofType = (ctx: PricingContext, type: string) => ctx.rate.rate.extras.filter((e) => e.extraType.trim().toUpperCase() === type);

/** An extras row's line: its amount, else its percent of the base. */
function extraLine(ctx: PricingContext, kind: PriceLineKind, row: RateExtraRow, why: string, baseCents: number): Line {
  const name = `${kind === 'TIME' ? 'Time band' : 'Holiday surcharge'} ${row.extraCode}`;
  const text = { kind, code: row.extraCode, description: row.extraDescEng?.trim() || name };
  if (hasValue(row.amount)) {
    return qtyLine({ ...text, rule: `${name}: ${why}, ${rateOf(ctx)}` }, 1, cents(row.amount!, `The amount of ${name} in ${ctx.rate.label}`), ctx.unit);
  }
  if (!hasValue(row.percent)) throw new PricingError('BAD_RATE_CARD', `${name} of ${ctx.rate.label} has neither an amount nor a percent`);
  const pct = percentUnits(row.percent!, `The percent of ${name} in ${ctx.rate.label}`);
  const rule = `${name}: ${why}; ${showPercent(pct)}% of the base ${money(baseCents)}, ${rateOf(ctx)}`;
  return exactLine({ ...text, description: `${text.description} ${showPercent(pct)}%`, rule }, BigInt(baseCents) * BigInt(pct), WHOLE, ctx.unit);
}

/** Does [from, to) hold t? from > to runs over midnight; from = to is the whole day; no from is 00:00, no to the day's end. */
export function bandHolds(from: string | null | undefined, to: string | null | undefined, t: number, what = 'A time band'): boolean {
  const secs = (time: string | null | undefined, none: number) => {
    if (!time || time.trim() === '') return none;
    const s = secondsOfDay(time);
    if (s === undefined) throw new PricingError('BAD_RATE_CARD', `${what} has a time that is not HH:mm:ss: "${time}"`);
    return s;
  };
  const [f, e] = [secs(from, 0), secs(to, 86_400)];
  if (f === e) return true;
  return f < e ? f <= t && t < e : t >= f || t < e;
}

export function timeLines(ctx: PricingContext, baseCents: number): Line[] {
  const pickup = secondsOfDay(ctx.request.pickupTime) ?? 0;
  return ofType(ctx, 'TIME')
    .filter((row) => bandHolds(row.fromTime, row.toTime, pickup, `Time band ${row.extraCode} of ${ctx.rate.label}`))
    .map((row) => {
      const band = `${showTime(row.fromTime || '00:00:00')}–${showTime(row.toTime || '24:00:00')}`;
      return extraLine(ctx, 'TIME', row, `pick-up ${showTime(ctx.request.pickupTime)} in ${band}`, baseCents);
    });
}

export function holidayLines(ctx: PricingContext, baseCents: number): Line[] {
  const { card, request } = ctx;
  const wanted = card.holidayArea?.trim().toUpperCase();
  const inArea = (area: string | null | undefined) => !wanted || !area || area.trim().toUpperCase() === wanted;
  const holiday = card.holidays.find((h) => h.holidayDate === request.serviceDate && inArea(h.areaInitial));
  if (!holiday) return [];
  const area = wanted || holiday.areaInitial || 'HK';
  const why = `${request.serviceDate} is a holiday in ${area}${holiday.holidayDescEng ? ` (${holiday.holidayDescEng})` : ''}`;
  return ofType(ctx, 'HOLIDAY').map((row) => extraLine(ctx, 'HOLIDAY', row, why, baseCents));
}
