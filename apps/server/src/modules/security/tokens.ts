import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const STAFF_AUDIENCE = 'limo-staff';
const ISSUER = 'limo';

export interface AccessClaims {
  staffId: number;
  sessionId: string;
}

export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, seconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.staffId))
    .setIssuer(ISSUER)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(secret);
}

// Tokens already verified, until they expire: the signature check is the costliest step of a request.
const verified = new Map<string, { claims: AccessClaims; exp: number; secret: Uint8Array }>();

/** The claims of a valid staff access token; undefined for a bad signature, `alg: none`, a wrong audience or expiry. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | undefined> {
  const hit = verified.get(token);
  if (hit && hit.secret === secret && hit.exp > Date.now() / 1000) return hit.claims;
  const claims = await verifySignature(token, secret);
  if (claims) {
    if (verified.size > 10_000) verified.clear();
    verified.set(token, claims);
    return claims.claims;
  }
  return undefined;
}

async function verifySignature(token: string, secret: Uint8Array) {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: STAFF_AUDIENCE });
    const staffId = Number(payload.sub);
    if (!Number.isInteger(staffId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return undefined;
    return { claims: { staffId, sessionId: payload.sid }, exp: payload.exp, secret };
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return undefined;
    throw err;
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
