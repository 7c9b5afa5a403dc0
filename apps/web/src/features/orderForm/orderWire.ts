/** The order form's state to and from the wire: getOrder's answer read, the createOrder / updateOrder body built. */
import type { OrderStatus, PriceLine, ServiceType } from '@limo/domain';
import { pricingBody, type StopEntry } from '../pricing/usePricing';
import { calculatorOf, type OrderForm, type OrderWire, type VehicleRow } from './orderModel';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const idOrNull = (v: unknown) => (typeof v === 'number' ? v : null);
const textOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const hhmm = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 5) : null);

/** A stop as getOrder answers it: a location id, or {locationId: null, address, zone}. */
function stopFromWire(s: unknown): StopEntry {
  if (typeof s === 'number') return s;
  const o = (s ?? {}) as Record<string, unknown>;
  return typeof o.locationId === 'number' ? o.locationId : { address: str(o.address), zone: str(o.zone) };
}

function vehicleFromWire(v: Record<string, unknown>): VehicleRow {
  const miscs = Array.isArray(v.orderMiscs) ? (v.orderMiscs as Record<string, unknown>[]) : [];
  const paxes = Array.isArray(v.orderPaxes) ? (v.orderPaxes as Record<string, unknown>[]) : [];
  return {
    key: `saved-${String(v.id)}`,
    id: idOrNull(v.id),
    ...(typeof v.trackingUrl === 'string' ? { trackingUrl: v.trackingUrl } : {}),
    serviceType: v.serviceType as ServiceType,
    pickupDate: textOrNull(v.pickupDate),
    pickupTime: hhmm(v.pickupTime),
    flightNo: str(v.flightNo),
    flightEtaDate: textOrNull(v.flightEtaDate),
    flightEtaTime: hhmm(v.flightEtaTime),
    pickupLocationId: idOrNull(v.pickupLocationId),
    dropoffLocationId: idOrNull(v.dropoffLocationId),
    pickupAddress: str(v.pickupAddress),
    pickupZone: str(v.pickupZone),
    dropoffAddress: str(v.dropoffAddress),
    dropoffZone: str(v.dropoffZone),
    stops: Array.isArray(v.stops) ? (v.stops as unknown[]).map(stopFromWire) : [],
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
    saved: null,
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
    vehicles: o.orderVehicles
      .filter((v) => v.orderVehicleStatus !== 'C')
      .map((v) => {
        const row = vehicleFromWire(v);
        const lines = Array.isArray(v.fareLines) ? (v.fareLines as PriceLine[]) : [];
        const total = textOrNull(v.tariffFareAmt);
        const body = JSON.stringify(pricingBody(calculatorOf(row, idOrNull(o.clientId))));
        return { ...row, saved: total === null ? null : { body, lines, total } };
      }),
  };
}

const whole = (v: string) => (v.trim() === '' ? null : Number(v));
const blankNull = (v: string) => (v.trim() === '' ? null : v.trim());

const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));

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
    ...pick(priced, ['pickupAddress', 'pickupZone', 'dropoffAddress', 'dropoffZone']),
    dropoffLocationId: hire ? null : v.dropoffLocationId,
    stops: priced.stops,
    vehicleTypeId: v.vehicleTypeId,
    paxCount: whole(v.paxCount),
    luggageCount: whole(v.luggageCount),
    hireMinutes: priced.hireMinutes,
    waitingMinutes: priced.waitingMinutes,
    voucherNo: blankNull(v.voucherNo),
    manualFareAmt: blankNull(v.manualFareAmt),
    manualFareReason: blankNull(v.manualFareReason),
    ...(v.capacityOverrideReason?.trim() ? { capacityOverrideReason: v.capacityOverrideReason.trim() } : {}),
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
