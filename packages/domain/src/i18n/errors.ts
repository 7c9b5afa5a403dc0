/**
 * Texts of the web app's error formatter (spec section 8), spread into en and zh-HK.
 * `error.status.<code>` stands in for the standard status text of the codes whose status line is
 * shown (400, 401, 404, 415, 500); status words the server chose itself are shown as sent.
 */
export const errorsEn = {
  'error.unknown': 'Unknown error. Unable to proceed.',
  'error.http': 'HTTP {{status}}',
  'error.status.400': 'Bad Request',
  'error.status.401': 'Unauthorized',
  'error.status.404': 'Not Found',
  'error.status.415': 'Unsupported Media Type',
  'error.status.500': 'Internal Server Error',
  // A 400's fieldErrors worded by code (the label in the reader's language), never the server's English.
  'error.field.choose': '{{label}}: choose one',
  'error.field.enter': '{{label}}: fill it in',
  'error.field.unknown': '{{label}}: the record chosen (id {{id}}) does not exist here; choose another',
  'error.field.cancelled': '{{label}}: the record chosen is cancelled; choose another',
  'error.field.otherClient': '{{label}}: the record chosen belongs to another client; choose another',
  'error.field.tooLong': '{{label}}: at most {{max}} characters; shorten it',
  'error.field.tooMany': '{{label}}: at most {{max}}; remove some',
  'error.field.tooFew': '{{label}}: add at least {{min}}',
  'error.field.date': '{{label}}: type a date as dd/mm/yyyy',
  'error.field.time': '{{label}}: type a time as hh:mm',
  'error.field.range': '{{label}}: type a whole number from {{min}} to {{max}}',
  'error.field.invalid': '{{label}}: check this value',
  'error.field.inRow': '{{row}}: {{problem}}',
  // The date field's own words on what was typed.
  'date.placeholder': 'dd/mm/yyyy',
  'date.noSuchDay': 'There is no {{day}}/{{month}}/{{year}}: that month has {{days}} days',
  'date.noSuchMonth': 'There is no month {{month}}: months go from 01 to 12',
  'date.yearRange': 'The year must be from 1900 to 2099',
  'date.incomplete': 'Type the date as dd/mm/yyyy',
} as const;

export const errorsZhHK: Record<keyof typeof errorsEn, string> = {
  'error.unknown': '未知錯誤，無法繼續。',
  'error.http': 'HTTP 錯誤 {{status}}',
  'error.status.400': '請求無效',
  'error.status.401': '未獲授權',
  'error.status.404': '找不到',
  'error.status.415': '不支援的內容類型',
  'error.status.500': '伺服器內部錯誤',
  'error.field.choose': '請選擇{{label}}',
  'error.field.enter': '請輸入{{label}}',
  'error.field.unknown': '所選的{{label}}（編號 {{id}}）不存在，請重新選擇',
  'error.field.cancelled': '所選的{{label}}已取消，請重新選擇',
  'error.field.otherClient': '所選的{{label}}屬於其他客戶，請重新選擇',
  'error.field.tooLong': '{{label}}最多 {{max}} 個字，請縮短',
  'error.field.tooMany': '{{label}}最多 {{max}} 項，請刪減',
  'error.field.tooFew': '請最少加入 {{min}} 項{{label}}',
  'error.field.date': '請以 日/月/年（dd/mm/yyyy）輸入{{label}}',
  'error.field.time': '請以 時:分（hh:mm）輸入{{label}}',
  'error.field.range': '{{label}}須為 {{min}} 至 {{max}} 的整數',
  'error.field.invalid': '請檢查{{label}}',
  'error.field.inRow': '{{row}}：{{problem}}',
  'date.placeholder': 'dd/mm/yyyy',
  'date.noSuchDay': '{{year}}年{{month}}月只有 {{days}} 日，沒有 {{day}} 日',
  'date.noSuchMonth': '沒有 {{month}} 月：月份為 01 至 12',
  'date.yearRange': '年份須為 1900 至 2099',
  'date.incomplete': '請以 日/月/年（dd/mm/yyyy）輸入日期',
};
