/* Texts of the client portal (issue 33): h2's part. Server texts are srv.portal.* keys, page texts portal.* keys. */

export const portalMessagesEn = {} as const;

export const portalMessagesZhHK: Record<keyof typeof portalMessagesEn, string> = {};
