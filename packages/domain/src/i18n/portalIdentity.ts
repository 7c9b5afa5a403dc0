/* Texts of the client portal (issue 33): portal users, stored passengers and places on the client screen. */

export const portalIdentityEn = {
  // The client screen's lists of the portal (the tabs of a client).
  'list.clientUsers': 'Portal Users',
  'list.clientPassengers': 'Stored Passengers',
  'list.clientPlaces': 'Stored Places',
  // A portal user's invitation (the operator's side).
  'portal.invite.button': 'Send Invitation',
  'portal.invite.confirm':
    'Mail {{name}} ({{email}}) a link to set a password for the client portal?\nThe link works once, for 72 hours; sending again makes a new link.',
  'portal.invite.noEmail': 'Add an email address and save before sending an invitation.',
  'portal.invite.sent': 'Invitation sent to {{email}}',
} as const;

export const portalIdentityZhHK: Record<keyof typeof portalIdentityEn, string> = {
  'list.clientUsers': '客戶平台用戶',
  'list.clientPassengers': '常用乘客',
  'list.clientPlaces': '常用地點',
  'portal.invite.button': '發出邀請',
  'portal.invite.confirm': '以電郵把設定客戶平台密碼的連結寄給{{name}}（{{email}}）？\n連結只可使用一次，72 小時內有效；再次發出會產生新連結。',
  'portal.invite.noEmail': '請先填寫電郵地址並儲存，再發出邀請。',
  'portal.invite.sent': '邀請已寄往 {{email}}',
};
