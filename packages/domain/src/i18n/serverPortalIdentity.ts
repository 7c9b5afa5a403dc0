/* Server texts of the client portal (issue 33): srv.portal.* keys of this part. */

export const serverPortalIdentityEn = {} as const;

export const serverPortalIdentityZhHK: Record<keyof typeof serverPortalIdentityEn, string> = {};
