/**
 * The order form's state and the rules of its rows (issue 9's contract, docs/ordering.md); its
 * wire side is orderWire.ts. Pure: the screen and the unit tests share it.
 */
import { centsToMoney, moneyToCents, normalizeMoney, type OrderStatus, type PriceLine, type ServiceType } from '@limo/domain';
import { type CalculatorForm, newForm, type OcEntry, type StopEntry } from '../pricing/usePricing';

export interface PaxEntry {
  paxName: string;
  paxTel: string;
}

export interface VehicleRow {
  /** The row's key in the form (a saved row's id, or a made-up one). */
  key: string;
  id: number | null;
  serviceType: ServiceType;
  pickupDate: string | null;
  pickupTime: string | null;
  flightNo: string;
  flightEtaDate: string | null;
  flightEtaTime: string | null;
  pickupLocationId: number | null;
  dropoffLocationId: number | null;
  /** A typed address that is no location, with its pricing zone (issue 30 part 3); '' when a location is chosen. */
  pickupAddress: string;
  pickupZone: string;
  dropoffAddress: string;
  dropoffZone: string;
  stops: StopEntry[];
  vehicleTypeId: number | null;
  paxCount: string;
  luggageCount: string;
  hireMinutes: string;
  waitingMinutes: string;
  ocs: OcEntry[];
  voucherNo: string;
  paxes: PaxEntry[];
  remarks: string;
  manualFareAmt: string;
  manualFareReason: string;
  /** Why a type smaller than the passengers or luggage is kept (asked after an OVER_CAPACITY refusal). */
  capacityOverrideReason?: string;
  startDate: string | null;
  startTime: string | null;
  endDate: string | null;
  endTime: string | null;
  noshowFlag: 0 | 1;
  /** The passenger's tracking link of a saved row (issue 33), as getOrder answered it. */
  trackingUrl?: string;
  /** Kept as read: the form does not edit the order's own charge discounts. */
  orderOCDiscounts: unknown[];
  /** What the server charged when the row was saved. */
  fareAmt: string | null;
  /** The price saved with the row and the pricing body it was read with: shown (frozen) while the trip is unchanged. */
  saved: SavedPrice | null;
  orderVehicleStatus: string | null;
}

export interface SavedPrice {
  /** getOrderTariff's body for the row as it was read. */
  body: string;
  lines: PriceLine[];
  /** The engine's total as saved (tariffFareAmt). */
  total: string;
}

export interface OrderForm {
  id: number | null;
  version: number | null;
  orderRefId: string | null;
  clientId: number | null;
  contactName: string;
  contactTel: string;
  orderEventId: number | null;
  orderStatus: OrderStatus;
  remarks: string;
  cancelReasonId: number | null;
  vehicles: VehicleRow[];
}

/** getOrder's answer, as far as the form reads it. */
export type OrderWire = Record<string, unknown> & { id: number; version: number; orderRefId: string; orderVehicles: Record<string, unknown>[] };

let counter = 0;
const newKey = () => `new-${++counter}`;

export function newVehicle(): VehicleRow {
  const base = newForm();
  return {
    key: newKey(),
    id: null,
    serviceType: 'Arrival',
    pickupDate: base.serviceDate,
    pickupTime: null,
    flightNo: '',
    flightEtaDate: null,
    flightEtaTime: null,
    pickupLocationId: null,
    dropoffLocationId: null,
    pickupAddress: '',
    pickupZone: '',
    dropoffAddress: '',
    dropoffZone: '',
    stops: [],
    vehicleTypeId: null,
    paxCount: '1',
    luggageCount: '',
    hireMinutes: '',
    waitingMinutes: '',
    ocs: [],
    voucherNo: '',
    paxes: [],
    remarks: '',
    manualFareAmt: '',
    manualFareReason: '',
    startDate: null,
    startTime: null,
    endDate: null,
    endTime: null,
    noshowFlag: 0,
    orderOCDiscounts: [],
    fareAmt: null,
    saved: null,
    orderVehicleStatus: null,
  };
}

