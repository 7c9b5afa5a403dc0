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
} as const;

export const errorsZhHK: Record<keyof typeof errorsEn, string> = {
  'error.unknown': '未知錯誤，無法繼續。',
  'error.http': 'HTTP 錯誤 {{status}}',
  'error.status.400': '請求無效',
  'error.status.401': '未獲授權',
  'error.status.404': '找不到',
  'error.status.415': '不支援的內容類型',
  'error.status.500': '伺服器內部錯誤',
};
