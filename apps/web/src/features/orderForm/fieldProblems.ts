/** A 400's coded problems (fieldErrors) worded for people: the field's label in the reader's language and what to do. */
import type { TFunction } from 'i18next';
import type { FieldErrorWire } from '../../api/errors';

/** The label key of each wire name of the order's body; a vehicle's remarks have their own. */
const LABELS: Record<string, string> = {
  clientId: 'price.client',
  orderStatus: 'of.status',
  contactName: 'of.contactName',
  contactTel: 'of.contactTel',
  orderEventId: 'of.event',
  cancelReasonId: 'of.cancelReason',
  remarks: 'of.remarks',
  serviceType: 'price.serviceType',
  pickupDate: 'of.pickupDate',
  pickupTime: 'price.pickupTime',
  flightNo: 'of.flightNo',
  flightEtaDate: 'of.etaDate',
  flightEtaTime: 'of.etaTime',
  pickupLocationId: 'price.pickup',
  dropoffLocationId: 'price.dropoff',
  // A free address and its zone (issue 30 part 3); a stop's are `stops[i].address` and `stops[i].zone`.
  pickupAddress: 'price.pickup',
  pickupZone: 'of.zone',
  dropoffAddress: 'price.dropoff',
  dropoffZone: 'of.zone',
  stops: 'price.stops',
  address: 'price.stops',
  zone: 'of.zone',
  locationId: 'price.stops',
  vehicleTypeId: 'price.vehicleType',
  paxCount: 'of.paxCount',
  luggageCount: 'of.luggageCount',
  hireMinutes: 'price.hireMinutes',
  waitingMinutes: 'price.waitingMinutes',
  voucherNo: 'price.voucherNo',
  manualFareAmt: 'of.manualFare',
  manualFareReason: 'of.manualFareReason',
  startDate: 'of.startDate',
  startTime: 'of.startTime',
  endDate: 'of.endDate',
  endTime: 'of.endTime',
  noshowFlag: 'of.noshow',
  orderMiscs: 'price.charges',
  tariffOcId: 'price.charge',
  qty: 'price.qty',
  orderPaxes: 'of.passengers',
  paxName: 'of.paxName',
  paxTel: 'of.paxTel',
};

/** Fields filled by choosing from a list: "choose" rather than "fill in". */
const CHOSEN = new Set([
  'clientId',
  'orderStatus',
  'orderEventId',
  'cancelReasonId',
  'serviceType',
  'pickupLocationId',
  'dropoffLocationId',
  'pickupZone',
  'dropoffZone',
  'zone',
  'stops',
  'vehicleTypeId',
  'tariffOcId',
]);

/** The text of each other code; an unknown code asks to check the value. */
const CODE_TEXTS: Record<string, string> = {
  UNKNOWN_REFERENCE: 'error.field.unknown',
  CANCELLED_REFERENCE: 'error.field.cancelled',
  OTHER_CLIENT: 'error.field.otherClient',
  TOO_LONG: 'error.field.tooLong',
  TOO_MANY: 'error.field.tooMany',
  TOO_FEW: 'error.field.tooFew',
  NOT_A_DATE: 'error.field.date',
  NOT_A_TIME: 'error.field.time',
  OUT_OF_RANGE: 'error.field.range',
};

/** The last name of a wire path (`orderVehicles[1].stops[0]` gives `stops`) and the vehicle row it is in. */
function parts(field: string): { name: string; row: number | null } {
  const row = /^orderVehicles\[(\d+)\]/.exec(field);
  const names = field.replace(/\[\d+\]/g, '').split('.');
  const name = row && names.length === 2 && names[1] === 'remarks' ? 'rowRemarks' : names[names.length - 1];
  return { name, row: row ? Number(row[1]) : null };
}

function labelOf(name: string, row: number | null, t: TFunction): string {
  if (name === 'rowRemarks') return t('of.rowRemarks');
  // The vehicle's own id: the vehicle is the thing named.
  if (name === 'id' && row !== null) return t('of.vehicleNo', { n: row + 1 });
  return Object.hasOwn(LABELS, name) ? t(LABELS[name]) : name;
}

/** What the field's own helper text says: its label and what to do. */
export function fieldErrorText(e: FieldErrorWire, t: TFunction): string {
  const { name, row } = parts(e.field);
  const label = labelOf(name, row, t);
  const p = { ...e.params, label };
  if (e.code === 'REQUIRED' || e.code === 'NOT_AN_ID' || e.code === 'NOT_ONE_OF') {
    return t(CHOSEN.has(name) || e.code !== 'REQUIRED' ? 'error.field.choose' : 'error.field.enter', p);
  }
  return t(Object.hasOwn(CODE_TEXTS, e.code) ? CODE_TEXTS[e.code] : 'error.field.invalid', p);
}

/** The list line: the same, after the vehicle it is on ("Vehicle 2: Vehicle Type: …"). */
export function fieldErrorLine(e: FieldErrorWire, t: TFunction): string {
  const { row } = parts(e.field);
  const problem = fieldErrorText(e, t);
  return row === null ? problem : t('error.field.inRow', { row: t('of.vehicleNo', { n: row + 1 }), problem });
}

/** The helper texts by wire path (several of one field joined), and the list, from fieldErrors. */
export function fieldErrorProblems(list: readonly FieldErrorWire[], t: TFunction): { byField: Record<string, string>; lines: string[] } {
  const byField: Record<string, string> = {};
  for (const e of list) {
    const text = fieldErrorText(e, t);
    byField[e.field] = byField[e.field] ? `${byField[e.field]}; ${text}` : text;
  }
  return { byField, lines: list.map((e) => fieldErrorLine(e, t)) };
}
