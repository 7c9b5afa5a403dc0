/* Server texts of the client portal (issue 33): srv.portal.* keys of this part. */

export const serverPortalMessagesEn = {} as const;

export const serverPortalMessagesZhHK: Record<keyof typeof serverPortalMessagesEn, string> = {};
