/**
 * Rule 6: the client's discount row valid on the date that matches most specifically
 * (vehicle type and service > vehicle type > service > neither; then latest) gives one
 * DISCOUNT line of −percent of the lines it covers.
 */
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

const MATCH = ['any vehicle type and service', 'service', 'vehicle type', 'vehicle type and service'];

/** The DISCOUNT line over `covered` (base and extras, or extras only under a voucher); none for 0% or nothing covered. */
export function clientDiscountLine(row: ClientDiscountRow | undefined, covered: readonly Line[], coversWhat: string, unit: number): Line[] {
  if (!row) return [];
  const pct = percentUnits(row.discountPercent, 'The client discount percent');
  const base = sumCents(covered);
  if (pct === 0 || base === 0) return [];
  const text = {
    kind: 'DISCOUNT' as const,
    code: 'CLIENT',
    description: `Client discount ${showPercent(pct)}%`,
    rule: `Client discount for ${MATCH[specificity(row)]} from ${row.effectiveDate}: ${showPercent(pct)}% of ${money(base)} (${coversWhat})`,
  };
  return [exactLine(text, -BigInt(base) * BigInt(pct), WHOLE, unit)];
}
