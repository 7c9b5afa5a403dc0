import { createHash, randomBytes } from 'node:crypto';

// Access tokens are the engine's (engine/tokens.ts); refresh tokens belong to sign-in alone.
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
