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
  stops: 'price.stops',
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
const CHOSEN = new Set(['clientId', 'orderStatus', 'orderEventId', 'cancelReasonId', 'serviceType', 'pickupLocationId', 'dropoffLocationId', 'stops', 'vehicleTypeId', 'tariffOcId']);

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
  const key = LABELS[name];
  return key ? t(key) : name;
}

/** What the field's own helper text says: its label and what to do. */
export function fieldErrorText(e: FieldErrorWire, t: TFunction): string {
  const { name, row } = parts(e.field);
  const label = labelOf(name, row, t);
  const p = { ...e.params, label };
  switch (e.code) {
    case 'REQUIRED':
    case 'NOT_AN_ID':
    case 'NOT_ONE_OF':
      return t(CHOSEN.has(name) || e.code !== 'REQUIRED' ? 'error.field.choose' : 'error.field.enter', p);
    case 'UNKNOWN_REFERENCE':
      return t('error.field.unknown', p);
    case 'CANCELLED_REFERENCE':
      return t('error.field.cancelled', p);
    case 'OTHER_CLIENT':
      return t('error.field.otherClient', p);
    case 'TOO_LONG':
      return t('error.field.tooLong', p);
    case 'TOO_MANY':
      return t('error.field.tooMany', p);
    case 'TOO_FEW':
      return t('error.field.tooFew', p);
    case 'NOT_A_DATE':
      return t('error.field.date', p);
    case 'NOT_A_TIME':
      return t('error.field.time', p);
    case 'OUT_OF_RANGE':
      return t('error.field.range', p);
    default:
      return t('error.field.invalid', p);
  }
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
