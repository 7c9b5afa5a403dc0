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

/** The claims of a valid staff access token; undefined for a bad signature, `alg: none`, a wrong audience or expiry. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: STAFF_AUDIENCE });
    const staffId = Number(payload.sub);
    if (!Number.isInteger(staffId) || typeof payload.sid !== 'string') return undefined;
    return { staffId, sessionId: payload.sid };
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return undefined;
    throw err;
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
