import { date, defineResource, decimal, flag, integer, longText, money, recordStatus, reference, text, time } from './define.js';

/*
 * Orders and their child collections (issue 9, docs/ordering.md). The generic calls only read
 * them: every write goes through createOrder, updateOrder, createOrderPayment and postOrderRef, so
 * that pricing, history, locking and the voucher's redemption always hold (docs/decisions.md).
 */

const orderRef = () => reference('orderId', 'Order', '訂單', 'orders', 'orderRefId', { required: true });
const orderVehicleRef = (required = true) => reference('orderVehicleId', 'Order Vehicle', '訂單車輛', 'orderVehicles', 'seqNo', { required });
const read = { read: 'ORDERING', write: 'ORDERING' } as const;

export const orders = defineResource({
  name: 'orders',
  singular: 'order',
  label: { en: 'Order', zh: '訂單' },
  rights: read,
  branchScoped: true,
  readOnly: true,
  fields: [
    text('orderRefId', 'Order Ref.', '訂單編號', { required: true, max: 30, readOnly: true }),
    reference('branchId', 'Branch', '分行', 'branches', 'branchCode', { required: true }),
    reference('clientId', 'Client', '客戶', 'clients', 'clientCode', { required: true }),
    recordStatus('orderStatus', ['P', 'A', 'C', 'V']),
    text('inputSource', 'Input Source', '輸入來源', { required: true, max: 1, default: 'O' }),
    text('contactName', 'Contact', '聯絡人', { max: 100 }),
    text('contactTel', 'Contact Tel.', '聯絡電話', { max: 30 }),
    reference('orderEventId', 'Event', '活動', 'orderEvents', 'orderEventCode'),
    longText('remarks', 'Remarks', '備註', { max: 1000 }),
    reference('cancelReasonId', 'Cancel Reason', '取消原因', 'cancelReasons', 'cancelReasonCode'),
  ],
  listColumns: ['orderRefId', 'clientId', 'orderStatus', 'contactName', 'inputSource'],
  filters: ['orderRefId', 'clientId', 'orderStatus', 'orderEventId', 'inputSource'],
  search: ['orderRefId', 'contactName', 'contactTel'],
  defaultSort: ['id', 'desc'],
  children: [
    { name: 'orderVehicles', foreignKey: 'orderId' },
    { name: 'orderMiscs', foreignKey: 'orderId' },
    { name: 'orderPaxes', foreignKey: 'orderId' },
    { name: 'orderOCDiscounts', foreignKey: 'orderId' },
  ],
});

