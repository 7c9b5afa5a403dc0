/*
 * The last texts the server wrote in English only (issue 30 part 1): the order history of clash
 * overrides and second calls, the SMS preview's problems, the limit on calls per address, and a
 * rate extra's description that has a Chinese one. Server texts: joined in serverText.ts.
 * The English of the SMS problems is the service's wording of before, word for word.
 */

export const serverDispatchEn = {
  // A clash override row: its clashes, one after the other.
  'srv.hist.clashOverride': '{{clashes}}',
  'srv.hist.clashNext': '{{first}}; {{rest}}',
  // A second call row: who was called (a driver and car by name and plate, a vendor by name).
  'srv.hist.callDriver': 'Driver {{driver}}',
  'srv.hist.callVehicle': 'Car {{vehicle}}',
  'srv.hist.callDriverVehicle': 'Driver {{driver}} with car {{vehicle}}',
  'srv.hist.callVendor': 'Vendor {{vendor}}',
  'srv.hist.callVendorDriver': 'Vendor {{vendor}}, driver {{name}}',
  'srv.tooManyCalls': 'Too many calls from this address: try again in {{seconds}} seconds',
  // Why an SMS cannot go to a recipient: the preview's `problem`, by its `problemCode`.
  'srv.smsProblem.NO_DRIVER': 'order vehicle {{job}} has no driver assigned: assign one, or send to OTHER with a mobile',
  'srv.smsProblem.DRIVER_NO_MOBILE': 'driver {{driver}} has no mobile number',
  'srv.smsProblem.NO_PASSENGER': 'order vehicle {{job}} has no passenger',
  'srv.smsProblem.PASSENGER_NO_MOBILE': 'no passenger of order vehicle {{job}} has a mobile (paxTel)',
  'srv.smsProblem.NO_CONTACT_TEL': 'the order of order vehicle {{job}} has no contact telephone (contactTel)',
  'srv.smsProblem.OTHER_NEEDS_MOBILE': 'recipient OTHER needs a mobile',
  'srv.smsProblem.NO_MOBILE': 'there is no mobile number',
  'srv.smsProblem.SUFFIX_NO_AT': 'the SMS gateway suffix "{{suffix}}" has no @ (system parameter smsGatewaySuffix)',
  'srv.smsProblem.NOT_DIGITS': 'mobile "{{mobile}}" has characters other than digits, spaces, a leading +, - and parentheses',
  'srv.smsProblem.SHORT_AFTER_CODE': 'mobile "{{mobile}}" has {{digits}} digits after its country code mark: too few for a country code and a number',
  'srv.smsProblem.TOO_FEW_DIGITS': 'mobile "{{mobile}}" has {{digits}} digits: a mobile number needs at least {{min}}',
  'srv.smsProblem.BAD_COUNTRY_CODE': 'the default country code "{{code}}" is not a country code (system parameter smsDefaultCountryCode)',
  'srv.smsProblem.TOO_MANY_DIGITS': 'mobile "{{mobile}}" has {{digits}} digits with its country code: at most {{max}} are possible',
  // A rate extra with a Chinese description only: English shows the band or holiday and its code.
  'srv.price.ownChinese': '{{other}}',
} as const;

export type ServerDispatchKey = keyof typeof serverDispatchEn;

export const serverDispatchZhHK: Record<ServerDispatchKey, string> = {
  'srv.hist.clashOverride': '{{clashes}}',
  'srv.hist.clashNext': '{{first}}；{{rest}}',
  'srv.hist.callDriver': '司機 {{driver}}',
  'srv.hist.callVehicle': '車牌 {{vehicle}}',
  'srv.hist.callDriverVehicle': '司機 {{driver}}，車牌 {{vehicle}}',
  'srv.hist.callVendor': '外判商 {{vendor}}',
  'srv.hist.callVendorDriver': '外判商 {{vendor}}，司機 {{name}}',
  'srv.tooManyCalls': '此地址的請求次數過多：請於 {{seconds}} 秒後再試',
  'srv.smsProblem.NO_DRIVER': '訂單車輛 {{job}} 未指派司機：請先指派，或選「其他」並輸入手提電話號碼',
  'srv.smsProblem.DRIVER_NO_MOBILE': '司機 {{driver}} 沒有手提電話號碼',
  'srv.smsProblem.NO_PASSENGER': '訂單車輛 {{job}} 沒有乘客',
  'srv.smsProblem.PASSENGER_NO_MOBILE': '訂單車輛 {{job}} 的乘客都沒有手提電話號碼（paxTel）',
  'srv.smsProblem.NO_CONTACT_TEL': '訂單車輛 {{job}} 的訂單沒有聯絡電話（contactTel）',
  'srv.smsProblem.OTHER_NEEDS_MOBILE': '收件人「其他」須輸入手提電話號碼',
  'srv.smsProblem.NO_MOBILE': '沒有手提電話號碼',
  'srv.smsProblem.SUFFIX_NO_AT': '短訊閘道後綴「{{suffix}}」沒有 @（系統參數 smsGatewaySuffix）',
  'srv.smsProblem.NOT_DIGITS': '手提電話號碼「{{mobile}}」含有數字、空格、開頭的 +、- 及括號以外的字元',
  'srv.smsProblem.SHORT_AFTER_CODE': '手提電話號碼「{{mobile}}」在國家代碼標記後只有 {{digits}} 位數字：不足以包含國家代碼及電話號碼',
  'srv.smsProblem.TOO_FEW_DIGITS': '手提電話號碼「{{mobile}}」只有 {{digits}} 位數字：最少須有 {{min}} 位',
  'srv.smsProblem.BAD_COUNTRY_CODE': '預設國家代碼「{{code}}」不是有效的國家代碼（系統參數 smsDefaultCountryCode）',
  'srv.smsProblem.TOO_MANY_DIGITS': '手提電話號碼「{{mobile}}」連國家代碼有 {{digits}} 位數字：最多只可有 {{max}} 位',
  'srv.price.ownChinese': '{{name}}',
};
