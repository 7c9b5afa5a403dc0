import { code, date, defineResource, integer, longText, money, reference, text, time } from './define.js';

/*
 * Order operations (issue 15, docs/order-operations.md). SMS templates and the flight timetable are
 * master files; the message log and the recalculation runs are written only by orderSms and
 * recalcOrders, so the generic calls read them.
 */

const recipient = (required: boolean) =>
  text('recipient', 'Recipient', '收件人', {
    required,
    max: 10,
    upper: true,
    default: 'DRIVER',
    pattern: { regex: '^(DRIVER|PASSENGER|CONTACT|OTHER)$', message: 'must be one of DRIVER, PASSENGER, CONTACT, OTHER' },
  });

export const smses = defineResource({
  name: 'smses',
  singular: 'sms',
  label: { en: 'SMS Template', zh: '短訊範本' },
  rights: { read: 'ORDERING', write: 'ORDERING' },
  fields: [
    code('smsCode', 'Code', '編號', 20),
    text('smsDescEng', 'Description', '描述', { required: true, max: 100 }),
    recipient(true),
    longText('bodyEng', 'Body (English)', '內容（英文）', { required: true, max: 1000 }),
    longText('bodyChi', 'Body (Chinese)', '內容（中文）', { max: 1000 }),
  ],
  listColumns: ['smsCode', 'smsDescEng', 'recipient'],
  filters: ['smsCode', 'recipient'],
  search: ['smsCode', 'smsDescEng', 'bodyEng', 'bodyChi'],
  defaultSort: ['smsCode', 'asc'],
});

export const orderSmses = defineResource({
  name: 'orderSmses',
  singular: 'orderSms',
  label: { en: 'SMS Log', zh: '短訊記錄' },
  rights: { read: 'ORDERING', write: 'ORDERING' },
  readOnly: true,
  fields: [
    reference('orderId', 'Order', '訂單', 'orders', 'orderRefId', { required: true }),
    reference('orderVehicleId', 'Order Vehicle', '訂單車輛', 'orderVehicles', 'seqNo', { required: true }),
    reference('smsId', 'Template', '範本', 'smses', 'smsCode'),
    recipient(true),
    text('mobile', 'Mobile', '手提電話', { required: true, max: 30 }),
    text('address', 'Gateway Address', '閘道地址', { required: true, max: 200 }),
    longText('body', 'Message', '訊息', { required: true, max: 2000 }),
    text('status', 'Status', '狀態', { required: true, max: 10 }),
    longText('error', 'Error', '錯誤', { max: 2000 }),
    { name: 'sentDt', type: 'datetime', label: { en: 'Sent', zh: '發送時間' }, readOnly: true },
  ],
  listColumns: ['orderVehicleId', 'recipient', 'mobile', 'status', 'sentDt', 'createBy'],
  filters: ['orderId', 'orderVehicleId', 'recipient', 'status'],
  search: ['mobile', 'body', 'error'],
  defaultSort: ['sentDt', 'desc'],
});

const airport = (name: string, en: string, zh: string) =>
  text(name, en, zh, { required: true, max: 3, upper: true, pattern: { regex: '^[A-Za-z]{3}$', message: 'must be an IATA airport code, as HKG' } });

export const flightSchedules = defineResource({
  name: 'flightSchedules',
  singular: 'flightSchedule',
  label: { en: 'Flight Timetable', zh: '航班時間表' },
  rights: { read: 'ORDERING', write: 'OPERATIONFILES' },
  fields: [
    text('flightNo', 'Flight', '航班', {
      required: true,
      max: 10,
      upper: true,
      pattern: { regex: '^[A-Za-z0-9]{2}[A-Za-z]? ?\\d{1,4}[A-Za-z]?$', message: 'must be an airline code and a number, as CX251' },
    }),
    airport('origin', 'Origin', '出發地'),
    airport('destination', 'Destination', '目的地'),
    time('scheduledDeparture', 'Departs', '起飛時間', { required: true }),
    time('scheduledArrival', 'Arrives', '抵達時間', { required: true }),
    text('weekdays', 'Weekdays', '星期', {
      required: true,
      max: 7,
      default: '1234567',
      pattern: { regex: '^1?2?3?4?5?6?7?$', message: 'must list ISO weekdays in order, as 1234567 (1 Monday)' },
    }),
    date('validFrom', 'Valid From', '有效日期由', { required: true }),
    date('validTo', 'Valid To', '有效日期至'),
    text('terminal', 'Terminal', '客運大樓', { max: 20 }),
  ],
  listColumns: ['flightNo', 'origin', 'destination', 'scheduledDeparture', 'scheduledArrival', 'weekdays', 'validFrom', 'validTo', 'terminal'],
  filters: ['flightNo', 'origin', 'destination'],
  search: ['flightNo', 'origin', 'destination'],
  defaultSort: ['flightNo', 'asc'],
  rules: [{ kind: 'notBefore', from: 'validFrom', to: 'validTo' }],
});

export const recalcs = defineResource({
  name: 'recalcs',
  singular: 'recalc',
  label: { en: 'Recalculation', zh: '重新計算' },
  rights: { read: 'RECALCORDER', write: 'RECALCORDER' },
  readOnly: true,
  fields: [
    date('dateFrom', 'From', '由', { required: true }),
    date('dateTo', 'To', '至', { required: true }),
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode'),
    reference('tariffId', 'Tariff', '收費表', 'tariffs', 'tariffCode'),
    integer('applied', 'Applied', '已套用', { required: true, min: 0, max: 1 }),
    integer('rowCount', 'Rows', '行數', { required: true, min: 0 }),
    money('totalDiffAmt', 'Total Difference', '總差額', { required: true }),
    longText('remarks', 'Remarks', '備註', { max: 500 }),
  ],
  listColumns: ['createDt', 'createBy', 'dateFrom', 'dateTo', 'clientId', 'tariffId', 'applied', 'rowCount', 'totalDiffAmt'],
  filters: ['clientId', 'tariffId', 'applied', 'dateFrom', 'dateTo'],
  search: ['remarks', 'createBy'],
  defaultSort: ['createDt', 'desc'],
  rules: [{ kind: 'notBefore', from: 'dateFrom', to: 'dateTo' }],
});

export const recalcDtls = defineResource({
  name: 'recalcDtls',
  singular: 'recalcDtl',
  label: { en: 'Recalculation Row', zh: '重新計算明細' },
  rights: { read: 'RECALCORDER', write: 'RECALCORDER' },
  readOnly: true,
  fields: [
    reference('recalcId', 'Recalculation', '重新計算', 'recalcs', 'id', { required: true }),
    reference('orderVehicleId', 'Order Vehicle', '訂單車輛', 'orderVehicles', 'seqNo', { required: true }),
    reference('orderId', 'Order', '訂單', 'orders', 'orderRefId', { required: true }),
    money('oldAmt', 'Saved Fare', '原車費', { required: true }),
    money('newAmt', 'Fare Today', '現時車費', { required: true }),
    money('diffAmt', 'Difference', '差額', { required: true }),
    text('skipped', 'Skipped', '略過', { max: 20 }),
    integer('applied', 'Applied', '已套用', { required: true, min: 0, max: 1 }),
  ],
  listColumns: ['orderId', 'orderVehicleId', 'oldAmt', 'newAmt', 'diffAmt', 'skipped', 'applied'],
  filters: ['recalcId', 'orderId', 'orderVehicleId', 'skipped'],
  search: [],
  defaultSort: ['id', 'asc'],
});
