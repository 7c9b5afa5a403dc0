/* The client portal's sign-in refusals (issue 33): a portal token on portal routes only. */

export const serverPortalAuthEn = {
  'srv.portal.noToken': 'Sign in first: no portal token was sent',
  'srv.portal.tokenInvalid': 'Sign in again: the portal token is expired or not valid',
  'srv.portal.inactive': 'Sign in again: this portal login is no longer active',
} as const;

export const serverPortalAuthZhHK: Record<keyof typeof serverPortalAuthEn, string> = {
  'srv.portal.noToken': '請先登入：沒有送出客戶平台登入憑證',
  'srv.portal.tokenInvalid': '請重新登入：客戶平台登入憑證已過期或無效',
  'srv.portal.inactive': '請重新登入：此客戶平台登入已停用',
};
