import { createHash, createHmac, randomBytes } from 'node:crypto';

// Access tokens are the engine's (engine/tokens.ts); refresh tokens belong to sign-in alone.
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The token a refresh token is rotated to: derived, not drawn, so a second use within the grace
 * window gets the same successor without any token being stored. Needs the server's secret.
 */
export const successorToken = (token: string, secret: Uint8Array) =>
  createHmac('sha256', secret).update('limo-refresh-successor\0').update(token).digest('base64url');
