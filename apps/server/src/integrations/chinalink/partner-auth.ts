import { srvText } from '@limo/domain';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { partnerKeys } from '../../db/schema/index.js';
import { unauthorized } from '../../engine/errors.js';

/** Keys shorter than this are refused unread: a short key is a guessable key. */
export const PARTNER_KEY_MIN = 32;
const KEY_PREFIX = 'clk_';

/** A new key: 'clk_' and 40 random base64url characters (240 bits). Shown once, stored as its hash. */
export function newPartnerKey(): string {
  return KEY_PREFIX + randomBytes(30).toString('base64url');
}

/** The stored form of a key: sha256, hex. A key is random and long, so no salt or slow hash is needed. */
export function hashPartnerKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The partner behind a call's key. */
export interface PartnerCaller {
  partner: string;
  keyId: number;
}

/** The Bearer key of the call, checked against the stored hashes on every call: a revoked key is refused at once. */
export async function authenticatePartner(request: FastifyRequest, db: Db): Promise<PartnerCaller> {
  const header = request.headers.authorization;
  const key = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!key) throw unauthorized(srvText('srv.cl.sendKey')).withSecurity({ reason: 'no partner key' });
  if (key.length < PARTNER_KEY_MIN) throw unauthorized(srvText('srv.cl.badKey')).withSecurity({ reason: 'partner key too short' });
  const [row] = await db
    .select({ id: partnerKeys.id, partner: partnerKeys.partner })
    .from(partnerKeys)
    .where(and(eq(partnerKeys.keyHash, hashPartnerKey(key)), isNull(partnerKeys.revokedDt)));
  if (!row) throw unauthorized(srvText('srv.cl.revokedKey')).withSecurity({ reason: 'partner key unknown or revoked' });
  return { partner: row.partner, keyId: row.id };
}
