/* Server texts of the client portal (issue 33): srv.portal.* keys of this part. */

export const serverPortalBookingEn = {} as const;

export const serverPortalBookingZhHK: Record<keyof typeof serverPortalBookingEn, string> = {};
