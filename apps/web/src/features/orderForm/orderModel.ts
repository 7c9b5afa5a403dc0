/**
 * The order form's state and its translation to and from the wire (issue 9's contract,
 * docs/ordering.md). Pure: the screen and the unit tests share it.
 */
import type { OrderStatus, ServiceType } from '@limo/domain';
import { type CalculatorForm, newForm, type OcEntry, pricingBody } from '../pricing/usePricing';

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
  stops: number[];
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
  startDate: string | null;
  startTime: string | null;
  endDate: string | null;
  endTime: string | null;
  noshowFlag: 0 | 1;
  /** Kept as read: the form does not edit the order's own charge discounts. */
  orderOCDiscounts: unknown[];
  /** What the server charged when the row was saved. */
  fareAmt: string | null;
  orderVehicleStatus: string | null;
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

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const idOrNull = (v: unknown) => (typeof v === 'number' ? v : null);
const textOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const hhmm = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 5) : null);

function vehicleFromWire(v: Record<string, unknown>): VehicleRow {
  const miscs = Array.isArray(v.orderMiscs) ? (v.orderMiscs as Record<string, unknown>[]) : [];
  const paxes = Array.isArray(v.orderPaxes) ? (v.orderPaxes as Record<string, unknown>[]) : [];
  return {
    key: `saved-${String(v.id)}`,
    id: idOrNull(v.id),
    serviceType: v.serviceType as ServiceType,
    pickupDate: textOrNull(v.pickupDate),
    pickupTime: hhmm(v.pickupTime),
    flightNo: str(v.flightNo),
    flightEtaDate: textOrNull(v.flightEtaDate),
    flightEtaTime: hhmm(v.flightEtaTime),
    pickupLocationId: idOrNull(v.pickupLocationId),
    dropoffLocationId: idOrNull(v.dropoffLocationId),
    stops: Array.isArray(v.stops) ? (v.stops as unknown[]).map((s) => (typeof s === 'number' ? s : Number((s as { locationId?: number }).locationId))) : [],
    vehicleTypeId: idOrNull(v.vehicleTypeId),
    paxCount: str(v.paxCount),
    luggageCount: str(v.luggageCount),
    hireMinutes: str(v.hireMinutes),
    waitingMinutes: str(v.waitingMinutes),
    ocs: miscs.map((m) => ({ tariffOcId: idOrNull(m.tariffOcId), qty: str(m.qty ?? 1), amount: str(m.amount) })),
    voucherNo: str(v.voucherNo),
    paxes: paxes.map((p) => ({ paxName: str(p.paxName), paxTel: str(p.paxTel) })),
    remarks: str(v.remarks),
    manualFareAmt: str(v.manualFareAmt),
    manualFareReason: str(v.manualFareReason),
    startDate: textOrNull(v.startDate),
    startTime: hhmm(v.startTime),
    endDate: textOrNull(v.endDate),
    endTime: hhmm(v.endTime),
    noshowFlag: v.noshowFlag === 1 ? 1 : 0,
    orderOCDiscounts: Array.isArray(v.orderOCDiscounts) ? v.orderOCDiscounts : [],
    fareAmt: textOrNull(v.fareAmt),
    orderVehicleStatus: textOrNull(v.orderVehicleStatus),
  };
}

/** The form of a saved order; its cancelled vehicles are left out (sending them back would not revive them). */
export function formFromWire(o: OrderWire): OrderForm {
  return {
    id: o.id,
    version: o.version,
    orderRefId: o.orderRefId,
    clientId: idOrNull(o.clientId),
    contactName: str(o.contactName),
    contactTel: str(o.contactTel),
    orderEventId: idOrNull(o.orderEventId),
    orderStatus: o.orderStatus as OrderStatus,
    remarks: str(o.remarks),
    cancelReasonId: idOrNull(o.cancelReasonId),
    vehicles: o.orderVehicles.filter((v) => v.orderVehicleStatus !== 'C').map(vehicleFromWire),
  };
}

const whole = (v: string) => (v.trim() === '' ? null : Number(v));
const blankNull = (v: string) => (v.trim() === '' ? null : v.trim());

function vehicleBody(v: VehicleRow): Record<string, unknown> {
  const hire = v.serviceType === 'Hire';
  const priced = pricingBody(calculatorOf(v, null));
  const grid = v.id !== null && v.startDate ? { startDate: v.startDate, startTime: v.startTime, endDate: v.endDate, endTime: v.endTime } : {};
  return {
    ...(v.id !== null ? { id: v.id } : {}),
    serviceType: v.serviceType,
    pickupDate: v.pickupDate,
    pickupTime: v.pickupTime,
    flightNo: blankNull(v.flightNo),
    flightEtaDate: v.serviceType === 'Arrival' ? v.flightEtaDate : null,
    flightEtaTime: v.serviceType === 'Arrival' ? v.flightEtaTime : null,
    pickupLocationId: v.pickupLocationId,
    dropoffLocationId: hire ? null : v.dropoffLocationId,
    stops: v.stops,
    vehicleTypeId: v.vehicleTypeId,
    paxCount: whole(v.paxCount),
    luggageCount: whole(v.luggageCount),
    hireMinutes: priced.hireMinutes,
    waitingMinutes: priced.waitingMinutes,
    voucherNo: blankNull(v.voucherNo),
    manualFareAmt: blankNull(v.manualFareAmt),
    manualFareReason: blankNull(v.manualFareReason),
    remarks: blankNull(v.remarks),
    ...grid,
    noshowFlag: v.noshowFlag,
    orderMiscs: priced.ocs,
    orderPaxes: v.paxes.filter((p) => p.paxName.trim() || p.paxTel.trim()).map((p) => ({ paxName: p.paxName.trim(), paxTel: blankNull(p.paxTel) })),
    orderOCDiscounts: v.orderOCDiscounts,
  };
}

/** The createOrder / updateOrder body. */
export function orderBody(f: OrderForm): Record<string, unknown> {
  return {
    clientId: f.clientId,
    orderStatus: f.orderStatus,
    contactName: blankNull(f.contactName),
    contactTel: blankNull(f.contactTel),
    orderEventId: f.orderEventId,
    cancelReasonId: f.cancelReasonId,
    remarks: blankNull(f.remarks),
    ...(f.version !== null ? { version: f.version } : {}),
    orderVehicles: f.vehicles.map(vehicleBody),
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
    stops: v.stops,
    hireMinutes: v.hireMinutes,
    waitingMinutes: v.waitingMinutes,
    ocs: v.ocs,
    voucherNo: v.voucherNo,
  };
}

/** True when a row holds enough to be priced (else the breakdown waits instead of listing "required"). */
export function priceable(v: VehicleRow, clientId: number | null): boolean {
  const hire = v.serviceType === 'Hire';
  return Boolean(
    clientId &&
    v.vehicleTypeId &&
    v.pickupDate &&
    /^\d{2}:\d{2}/.test(v.pickupTime ?? '') &&
    v.pickupLocationId &&
    (hire ? v.hireMinutes.trim() : v.dropoffLocationId),
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
    orderVehicleStatus: null,
    ocs: v.ocs.map((o) => ({ ...o })),
    paxes: v.paxes.map((p) => ({ ...p })),
    stops: [...v.stops],
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
  const cents = amounts.reduce((s, a) => s + (a ? Math.round(Number(a) * 100) : 0), 0);
  return (cents / 100).toFixed(2);
}
