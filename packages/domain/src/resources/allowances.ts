import type { FieldDef } from './define.js';
import { SERVICE_TYPES } from '../rules/pricing/types.js';
import { code, date, decimal, defineResource, descChi, descEng, integer, longText, money, reference, references, text, time } from './define.js';

/*
 * The drivers' allowance rate card and month (issue 16, docs/allowance.md). The card is versioned by
 * effective date: rate rows and part-time basics belong to one version. Null in a rate row's
 * condition means "any".
 */

const card = { read: 'ALLOWANCERATE', write: 'ALLOWANCERATE' } as const;
const month = { read: 'DRIVERALLOWANCE', write: 'DRIVERALLOWANCE' } as const;
const versionRef = () => reference('allowanceEffDateId', 'Version', '版本', 'allowanceEffDates', 'effDate', { required: true });
const seqField = () => integer('seq', 'Sequence', '排序', { min: 0, max: 99999, required: true, default: 0 });
const serviceType: FieldDef = text('serviceType', 'Service', '服務', {
  max: 10,
  pattern: { regex: `^(${SERVICE_TYPES.join('|')})?$`, message: `must be one of ${SERVICE_TYPES.join(', ')}` },
});

export const allowanceEffDates = defineResource({
  name: 'allowanceEffDates',
  singular: 'allowanceEffDate',
  label: { en: 'Allowance Version', zh: '津貼版本' },
  rights: card,
  fields: [
    date('effDate', 'Effective Date', '生效日期', { required: true, unique: true }),
    integer('otStandardMinutes', 'Standard Minutes a Day', '每日標準分鐘', { required: true, min: 0, max: 1440, default: 600 }),
    money('otHourlyRate', 'Overtime Hourly Rate', '超時每小時工資', { required: true, min: 0 }),
    longText('remarks', 'Remarks', '備註', { max: 500 }),
  ],
  listColumns: ['effDate', 'otStandardMinutes', 'otHourlyRate', 'remarks'],
  filters: ['effDate'],
  search: ['remarks'],
  defaultSort: ['effDate', 'desc'],
});

export const allowanceLocations = defineResource({
  name: 'allowanceLocations',
  singular: 'allowanceLocation',
  label: { en: 'Allowance Location Group', zh: '津貼地點組別' },
  rights: card,
  fields: [
    code('allowanceLocationCode', 'Group Code', '組別編號'),
    descEng('descEng'),
    descChi('descChi'),
    references('locationIds', 'Locations', '地點', 'locations', 'locationCode'),
  ],
  listColumns: ['allowanceLocationCode', 'descEng', 'descChi', 'locationIds'],
  filters: ['allowanceLocationCode'],
  search: ['allowanceLocationCode', 'descEng', 'descChi'],
  defaultSort: ['allowanceLocationCode', 'asc'],
});

export const allowanceVehicleTypes = defineResource({
  name: 'allowanceVehicleTypes',
  singular: 'allowanceVehicleType',
  label: { en: 'Allowance Vehicle Type Group', zh: '津貼車型組別' },
  rights: card,
  fields: [
    code('allowanceVehicleTypeCode', 'Group Code', '組別編號'),
    descEng('descEng'),
    descChi('descChi'),
    references('vehicleTypeIds', 'Vehicle Types', '車型', 'vehicleTypes', 'vehicleType'),
  ],
  listColumns: ['allowanceVehicleTypeCode', 'descEng', 'descChi', 'vehicleTypeIds'],
  filters: ['allowanceVehicleTypeCode'],
  search: ['allowanceVehicleTypeCode', 'descEng', 'descChi'],
  defaultSort: ['allowanceVehicleTypeCode', 'asc'],
});

