/* Server texts of the client portal (issue 33): srv.portal.* keys of this part (who signs in, stored passengers and places). */

export const serverPortalIdentityEn = {
  'srv.portal.linkGone': 'This link was already used or has expired: ask for a new one',
  'srv.portal.adminOnly': "Only the client's portal administrators may do this",
  'srv.portal.inviteNoEmail': '{{name}} has no email address: add one before sending an invitation',
  'srv.portal.inviteInactive': '{{name}} is not active: activate the portal user before sending an invitation',
  'srv.portal.inviteNotEnabled': 'The client portal is not enabled for {{client}}: turn on Portal Enabled first',
  'srv.portal.placeNeedsZone': 'A stored place with an address needs its zone',
  'srv.portal.inviteSubject': 'Your invitation to the limousine booking portal',
  'srv.portal.inviteBody':
    'Dear {{name}},\n\nYou are invited to book and follow your trips on the limousine booking portal for {{client}}.\nYour username: {{username}}\n\nChoose your password here (the link works once, for 72 hours):\n{{link}}',
  'srv.portal.resetSubject': 'Reset your booking portal password',
  'srv.portal.resetBody':
    'Dear {{name}},\n\nSomeone asked to reset the password of your booking portal login {{username}}.\nChoose a new password here (the link works once, for 72 hours):\n{{link}}\n\nIf it was not you, ignore this message: your password stays as it is.',
} as const;

export const serverPortalIdentityZhHK: Record<keyof typeof serverPortalIdentityEn, string> = {
  'srv.portal.linkGone': '此連結已使用或已過期：請索取新連結',
  'srv.portal.adminOnly': '只有客戶的平台管理員可以進行此操作',
  'srv.portal.inviteNoEmail': '{{name}}沒有電郵地址：請先填寫電郵再發出邀請',
  'srv.portal.inviteInactive': '{{name}}並非有效用戶：請先啟用此平台用戶再發出邀請',
  'srv.portal.inviteNotEnabled': '{{client}}未啟用客戶平台：請先啟用客戶平台',
  'srv.portal.placeNeedsZone': '以地址記錄的常用地點須填寫區域',
  'srv.portal.inviteSubject': '豪華轎車訂車平台邀請',
  'srv.portal.inviteBody':
    '{{name}}您好：\n\n誠邀您使用豪華轎車訂車平台，為{{client}}預訂及查看行程。\n您的用戶名稱：{{username}}\n\n請按以下連結設定密碼（連結只可使用一次，72 小時內有效）：\n{{link}}',
  'srv.portal.resetSubject': '重設豪華轎車訂車平台密碼',
  'srv.portal.resetBody':
    '{{name}}您好：\n\n有人要求重設您的訂車平台登入 {{username}} 的密碼。\n請按以下連結設定新密碼（連結只可使用一次，72 小時內有效）：\n{{link}}\n\n如非您本人提出，請忽略此訊息，您的密碼維持不變。',
};