export function newOrderForm(): OrderForm {
  return {
    id: null,
    version: null,
    orderRefId: null,
    clientId: null,
    contactName: '',
    contactTel: '',
    orderEventId: null,
    orderStatus: 'A',
    remarks: '',
    cancelReasonId: null,
    vehicles: [newVehicle()],
  };
}

/** A row as the price calculator's form, so getOrderTariff gets the body the calculator sends. */
export function calculatorOf(v: VehicleRow, clientId: number | null): CalculatorForm {
  return {
    clientId,
    vehicleTypeId: v.vehicleTypeId,
    serviceType: v.serviceType,
    serviceDate: v.pickupDate,
    pickupTime: v.pickupTime,
    pickupLocationId: v.pickupLocationId,
    dropoffLocationId: v.dropoffLocationId,
    pickupAddress: v.pickupAddress,
    pickupZone: v.pickupZone,
    dropoffAddress: v.dropoffAddress,
    dropoffZone: v.dropoffZone,
    stops: v.stops,
    hireMinutes: v.hireMinutes,
    waitingMinutes: v.waitingMinutes,
    ocs: v.ocs,
    voucherNo: v.voucherNo,
  };
}

/** A location, or an address with its zone. */
const placed = (locationId: number | null, address: string, zone: string) => locationId !== null || Boolean(address.trim() && zone.trim());

/** True when a row holds enough to be priced (else the breakdown waits instead of listing "required"). */
export function priceable(v: VehicleRow, clientId: number | null): boolean {
  const hire = v.serviceType === 'Hire';
  return Boolean(
    clientId &&
    v.vehicleTypeId &&
    v.pickupDate &&
    /^\d{2}:\d{2}/.test(v.pickupTime ?? '') &&
    placed(v.pickupLocationId, v.pickupAddress, v.pickupZone) &&
    (hire ? v.hireMinutes.trim() : placed(v.dropoffLocationId, v.dropoffAddress, v.dropoffZone)),
  );
}

/** A copy of a row as a new unsaved row: no id, no voucher (one voucher pays one trip), no grid times. */
export function copyRow(v: VehicleRow): VehicleRow {
  return {
    ...v,
    key: newKey(),
    id: null,
    voucherNo: '',
    startDate: null,
    startTime: null,
    endDate: null,
    endTime: null,
    noshowFlag: 0,
    fareAmt: null,
    saved: null,
    orderVehicleStatus: null,
    ocs: v.ocs.map((o) => ({ ...o })),
    paxes: v.paxes.map((p) => ({ ...p })),
    stops: v.stops.map((s) => (typeof s === 'number' ? s : { ...s })),
  };
}

/** Repeat order: the same content as a new unsaved order on `date`; a flight ETA moves by the same days. */
export function repeatOrder(f: OrderForm, date: string): OrderForm {
  const shift = (from: string | null, base: string | null) => {
    if (!from || !base) return from;
    const days = Math.round((Date.parse(from) - Date.parse(base)) / 86_400_000);
    return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
  };
  return {
    ...f,
    id: null,
    version: null,
    orderRefId: null,
    orderStatus: 'A',
    cancelReasonId: null,
    vehicles: f.vehicles.map((v) => ({ ...copyRow(v), pickupDate: date, flightEtaDate: shift(v.flightEtaDate, v.pickupDate) })),
  };
}

/** A 400's messages by the place they name (`orderVehicles[1].pickupLocationId`, `orderVehicles[1]`, `clientId`). */
export function problemsByField(errors: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const m = /^([A-Za-z]+(?:\[\d+\])?(?:\.[A-Za-z]+)?(?:\[\d+\](?:\.[A-Za-z]+)?)?)(?::\s*|\s+)(.*)$/.exec(e);
    if (!m) continue;
    out[m[1]] = out[m[1]] ? `${out[m[1]]}; ${m[2]}` : m[2];
  }
  return out;
}

/** The sum of amounts as text with two decimals (cents added as whole numbers). */
export function sumMoney(amounts: readonly (string | null | undefined)[]): string {
  const cents = amounts.reduce((s, a) => {
    const m = a ? normalizeMoney(a) : undefined;
    return s + (m ? moneyToCents(m) : 0);
  }, 0);
  return centsToMoney(cents);
}
