/* Texts of the client portal (issue 33): h3's part. Server texts are srv.portal.* keys, page texts portal.* keys. */

export const portalBookingEn = {} as const;

export const portalBookingZhHK: Record<keyof typeof portalBookingEn, string> = {};
