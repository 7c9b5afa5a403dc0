/** Rule 4: stops, waiting, time bands and holidays, each its own line; a percent is of the BASE line. */
import { type ServerText, srvText } from '../../i18n/serverText.js';
import { type PricingContext, locationName, rateText } from './context.js';
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
      text: srvText('srv.price.stop', { place: locationName(loc) }),
      ruleText: srvText('srv.price.ruleStop', { rate: rateText(ctx) }),
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
  const ruleText = srvText('srv.price.ruleWaiting', { free, beyond, blocks, block: r.waitBlockMins, amount: money(blockCents), rate: rateText(ctx) });
  const text = srvText('srv.price.waiting', { minutes: request.waitingMinutes });
  return [qtyLine({ kind: 'WAITING', code: 'WAIT', text, ruleText }, blocks, blockCents, unit)];
}

const ofType = (ctx: PricingContext, type: string) => ctx.rate.rate.extras.filter((e) => e.extraType.trim().toUpperCase() === type);

/**
 * A row's own description, the Chinese one in Chinese (falling back to the English, as a location's name);
 * a Chinese one alone leaves English the band's or holiday's words.
 */
function ownText(row: RateExtraRow, nameText: ServerText): ServerText {
  const [en, zh] = [row.extraDescEng?.trim(), row.extraDescChi?.trim()];
  if (en) return srvText('srv.price.own', { name: { en, zh: zh ?? '' } });
  return zh ? srvText('srv.price.ownChinese', { name: zh, other: nameText }) : nameText;
}

/** An extras row's line: its amount, else its percent of the base. */
function extraLine(ctx: PricingContext, kind: PriceLineKind, row: RateExtraRow, why: ServerText, baseCents: number): Line {
  const name = `${kind === 'TIME' ? 'Time band' : 'Holiday surcharge'} ${row.extraCode}`;
  const nameText = srvText(kind === 'TIME' ? 'srv.price.timeBand' : 'srv.price.holiday', { code: row.extraCode });
  const text = { kind, code: row.extraCode, text: ownText(row, nameText) };
  const rate = rateText(ctx);
  if (hasValue(row.amount)) {
    const ruleText = srvText('srv.price.ruleExtra', { name: nameText, why, rate });
    return qtyLine({ ...text, ruleText }, 1, cents(row.amount!, `The amount of ${name} in ${ctx.rate.label}`), ctx.unit);
  }
  if (!hasValue(row.percent)) throw new PricingError('BAD_RATE_CARD', `${name} of ${ctx.rate.label} has neither an amount nor a percent`);
  const pct = percentUnits(row.percent!, `The percent of ${name} in ${ctx.rate.label}`);
  const percent = showPercent(pct);
  const ruleText = srvText('srv.price.ruleExtraPercent', { name: nameText, why, percent, base: money(baseCents), rate });
  const withPercent = srvText('srv.price.withPercent', { what: text.text, percent });
  return exactLine({ ...text, text: withPercent, ruleText }, BigInt(baseCents) * BigInt(pct), WHOLE, ctx.unit);
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
      return extraLine(ctx, 'TIME', row, srvText('srv.price.whyBand', { time: showTime(ctx.request.pickupTime), band }), baseCents);
    });
}

export function holidayLines(ctx: PricingContext, baseCents: number): Line[] {
  const { card, request } = ctx;
  const wanted = card.holidayArea?.trim().toUpperCase();
  const inArea = (area: string | null | undefined) => !wanted || !area || area.trim().toUpperCase() === wanted;
  const holiday = card.holidays.find((h) => h.holidayDate === request.serviceDate && inArea(h.areaInitial));
  if (!holiday) return [];
  const area = wanted || holiday.areaInitial || 'HK';
  const en = holiday.holidayDescEng;
  const name = en ? srvText('srv.price.holidayName', { name: { en, zh: holiday.holidayDescChi?.trim() || en } }) : '';
  const why = srvText('srv.price.whyHoliday', { date: request.serviceDate, area, name });
  return ofType(ctx, 'HOLIDAY').map((row) => extraLine(ctx, 'HOLIDAY', row, why, baseCents));
}
