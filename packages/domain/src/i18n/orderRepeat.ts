/** Texts of the order form's duplicate warning and recent trips (issue 30 part 8b): 'repeat.*'. */
export const orderRepeatEn = {
  'repeat.duplicateTitle': 'Possible duplicate booking: the same client and passenger or phone, picked up within {{minutes}} minutes',
  'repeat.duplicateLine': '{{ref}} vehicle {{seq}}: {{date}} {{time}} · {{names}}',
  'repeat.byName': 'same passenger',
  'repeat.byPhone': 'same phone',
  'repeat.duplicateHint': 'You may still save this order if it is a new booking.',
  'repeat.open': 'Open order {{ref}}',
  'repeat.recentTitle': 'Recent trips of {{who}}',
  'repeat.recentLine': '{{date}} {{time}} · {{from}} → {{to}} · {{vehicleType}}',
  'repeat.recentContact': 'contact {{name}} {{tel}}',
  'repeat.copy': 'Copy',
  'repeat.copyHelp': 'Copy the places, vehicle type and contact of this trip into vehicle {{n}}',
  'repeat.hide': 'Hide recent trips',
};

export const orderRepeatZhHK: Record<keyof typeof orderRepeatEn, string> = {
  'repeat.duplicateTitle': '可能重複訂車：相同客戶及乘客或電話，接載時間相差 {{minutes}} 分鐘以內',
  'repeat.duplicateLine': '{{ref}} 第 {{seq}} 輛車：{{date}} {{time}} · {{names}}',
  'repeat.byName': '相同乘客',
  'repeat.byPhone': '相同電話',
  'repeat.duplicateHint': '如屬新的訂車，仍可儲存此訂單。',
  'repeat.open': '開啟訂單 {{ref}}',
  'repeat.recentTitle': '{{who}} 的最近行程',
  'repeat.recentLine': '{{date}} {{time}} · {{from}} → {{to}} · {{vehicleType}}',
  'repeat.recentContact': '聯絡人 {{name}} {{tel}}',
  'repeat.copy': '複製',
  'repeat.copyHelp': '把此行程的地點、車種及聯絡人複製到第 {{n}} 輛車',
  'repeat.hide': '隱藏最近行程',
};