export const orderVehicles = defineResource({
  name: 'orderVehicles',
  singular: 'orderVehicle',
  label: { en: 'Order Vehicle', zh: '訂單車輛' },
  rights: read,
  readOnly: true,
  fields: [
    orderRef(),
    integer('seqNo', 'No.', '序號', { required: true, min: 1, max: 999, default: 1 }),
    text('serviceType', 'Service', '服務', { required: true, max: 10 }),
    date('pickupDate', 'Pick-up Date', '接載日期', { required: true }),
    time('pickupTime', 'Pick-up Time', '接載時間', { required: true }),
    text('flightNo', 'Flight', '航班', { max: 10, upper: true }),
    date('flightEtaDate', 'ETA Date', '航班抵達日期'),
    time('flightEtaTime', 'ETA', '航班抵達時間'),
    // A location or a free address with its zone (issue 30 part 3).
    reference('pickupLocationId', 'Pick-up', '接載地點', 'locations', 'locationCode'),
    text('pickupAddress', 'Pick-up Address', '接載地址', { max: 200 }),
    text('pickupZone', 'Pick-up Zone', '接載區域', { max: 50 }),
    reference('dropoffLocationId', 'Drop-off', '落車地點', 'locations', 'locationCode'),
    text('dropoffAddress', 'Drop-off Address', '落車地址', { max: 200 }),
    text('dropoffZone', 'Drop-off Zone', '落車區域', { max: 50 }),
    reference('vehicleTypeId', 'Vehicle Type', '車種', 'vehicleTypes', 'vehicleType', { required: true }),
    integer('paxCount', 'Pax', '乘客', { required: true, min: 1, max: 99, default: 1 }),
    integer('luggageCount', 'Luggage', '行李', { min: 0, max: 99 }),
    integer('hireMinutes', 'Hire Minutes', '租用分鐘', { min: 0, max: 10080 }),
    integer('waitingMinutes', 'Waiting Minutes', '等候分鐘', { min: 0, max: 1440 }),
    text('voucherNo', 'Voucher', '禮券', { max: 20, upper: true }),
    money('manualFareAmt', 'Manual Fare', '手動車資'),
    text('manualFareReason', 'Manual Fare Reason', '手動車資原因', { max: 200 }),
    money('fareAmt', 'Fare', '車資', { required: true, default: '0.00' }),
    money('tariffFareAmt', 'Tariff Fare', '價目車資'),
    longText('remarks', 'Remarks', '備註', { max: 1000 }),
    date('startDate', 'Start Date', '開始日期', { required: true }),
    time('startTime', 'Start Time', '開始時間', { required: true }),
    date('endDate', 'End Date', '結束日期', { required: true }),
    time('endTime', 'End Time', '結束時間', { required: true }),
    flag('noshowFlag', 'No-show', '未有出現', { default: 0 }),
    reference('driverId', 'Driver', '司機', 'drivers', 'driverNo'),
    reference('vehicleId', 'Vehicle', '車輛', 'vehicles', 'licensePlateNo'),
    reference('outsourceVendorId', 'Outsource Vendor', '外判商', 'clients', 'clientCode'),
    text('outsourceDriverName', 'Outsource Driver', '外判司機', { max: 100 }),
    money('outsourceCost', 'Outsource Cost', '外判成本', { min: 0 }),
    text('jobStatus', 'Job Status', '工作狀態', { max: 10 }),
    recordStatus('orderVehicleStatus'),
  ],
  listColumns: ['orderId', 'seqNo', 'serviceType', 'pickupDate', 'pickupTime', 'vehicleTypeId', 'fareAmt', 'orderVehicleStatus'],
  filters: ['orderId', 'serviceType', 'pickupDate', 'flightNo', 'vehicleTypeId', 'driverId', 'vehicleId', 'orderVehicleStatus'],
  search: ['flightNo', 'voucherNo', 'remarks'],
  defaultSort: ['pickupDate', 'asc'],
});

export const orderPaxes = defineResource({
  name: 'orderPaxes',
  singular: 'orderPax',
  label: { en: 'Passenger', zh: '乘客' },
  rights: read,
  readOnly: true,
  fields: [orderRef(), orderVehicleRef(), text('paxName', 'Passenger', '乘客姓名', { required: true, max: 100 }), text('paxTel', 'Tel.', '電話', { max: 30 })],
  listColumns: ['orderVehicleId', 'paxName', 'paxTel'],
  filters: ['orderId', 'orderVehicleId', 'paxName'],
  search: ['paxName', 'paxTel'],
  defaultSort: ['id', 'asc'],
});

export const orderMiscs = defineResource({
  name: 'orderMiscs',
  singular: 'orderMisc',
  label: { en: 'Other Charge', zh: '其他費用' },
  rights: read,
  readOnly: true,
  fields: [
    orderRef(),
    orderVehicleRef(),
    reference('tariffOcId', 'Other Charge', '其他費用', 'tariffOCs', 'ocCode', { required: true }),
    integer('qty', 'Qty', '數量', { required: true, min: 1, max: 999, default: 1 }),
    money('amount', 'At-cost Amount', '實報金額'),
  ],
  listColumns: ['orderVehicleId', 'tariffOcId', 'qty', 'amount'],
  filters: ['orderId', 'orderVehicleId', 'tariffOcId'],
  search: [],
  defaultSort: ['id', 'asc'],
});