export const allowanceRates = defineResource({
  name: 'allowanceRates',
  singular: 'allowanceRate',
  label: { en: 'Allowance Rate', zh: '津貼率' },
  rights: card,
  fields: [
    versionRef(),
    seqField(),
    reference('allowanceLocationId', 'Location Group', '地點組別', 'allowanceLocations', 'allowanceLocationCode'),
    reference('allowanceVehicleTypeId', 'Vehicle Type Group', '車型組別', 'allowanceVehicleTypes', 'allowanceVehicleTypeCode'),
    serviceType,
    time('fromTime', 'From', '由'),
    time('toTime', 'To', '至'),
    money('amount', 'Amount', '金額', { required: true, min: 0 }),
    longText('remarks', 'Remarks', '備註', { max: 500 }),
  ],
  listColumns: ['allowanceEffDateId', 'seq', 'allowanceLocationId', 'allowanceVehicleTypeId', 'serviceType', 'fromTime', 'toTime', 'amount'],
  filters: ['allowanceEffDateId', 'allowanceLocationId', 'allowanceVehicleTypeId', 'serviceType'],
  search: ['remarks'],
  defaultSort: ['seq', 'asc'],
});

export const allowancePtBasics = defineResource({
  name: 'allowancePtBasics',
  singular: 'allowancePtBasic',
  label: { en: 'Part-time Daily Basic', zh: '兼職每日底薪' },
  rights: card,
  fields: [
    versionRef(),
    seqField(),
    reference('allowanceVehicleTypeId', 'Vehicle Type Group', '車型組別', 'allowanceVehicleTypes', 'allowanceVehicleTypeCode'),
    money('dailyAmount', 'Daily Amount', '每日金額', { required: true, min: 0 }),
  ],
  listColumns: ['allowanceEffDateId', 'seq', 'allowanceVehicleTypeId', 'dailyAmount'],
  filters: ['allowanceEffDateId', 'allowanceVehicleTypeId'],
  search: [],
  defaultSort: ['seq', 'asc'],
});

export const allowanceOtherGroups = defineResource({
  name: 'allowanceOtherGroups',
  singular: 'allowanceOtherGroup',
  label: { en: 'Other Allowance Group', zh: '其他津貼組別' },
  rights: card,
  fields: [
    code('groupCode', 'Group Code', '組別編號'),
    descEng('descEng'),
    descChi('descChi'),
    integer('sign', 'Allowance (1) or Deduction (-1)', '津貼 (1) 或扣減 (-1)', { required: true, min: -1, max: 1, default: 1 }),
  ],
  listColumns: ['groupCode', 'descEng', 'descChi', 'sign'],
  filters: ['groupCode', 'sign'],
  search: ['groupCode', 'descEng', 'descChi'],
  defaultSort: ['groupCode', 'asc'],
  children: [{ name: 'allowanceOtherGroupNatureMaps', foreignKey: 'allowanceOtherGroupId' }],
});

export const allowanceOtherGroupNatures = defineResource({
  name: 'allowanceOtherGroupNatures',
  singular: 'allowanceOtherGroupNature',
  label: { en: 'Other Allowance Nature', zh: '其他津貼性質' },
  rights: card,
  fields: [
    code('natureCode', 'Nature Code', '性質編號'),
    descEng('descEng'),
    descChi('descChi'),
    money('defaultAmount', 'Default Amount', '預設金額', { min: 0 }),
  ],
  listColumns: ['natureCode', 'descEng', 'descChi', 'defaultAmount'],
  filters: ['natureCode'],
  search: ['natureCode', 'descEng', 'descChi'],
  defaultSort: ['natureCode', 'asc'],
});

export const allowanceOtherGroupNatureMaps = defineResource({
  name: 'allowanceOtherGroupNatureMaps',
  singular: 'allowanceOtherGroupNatureMap',
  label: { en: 'Group Nature', zh: '組別性質' },
  rights: card,
  childOnly: true,
  fields: [
    reference('allowanceOtherGroupId', 'Group', '組別', 'allowanceOtherGroups', 'groupCode', { required: true }),
    reference('allowanceOtherGroupNatureId', 'Nature', '性質', 'allowanceOtherGroupNatures', 'natureCode', {
      required: true,
      uniqueWithin: 'allowanceOtherGroupId',
    }),
  ],
  listColumns: ['allowanceOtherGroupId', 'allowanceOtherGroupNatureId'],
  filters: ['allowanceOtherGroupId', 'allowanceOtherGroupNatureId'],
  search: [],
  defaultSort: ['id', 'asc'],
});

