/*
 * Server texts of the client portal's messages (issue 33, docs/portal.md "Messages"): the subjects of
 * the emails, the first bodies of the PORTAL_* SMS templates (seeded, then edited by staff on the SMS
 * template screen; their `{name}` are SMS template placeholders, not text parameters), the log calls'
 * refusals. srv.portal.msg.* keys.
 */

export const serverPortalMessagesEn = {
  'srv.portal.msg.subject.CONFIRMED': 'Booking {{ref}} confirmed',
  'srv.portal.msg.subject.REJECTED': 'Booking {{ref}} not accepted',
  'srv.portal.msg.subject.ASSIGNED': 'Your driver for booking {{ref}}',
  'srv.portal.msg.subject.ON_THE_WAY': 'Your car is on the way (booking {{ref}})',
  'srv.portal.msg.subject.ARRIVED': 'Your car has arrived (booking {{ref}})',
  'srv.portal.msg.desc.CONFIRMED': 'Portal: booking confirmed',
  'srv.portal.msg.desc.REJECTED': 'Portal: booking not accepted',
  'srv.portal.msg.desc.ASSIGNED': 'Portal: driver assigned, with the tracking link',
  'srv.portal.msg.desc.ON_THE_WAY': 'Portal: the car is on the way',
  'srv.portal.msg.desc.ARRIVED': 'Portal: the car has arrived',
  'srv.portal.msg.body.CONFIRMED': 'Booking {orderRefId} is confirmed: {pickupDate} {pickupTime}, {pickup} to {dropoff}, {vehicleType}.',
  'srv.portal.msg.body.REJECTED': 'We cannot take booking {orderRefId} ({pickupDate} {pickupTime}, {pickup}): {reason}',
  'srv.portal.msg.body.ASSIGNED':
    'Booking {orderRefId}: your driver for {pickupDate} {pickupTime} at {pickup} is {driverFirstName}, {vehicleType} {plate}. Follow the car: {trackingUrl}',
  'srv.portal.msg.body.ON_THE_WAY': '{driverFirstName} is on the way to {pickup} in {vehicleType} {plate}. Follow the car: {trackingUrl}',
  'srv.portal.msg.body.ARRIVED': '{driverFirstName} has arrived at {pickup}: {vehicleType} {plate}. {trackingUrl}',
  'srv.portal.msg.label': 'Message',
  'srv.portal.msg.sentAlready': 'Message {{id}} was sent already: it is not sent again',
} as const;

export const serverPortalMessagesZhHK: Record<keyof typeof serverPortalMessagesEn, string> = {
  'srv.portal.msg.subject.CONFIRMED': '訂單 {{ref}} 已確認',
  'srv.portal.msg.subject.REJECTED': '訂單 {{ref}} 未能接受',
  'srv.portal.msg.subject.ASSIGNED': '訂單 {{ref}} 的司機',
  'srv.portal.msg.subject.ON_THE_WAY': '車輛正在途中（訂單 {{ref}}）',
  'srv.portal.msg.subject.ARRIVED': '車輛已到達（訂單 {{ref}}）',
  'srv.portal.msg.desc.CONFIRMED': '客戶平台：訂單已確認',
  'srv.portal.msg.desc.REJECTED': '客戶平台：訂單未能接受',
  'srv.portal.msg.desc.ASSIGNED': '客戶平台：已安排司機，附追蹤連結',
  'srv.portal.msg.desc.ON_THE_WAY': '客戶平台：車輛正在途中',
  'srv.portal.msg.desc.ARRIVED': '客戶平台：車輛已到達',
  'srv.portal.msg.body.CONFIRMED': '訂單{orderRefId}已確認：{pickupDate} {pickupTime}，{pickup}往{dropoff}，{vehicleType}。',
  'srv.portal.msg.body.REJECTED': '抱歉，未能接受訂單{orderRefId}（{pickupDate} {pickupTime}，{pickup}）：{reason}',
  'srv.portal.msg.body.ASSIGNED':
    '訂單{orderRefId}：{pickupDate} {pickupTime}在{pickup}接載的司機為{driverFirstName}，{vehicleType} {plate}。查看車輛位置：{trackingUrl}',
  'srv.portal.msg.body.ON_THE_WAY': '司機{driverFirstName}正前往{pickup}，{vehicleType} {plate}。查看車輛位置：{trackingUrl}',
  'srv.portal.msg.body.ARRIVED': '司機{driverFirstName}已到達{pickup}，{vehicleType} {plate}。{trackingUrl}',
  'srv.portal.msg.label': '訊息',
  'srv.portal.msg.sentAlready': '訊息 {{id}} 已發送，不會再次發送',
};