export const orderOCDiscounts = defineResource({
  name: 'orderOCDiscounts',
  singular: 'orderOCDiscount',
  label: { en: 'Other Charge Discount', zh: '其他費用折扣' },
  rights: read,
  readOnly: true,
  fields: [
    orderRef(),
    orderVehicleRef(),
    reference('tariffOcId', 'Other Charge', '其他費用', 'tariffOCs', 'ocCode', { required: true }),
    decimal('discountPercent', 'Discount %', '折扣 %', { min: 0, max: 100 }),
    money('discountAmt', 'Discount', '折扣'),
  ],
  listColumns: ['orderVehicleId', 'tariffOcId', 'discountPercent', 'discountAmt'],
  filters: ['orderId', 'orderVehicleId', 'tariffOcId'],
  search: [],
  defaultSort: ['id', 'asc'],
});

export const orderRefs = defineResource({
  name: 'orderRefs',
  singular: 'orderRef',
  label: { en: 'Agent Reference', zh: '代理編號' },
  rights: read,
  readOnly: true,
  fields: [orderRef(), text('agentRef', 'Agent Ref.', '代理編號', { required: true, max: 50 }), text('remarks', 'Remarks', '備註', { max: 200 })],
  listColumns: ['orderId', 'agentRef', 'remarks'],
  filters: ['orderId', 'agentRef'],
  search: ['agentRef'],
  defaultSort: ['id', 'asc'],
});

export const orderHistories = defineResource({
  name: 'orderHistories',
  singular: 'orderHistory',
  label: { en: 'Order History', zh: '訂單記錄' },
  rights: read,
  readOnly: true,
  fields: [
    orderRef(),
    orderVehicleRef(false),
    text('fieldName', 'Field', '欄位', { required: true, max: 50 }),
    longText('oldValue', 'Old Value', '舊值', { max: 2000 }),
    longText('newValue', 'New Value', '新值', { max: 2000 }),
  ],
  listColumns: ['orderVehicleId', 'fieldName', 'oldValue', 'newValue', 'createBy', 'createDt'],
  filters: ['orderId', 'orderVehicleId', 'fieldName'],
  search: ['fieldName', 'oldValue', 'newValue'],
  defaultSort: ['createDt', 'desc'],
});

export const orderPayments = defineResource({
  name: 'orderPayments',
  singular: 'orderPayment',
  label: { en: 'Payment', zh: '付款' },
  rights: read,
  readOnly: true,
  fields: [
    orderRef(),
    reference('paymentMethodId', 'Payment Method', '付款方式', 'paymentMethods', 'paymentMethodCode', { required: true }),
    money('amount', 'Amount', '金額', { required: true }),
    date('paymentDate', 'Payment Date', '付款日期', { required: true }),
    text('remarks', 'Remarks', '備註', { max: 200 }),
  ],
  listColumns: ['orderId', 'paymentDate', 'paymentMethodId', 'amount', 'remarks', 'createBy'],
  filters: ['orderId', 'paymentMethodId', 'paymentDate'],
  search: ['remarks'],
  defaultSort: ['paymentDate', 'desc'],
});

export const orderDriverVehicles = defineResource({
  name: 'orderDriverVehicles',
  singular: 'orderDriverVehicle',
  label: { en: 'Driver and Vehicle', zh: '司機及車輛' },
  rights: read,
  readOnly: true,
  fields: [
    orderRef(),
    orderVehicleRef(),
    reference('driverId', 'Driver', '司機', 'drivers', 'driverNo'),
    reference('vehicleId', 'Vehicle', '車輛', 'vehicles', 'licensePlateNo'),
    reference('outsourceVendorId', 'Outsource Vendor', '外判商', 'clients', 'clientCode'),
    text('outsourceDriverName', 'Outsource Driver', '外判司機', { max: 100 }),
  ],
  listColumns: ['orderVehicleId', 'driverId', 'vehicleId', 'outsourceVendorId', 'outsourceDriverName', 'createDt'],
  filters: ['orderId', 'orderVehicleId', 'driverId', 'vehicleId'],
  search: ['outsourceDriverName'],
  defaultSort: ['createDt', 'desc'],
});

/** Child records of an order whose branch is their order's. */
export const ORDER_CHILD_COLLECTIONS = [
  'orderVehicles',
  'orderPaxes',
  'orderMiscs',
  'orderOCDiscounts',
  'orderRefs',
  'orderHistories',
  'orderPayments',
  'orderDriverVehicles',
];
