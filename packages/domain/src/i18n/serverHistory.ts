/*
 * The order history's own words (issue 30 part 1): the rows the server composes (created, vehicle
 * added, re-priced, payment), stored as a key and parameters and worded when read, and the labels of
 * the recorded fields the order form does not name itself.
 */

export const serverHistoryEn = {
  'srv.hist.created': 'created {{ref}} ({{status}})',
  'srv.hist.createdBatch': 'created {{ref}} ({{status}}), batch row {{row}}',
  'srv.hist.vehicleAdded': 'added #{{n}} {{service}} {{date}} {{time}} fare {{fare}}',
  'srv.hist.repriced': 'order re-priced on today’s rates',
  'srv.hist.recalculated': 'order re-priced (recalculation {{id}})',
  'srv.hist.assignedByPlan': 'assigned by plan {{id}}',
  'srv.hist.payment': '{{amount}} {{method}} {{date}}',
  'srv.hist.field.order': 'Order',
  'srv.hist.field.orderVehicle': 'Vehicle',
  'srv.hist.field.orderVehicleStatus': 'Vehicle Status',
  'srv.hist.field.tariff': 'Price',
  'srv.hist.field.tariffFareAmt': 'Tariff Fare',
  'srv.hist.field.fareAmt': 'Fare',
  'srv.hist.field.pickupAddress': 'Pick-up Address',
  'srv.hist.field.pickupZone': 'Pick-up Zone',
  'srv.hist.field.dropoffAddress': 'Drop-off Address',
  'srv.hist.field.dropoffZone': 'Drop-off Zone',
  'srv.hist.field.orderOCDiscounts': 'Discounts',
  'srv.hist.field.payment': 'Payment',
  'srv.hist.field.driverId': 'Driver',
  'srv.hist.field.vehicleId': 'Car',
  'srv.hist.field.outsourceVendorId': 'Outsource Vendor',
  'srv.hist.field.outsourceDriverName': 'Outsource Driver',
  'srv.hist.field.outsourceCost': 'Outsource Cost',
  'srv.hist.field.clashOverride': 'Clash Accepted',
  'srv.hist.field.secondCall': 'Second Call',
  'srv.hist.field.plan': 'Day Plan',
  'srv.hist.field.driverJob': 'Driver Job: {{stamp}}',
  // The order enquiry's Excel and CSV: the client's name beside its code.
  'srv.enq.clientName': 'Client Name',
} as const;

export type ServerHistoryKey = keyof typeof serverHistoryEn;

export const serverHistoryZhHK: Record<ServerHistoryKey, string> = {
  'srv.hist.created': '已建立 {{ref}}（{{status}}）',
  'srv.hist.createdBatch': '已建立 {{ref}}（{{status}}），批次第 {{row}} 行',
  'srv.hist.vehicleAdded': '新增第 {{n}} 部車：{{service}} {{date}} {{time}}，車費 {{fare}}',
  'srv.hist.repriced': '已按今日價目重新計價',
  'srv.hist.recalculated': '已重新計價（重新計算 {{id}}）',
  'srv.hist.assignedByPlan': '由全日規劃 {{id}} 指派',
  'srv.hist.payment': '{{amount}}（{{method}}）{{date}}',
  'srv.hist.field.order': '訂單',
  'srv.hist.field.orderVehicle': '車輛',
  'srv.hist.field.orderVehicleStatus': '車輛狀態',
  'srv.hist.field.tariff': '價錢',
  'srv.hist.field.tariffFareAmt': '價目車費',
  'srv.hist.field.fareAmt': '車費',
  'srv.hist.field.pickupAddress': '上車地址',
  'srv.hist.field.pickupZone': '上車區域',
  'srv.hist.field.dropoffAddress': '落車地址',
  'srv.hist.field.dropoffZone': '落車區域',
  'srv.hist.field.orderOCDiscounts': '折扣',
  'srv.hist.field.payment': '付款',
  'srv.hist.field.driverId': '司機',
  'srv.hist.field.vehicleId': '車牌',
  'srv.hist.field.outsourceVendorId': '外判商',
  'srv.hist.field.outsourceDriverName': '外判司機',
  'srv.hist.field.outsourceCost': '外判費用',
  'srv.hist.field.clashOverride': '已接受衝突',
  'srv.hist.field.secondCall': '第二召喚',
  'srv.hist.field.plan': '全日規劃',
  'srv.hist.field.driverJob': '司機工作：{{stamp}}',
  'srv.enq.clientName': '客戶名稱',
};
