/* Texts of the client portal (issue 33): h1's part. Server texts are srv.portal.* keys, page texts portal.* keys. */

export const portalIdentityEn = {} as const;

export const portalIdentityZhHK: Record<keyof typeof portalIdentityEn, string> = {};
