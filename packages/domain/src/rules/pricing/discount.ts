/**
 * Rule 6: the client's discount row valid on the date that matches most specifically
 * (vehicle type and service > vehicle type > service > neither; then latest) gives one
 * DISCOUNT line of −percent of the lines it covers.
 */
import { type ServerText, srvText } from '../../i18n/serverText.js';
import type { Line } from './lines.js';
import { exactLine, sumCents } from './lines.js';
import { money, percentUnits, showPercent, WHOLE } from './money.js';
import type { ClientDiscountRow, ServiceType } from './types.js';
import { latestFirst, validOn } from './validity.js';

interface Wanted {
  vehicleTypeId: number;
  serviceType: ServiceType;
  serviceDate: string;
}

const blank = (v: unknown) => v === null || v === undefined || v === '';
const sameService = (row: ClientDiscountRow, service: string) => blank(row.serviceType) || row.serviceType!.trim().toLowerCase() === service.toLowerCase();

/** 3 for vehicle type and service, 2 vehicle type, 1 service, 0 neither. */
const specificity = (row: ClientDiscountRow) => (blank(row.vehicleTypeId) ? 0 : 2) + (blank(row.serviceType) ? 0 : 1);

export function chooseClientDiscount(rows: readonly ClientDiscountRow[], want: Wanted): ClientDiscountRow | undefined {
  return rows
    .filter((r) => validOn(r, want.serviceDate) && (blank(r.vehicleTypeId) || r.vehicleTypeId === want.vehicleTypeId) && sameService(r, want.serviceType))
    .sort((a, b) => specificity(b) - specificity(a) || latestFirst(a, b))[0];
}

const MATCH = ['srv.price.match0', 'srv.price.match1', 'srv.price.match2', 'srv.price.match3'] as const;

/** The DISCOUNT line over `covered` (base and extras, or extras only under a voucher); none for 0% or nothing covered. */
export function clientDiscountLine(row: ClientDiscountRow | undefined, covered: readonly Line[], coversWhat: ServerText, unit: number): Line[] {
  if (!row) return [];
  const pct = percentUnits(row.discountPercent, 'The client discount percent');
  const base = sumCents(covered);
  if (pct === 0 || base === 0) return [];
  const percent = showPercent(pct);
  const match = srvText(MATCH[specificity(row)]);
  const text = {
    kind: 'DISCOUNT' as const,
    code: 'CLIENT',
    text: srvText('srv.price.clientDiscount', { percent }),
    ruleText: srvText('srv.price.ruleClientDiscount', { match, date: row.effectiveDate, percent, base: money(base), covers: coversWhat }),
  };
  return [exactLine(text, -BigInt(base) * BigInt(pct), WHOLE, unit)];
}
