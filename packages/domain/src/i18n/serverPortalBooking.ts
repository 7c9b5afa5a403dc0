/* Server texts of the client portal (issue 33): srv.portal.* keys of the bookings, the "To confirm" queue and the invoices. */

export const serverPortalBookingEn = {
  'srv.portal.noPlace': 'Stored place {{id}} is not one of your company: choose another place',
  'srv.portal.noPassenger': 'Stored passenger {{id}} is not one of your company: choose another passenger',
  'srv.portal.cutoff': 'Trips can be booked, changed or cancelled here until {{minutes}} minutes before pick-up: please call us for this one',
  'srv.portal.closed': 'Order {{ref}} is {{status}}: it can no longer be changed or cancelled here',
  'srv.portal.started': 'The car of order {{ref}} is already on its way: please call us to change it',
  'srv.portal.invoicesAdminOnly': "Only your company's portal administrators see its invoices",
  'srv.portal.notPending': 'Order {{ref}} is not waiting for confirmation: it is {{status}}',
  'srv.portal.notPortal': 'Order {{ref}} was not booked on the client portal',
  'srv.portal.reasonRequired': 'Give the reason for rejecting the order: the booker is told it',
  'srv.portal.cancelReason': 'Give the reason for cancelling (at most 500 characters)',
  'srv.portal.idempotencyKey': 'The Idempotency-Key header must be 1 to 200 characters',
  'srv.portal.idempotencyKeyReused': 'This Idempotency-Key was already used for another trip: send a new key for this one',
  'srv.portal.cancelledByBooker': 'Cancelled by the booker on the client portal',
  'srv.portal.rejectedByOperator': 'Rejected by the operator (client portal)',
} as const;

export const serverPortalBookingZhHK: Record<keyof typeof serverPortalBookingEn, string> = {
  'srv.portal.noPlace': '常用地點 {{id}} 不屬於貴公司：請選擇其他地點',
  'srv.portal.noPassenger': '常用乘客 {{id}} 不屬於貴公司：請選擇其他乘客',
  'srv.portal.cutoff': '行程須於接載前 {{minutes}} 分鐘或之前在此預訂、更改或取消：此行程請致電我們',
  'srv.portal.closed': '訂單 {{ref}} 的狀態為 {{status}}：已不能在此更改或取消',
  'srv.portal.started': '訂單 {{ref}} 的車輛已在途中：如需更改請致電我們',
  'srv.portal.invoicesAdminOnly': '只有貴公司的客戶平台管理員可查看發票',
  'srv.portal.notPending': '訂單 {{ref}} 並非等候確認：其狀態為 {{status}}',
  'srv.portal.notPortal': '訂單 {{ref}} 並非在客戶平台預訂',
  'srv.portal.reasonRequired': '請填寫拒絕訂單的原因：預訂人會收到此原因',
  'srv.portal.cancelReason': '請填寫取消原因（最多 500 個字元）',
  'srv.portal.idempotencyKey': 'Idempotency-Key 標頭須為 1 至 200 個字元',
  'srv.portal.idempotencyKeyReused': '此 Idempotency-Key 已用於另一行程：請為此行程使用新的鍵',
  'srv.portal.cancelledByBooker': '預訂人在客戶平台取消',
  'srv.portal.rejectedByOperator': '營運方拒絕（客戶平台）',
};
