import type { RightCode } from '../rights.js';
import { code, date, decimal, defineResource, descChi, type FieldDef, integer, type Label, money, reference, text, time } from './define.js';

/*
 * A class rate (tariffRates) and a client's special rate (tariffSPRates) have the same parts
 * (issue 8, wire contract): the rate row, its route table (B zone to zone, L location to
 * location), its hire packages and its extras (time bands, holidays). One builder each, so the
 * two families cannot drift apart; only the parent's field and the right differ.
 */

/** A rate's parent field and the collection it points at: tariffRateId → tariffRates. */
export interface RateFamily {
  parentField: string;
  parentResource: string;
  right: RightCode;
  /** Collection name prefix: tariffRate or tariffSPRate. */
  prefix: string;
  /** The rate's label, and the prefix of its parts' labels: Class Rate or Special Rate. */
  label: Label;
}

export const RATE_TABLE_TYPES = ['B', 'L'];
export const RATE_EXTRA_TYPES = ['TIME', 'HOLIDAY'];

/** The fields of the rate row itself, after its owner (tariff or client). */
const rateFields = (): FieldDef[] => [
  reference('vehicleTypeId', 'Vehicle Type', '車種', 'vehicleTypes', 'vehicleType', { required: true }),
  date('effectiveDate', 'Effective Date', '生效日期', { required: true }),
  date('expiryDate', 'Expiry Date', '到期日期'),
  money('transferAmt', 'Transfer Amount', '單程收費', { min: 0 }),
  money('stopAmt', 'Stop Amount', '中途站收費', { min: 0 }),
  integer('freeWaitMins', 'Free Waiting (min)', '免費等候（分鐘）', { min: 0, max: 1440 }),
  integer('waitBlockMins', 'Waiting Block (min)', '等候計費單位（分鐘）', { min: 1, max: 1440 }),
  money('waitBlockAmt', 'Waiting Block Amount', '每單位等候收費', { min: 0 }),
  text('remarks', 'Remarks', '備註', { max: 200 }),
];

const parent = (fam: RateFamily) => reference(fam.parentField, fam.label.en, fam.label.zh, fam.parentResource, 'id', { required: true });
const named = (fam: RateFamily, part: string, en: string, zh: string) => ({
  name: `${fam.prefix}${part}s`,
  singular: `${fam.prefix}${part}`,
  label: { en: `${fam.label.en} ${en}`, zh: `${fam.label.zh}（${zh}）` },
  rights: { read: fam.right, write: fam.right },
  childOnly: true,
});

/** Route table rows: B zone to zone (a location's zone is its contractLabel), L location to location. */
export const rateDtls = (fam: RateFamily) =>
  defineResource({
    ...named(fam, 'Dtl', 'Route', '路線'),
    fields: [
      parent(fam),
      { name: 'tableType', type: 'status', label: { en: 'Table Type', zh: '收費表類別' }, required: true, options: RATE_TABLE_TYPES, default: 'B' },
      text('fromZone', 'From Zone', '起點區域', { max: 50, upper: true }),
      text('toZone', 'To Zone', '終點區域', { max: 50, upper: true }),
      reference('fromLocationId', 'From Location', '起點地點', 'locations', 'locationCode'),
      reference('toLocationId', 'To Location', '終點地點', 'locations', 'locationCode'),
      money('amount', 'Amount', '金額', { required: true, min: 0 }),
    ],
    listColumns: ['tableType', 'fromZone', 'toZone', 'fromLocationId', 'toLocationId', 'amount'],
    filters: [fam.parentField, 'fromLocationId', 'toLocationId'],
    search: ['fromZone', 'toZone'],
    defaultSort: ['tableType', 'asc'],
    rules: [
      { kind: 'requiredWhen', when: 'tableType', equals: 'B', fields: ['fromZone', 'toZone'] },
      { kind: 'requiredWhen', when: 'tableType', equals: 'L', fields: ['fromLocationId', 'toLocationId'] },
    ],
  });

/** Hire packages: minHours at hourAmt an hour, then every started block of blockMins at blockAmt. */
export const rateHires = (fam: RateFamily) =>
  defineResource({
    ...named(fam, 'Hire', 'Hire', '包車'),
    fields: [
      parent(fam),
      decimal('minHours', 'Minimum Hours', '最少時數', { required: true, min: 0.25, max: 24, uniqueWithin: fam.parentField }),
      money('hourAmt', 'Hourly Amount', '每小時收費', { required: true, min: 0 }),
      integer('blockMins', 'Extra Block (min)', '額外計費單位（分鐘）', { min: 1, max: 1440 }),
      money('blockAmt', 'Extra Block Amount', '每額外單位收費', { min: 0 }),
    ],
    listColumns: ['minHours', 'hourAmt', 'blockMins', 'blockAmt'],
    filters: [fam.parentField],
    search: [],
    defaultSort: ['minHours', 'asc'],
  });

/** Surcharges: TIME for a band of pick-up times (over midnight when fromTime > toTime), HOLIDAY on public holidays. */
export const rateExtras = (fam: RateFamily) =>
  defineResource({
    ...named(fam, 'Extra', 'Extra', '附加費'),
    fields: [
      parent(fam),
      { name: 'extraType', type: 'status', label: { en: 'Extra Type', zh: '附加類別' }, required: true, options: RATE_EXTRA_TYPES, default: 'TIME' },
      code('extraCode', 'Extra Code', '附加編號', 20, { unique: false, uniqueWithin: fam.parentField }),
      text('extraDescEng', 'Description (English)', '描述（英文）', { max: 100 }),
      descChi('extraDescChi'),
      time('fromTime', 'From Time', '開始時間'),
      time('toTime', 'To Time', '結束時間'),
      money('amount', 'Amount', '金額', { min: 0 }),
      decimal('percent', 'Percent of Base', '基本收費百分比', { min: 0, max: 999 }),
    ],
    listColumns: ['extraType', 'extraCode', 'extraDescEng', 'extraDescChi', 'fromTime', 'toTime', 'amount', 'percent'],
    filters: [fam.parentField, 'extraType', 'extraCode'],
    search: ['extraCode', 'extraDescEng', 'extraDescChi'],
    defaultSort: ['extraCode', 'asc'],
    rules: [
      { kind: 'requiredWhen', when: 'extraType', equals: 'TIME', fields: ['fromTime', 'toTime'] },
      { kind: 'anyOf', fields: ['amount', 'percent'] },
    ],
  });

/** The rate itself, owned by a tariff or a client (`owner`), with its parts as children (and `extra` ones). */
export const rateResource = (fam: RateFamily, owner: FieldDef, extra: string[] = []) =>
  defineResource({
    name: fam.parentResource,
    singular: fam.parentResource.replace(/s$/, ''),
    label: fam.label,
    rights: { read: fam.right, write: fam.right },
    fields: [{ ...owner, required: true }, ...rateFields()],
    listColumns: [owner.name, 'vehicleTypeId', 'effectiveDate', 'expiryDate', 'transferAmt', 'stopAmt'],
    filters: [owner.name, 'vehicleTypeId', 'effectiveDate'],
    search: ['remarks'],
    defaultSort: ['effectiveDate', 'desc'],
    children: ['Dtls', 'Hires', 'Extras', ...extra].map((part) => ({ name: `${fam.prefix}${part}`, foreignKey: fam.parentField })),
    rules: [{ kind: 'notBefore', from: 'effectiveDate', to: 'expiryDate' }],
  });
