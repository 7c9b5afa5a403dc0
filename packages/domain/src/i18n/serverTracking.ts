/* Texts of the passenger's tracking link (issue 33, docs/portal.md "Tracking link"). */

export const serverTrackingEn = {
  'srv.track.unknown': 'This tracking link is not known. Check the link in your message.',
  'srv.track.completed': 'This trip has ended: the tracking link is closed.',
  'srv.track.cancelled': 'This trip was cancelled: the tracking link is closed.',
  'srv.track.revoked': 'This tracking link was withdrawn by the operator. Ask for a new one if you need it.',
  // A driver named the Hong Kong way in Chinese (陳師傅); the English page shows the first word of the English name.
  'srv.track.driverTitle': 'Driver {{surname}}',
};

export const serverTrackingZhHK: Record<keyof typeof serverTrackingEn, string> = {
  'srv.track.unknown': '找不到此追蹤連結，請檢查訊息中的連結。',
  'srv.track.completed': '此行程已完成，追蹤連結已關閉。',
  'srv.track.cancelled': '此行程已取消，追蹤連結已關閉。',
  'srv.track.revoked': '此追蹤連結已被營運商收回。如有需要，請索取新連結。',
  'srv.track.driverTitle': '{{surname}}師傅',
};