export const allowanceOthers = defineResource({
  name: 'allowanceOthers',
  singular: 'allowanceOther',
  label: { en: 'Other Allowance', zh: '其他津貼' },
  rights: month,
  fields: [
    reference('driverId', 'Driver', '司機', 'drivers', 'driverNo', { required: true }),
    reference('allowanceOtherGroupId', 'Group', '組別', 'allowanceOtherGroups', 'groupCode', { required: true }),
    reference('allowanceOtherGroupNatureId', 'Nature', '性質', 'allowanceOtherGroupNatures', 'natureCode', { required: true }),
    date('otherDate', 'Date', '日期', { required: true }),
    decimal('qty', 'Quantity', '數量', { required: true, min: 0, max: 9999, default: 1 }),
    money('amount', 'Amount', '金額', { min: 0 }),
    longText('remarks', 'Remarks', '備註', { max: 500 }),
  ],
  listColumns: ['otherDate', 'driverId', 'allowanceOtherGroupId', 'allowanceOtherGroupNatureId', 'qty', 'amount'],
  filters: ['driverId', 'otherDate', 'allowanceOtherGroupId', 'allowanceOtherGroupNatureId'],
  search: ['remarks'],
  defaultSort: ['otherDate', 'desc'],
});

const monthPattern = { regex: '^\\d{4}-(0[1-9]|1[0-2])$', message: 'must be a month YYYY-MM' };
const figure = (name: string, en: string, zh: string, type: 'integer' | 'money') =>
  type === 'integer' ? integer(name, en, zh, { readOnly: true }) : money(name, en, zh, { readOnly: true });

/** One row per driver of a closed month: the figures paid, kept when the rate card changes later. */
export const allowances = defineResource({
  name: 'allowances',
  singular: 'allowance',
  label: { en: 'Closed Allowance', zh: '已結算津貼' },
  rights: month,
  branchScoped: true,
  readOnly: true,
  fields: [
    reference('branchId', 'Branch', '分行', 'branches', 'branchCode', { required: true }),
    text('month', 'Month', '月份', { required: true, max: 7, pattern: monthPattern }),
    reference('driverId', 'Driver', '司機', 'drivers', 'driverNo', { required: true, uniqueWithin: 'month' }),
    text('driverNo', 'Driver No.', '司機編號', { required: true, max: 10, readOnly: true }),
    text('driverNameEng', 'Driver Name', '司機姓名', { required: true, max: 100, readOnly: true }),
    figure('jobs', 'Jobs', '工作數目', 'integer'),
    figure('jobAmount', 'Job Allowance', '工作津貼', 'money'),
    figure('ptDays', 'Part-time Days', '兼職日數', 'integer'),
    figure('ptAmount', 'Part-time Basic', '兼職底薪', 'money'),
    figure('otMinutes', 'Overtime Minutes', '超時分鐘', 'integer'),
    figure('otAmount', 'Overtime', '超時工資', 'money'),
    figure('otherAmount', 'Other Items', '其他項目', 'money'),
    figure('total', 'Total', '總額', 'money'),
    text('closedBy', 'Closed By', '結算人', { required: true, max: 50, readOnly: true }),
    { name: 'closedDt', type: 'datetime', label: { en: 'Closed', zh: '結算時間' }, readOnly: true },
  ],
  listColumns: ['month', 'driverNo', 'driverNameEng', 'jobs', 'jobAmount', 'ptAmount', 'otAmount', 'otherAmount', 'total'],
  filters: ['month', 'driverId'],
  search: ['driverNo', 'driverNameEng'],
  defaultSort: ['month', 'desc'],
});
