/** Rule 3, Arrival, Departure and Transfer: table L, else table B, else the transfer amount. */
import { srvText } from '../../i18n/serverText.js';
import { type PricingContext, locationLabel, locationName, rateOf, rateText, zoneOf } from './context.js';
import { type Line, qtyLine } from './lines.js';
import { cents, hasValue } from './money.js';
import { PricingError } from './result.js';
import type { RateDtlRow } from './types.js';

const tableOf = (row: RateDtlRow) => row.tableType.trim().toUpperCase();
const sameZone = (a: string | null | undefined, zone: string) => zone !== '' && (a ?? '').trim().toUpperCase() === zone;

/** The row for from → to, else the row for to → from (either direction is the same price). */
function findEitherWay(rows: RateDtlRow[], matches: (row: RateDtlRow, reverse: boolean) => boolean) {
  const forward = rows.find((r) => matches(r, false));
  if (forward) return { row: forward, reverse: false };
  const back = rows.find((r) => matches(r, true));
  return back ? { row: back, reverse: true } : undefined;
}

export function routeBase(ctx: PricingContext): Line {
  const { request, rate, unit } = ctx;
  const from = ctx.location(request.pickupLocationId);
  const to = ctx.location(request.dropoffLocationId ?? request.pickupLocationId);
  const route = `${locationLabel(from)} → ${locationLabel(to)}`;
  const routeText = srvText('srv.price.route', { from: locationName(from), to: locationName(to) });
  const text = { kind: 'BASE' as const, text: srvText('srv.price.base', { service: srvText(`srv.price.service.${request.serviceType}`), route: routeText }) };
  const either = (reverse: boolean) => (reverse ? srvText('srv.price.eitherWay') : '');
  const rate$ = rateText(ctx);

  const tableL = rate.rate.dtls.filter((r) => tableOf(r) === 'L');
  const l = findEitherWay(tableL, (r, rev) => r.fromLocationId === (rev ? to : from).id && r.toLocationId === (rev ? from : to).id);
  if (l) {
    const ruleText = srvText('srv.price.ruleL', { route: routeText, either: either(l.reverse), rate: rate$ });
    return qtyLine({ ...text, code: 'L', ruleText }, 1, cents(l.row.amount, `The table L amount for ${route} in ${rate.label}`), unit);
  }

  const [zFrom, zTo] = [zoneOf(from), zoneOf(to)];
  const tableB = rate.rate.dtls.filter((r) => tableOf(r) === 'B');
  const b = findEitherWay(tableB, (r, rev) => sameZone(r.fromZone, rev ? zTo : zFrom) && sameZone(r.toZone, rev ? zFrom : zTo));
  if (b) {
    const ruleText = srvText('srv.price.ruleB', { fromZone: zFrom, toZone: zTo, either: either(b.reverse), route: routeText, rate: rate$ });
    return qtyLine({ ...text, code: 'B', ruleText }, 1, cents(b.row.amount, `The table B amount for ${zFrom} → ${zTo} in ${rate.label}`), unit);
  }

  if (hasValue(rate.rate.transferAmt)) {
    const ruleText = srvText('srv.price.ruleTransfer', { route: routeText, rate: rate$ });
    return qtyLine({ ...text, code: 'TRANSFER', ruleText }, 1, cents(rate.rate.transferAmt!, `The transfer amount of ${rate.label}`), unit);
  }
  const zones = zFrom && zTo ? `zones ${zFrom} → ${zTo}` : 'the zones (a location has no contract label)';
  throw new PricingError(
    'NO_ROUTE_PRICE',
    `No price for route ${route} in ${rateOf(ctx)}: no table L row, no table B row for ${zones}, and no transfer amount`,
  );
}
