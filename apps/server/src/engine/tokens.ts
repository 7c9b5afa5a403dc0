import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** Staff access tokens: signed by the sign-in module, checked by the engine on every request. */
export const STAFF_AUDIENCE = 'limo-staff';
const ISSUER = 'limo';
const MAX_ID = 2_147_483_647; // staff ids are PostgreSQL integers
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  staffId: number;
  sessionId: string;
}

/** `issuedAt` (seconds) fixes the token, so the same rotation can be answered twice with the same token. */
export function signAccessToken(claims: AccessClaims, secret: Uint8Array, seconds: number, issuedAt = Math.floor(Date.now() / 1000)): Promise<string> {
  return sign({ sid: claims.sessionId }, claims.staffId, STAFF_AUDIENCE, secret, seconds, issuedAt);
}

/** An HS256 token of this issuer for one audience: staff and driver tokens differ only in audience and claims. */
function sign(claims: Record<string, unknown>, subject: number, audience: string, secret: Uint8Array, seconds: number, issuedAt: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject))
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + seconds)
    .sign(secret);
}

// Tokens already verified (staff and driver alike), until they expire: the signature check is the costliest step of a request.
const verified = new Map<string, { claims: unknown; exp: number; secret: Uint8Array }>();

/**
 * The claims of a valid token of this issuer and `audience`; undefined for a bad signature, `alg:
 * none`, another audience, expiry, a subject that is not a positive integer id, or claims `read`
 * refuses.
 */
async function verify<C>(token: string, secret: Uint8Array, audience: string, read: (payload: JWTPayload, subject: number) => C | undefined) {
  const key = `${audience}\0${token}`;
  const hit = verified.get(key);
  if (hit && hit.secret === secret && hit.exp > Date.now() / 1000) return hit.claims as C;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience });
    const subject = typeof payload.sub === 'string' && /^[1-9][0-9]{0,9}$/.test(payload.sub) ? Number(payload.sub) : NaN;
    if (!(subject <= MAX_ID) || typeof payload.exp !== 'number') return undefined;
    const claims = read(payload, subject);
    if (claims === undefined) return undefined;
    if (verified.size > 10_000) verified.clear();
    verified.set(key, { claims, exp: payload.exp, secret });
    return claims;
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return undefined;
    throw err;
  }
}

/** A staff access token's claims: a staff member (a positive integer) and a session (a UUID). */
export function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | undefined> {
  return verify(token, secret, STAFF_AUDIENCE, (p, staffId) => (typeof p.sid === 'string' && UUID.test(p.sid) ? { staffId, sessionId: p.sid } : undefined));
}

/** Driver tokens (issue 11): the driver app page's own audience, never accepted where staff tokens are, and back. */
export const DRIVER_AUDIENCE = 'limo-driver';

export interface DriverClaims {
  driverId: number;
  driverAuthId: number;
}

export function signDriverToken(claims: DriverClaims, secret: Uint8Array, seconds: number): Promise<string> {
  return sign({ aid: claims.driverAuthId }, claims.driverId, DRIVER_AUDIENCE, secret, seconds, Math.floor(Date.now() / 1000));
}

/** The claims of a valid driver token; undefined for anything else (a staff token included). */
export function verifyDriverToken(token: string, secret: Uint8Array): Promise<DriverClaims | undefined> {
  return verify(token, secret, DRIVER_AUDIENCE, (p, driverId) =>
    typeof p.aid === 'number' && Number.isInteger(p.aid) && p.aid >= 1 ? { driverId, driverAuthId: p.aid } : undefined,
  );
}

/** Portal tokens (issue 33): the client portal's own audience, refused on staff and driver routes, and staff and driver tokens refused on its routes. */
export const PORTAL_AUDIENCE = 'limo-portal';

export interface PortalClaims {
  clientUserId: number;
  sessionId: string;
}

export function signPortalToken(claims: PortalClaims, secret: Uint8Array, seconds: number): Promise<string> {
  return sign({ sid: claims.sessionId }, claims.clientUserId, PORTAL_AUDIENCE, secret, seconds, Math.floor(Date.now() / 1000));
}

/** The claims of a valid portal token; undefined for anything else (staff and driver tokens included). */
export function verifyPortalToken(token: string, secret: Uint8Array): Promise<PortalClaims | undefined> {
  return verify(token, secret, PORTAL_AUDIENCE, (p, clientUserId) =>
    typeof p.sid === 'string' && UUID.test(p.sid) ? { clientUserId, sessionId: p.sid } : undefined,
  );
}
