import { REFUSAL_NAMES, srvText } from '@limo/domain';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { partnerKeys } from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { notFound } from '../../engine/errors.js';
import { CHINALINK } from './outbox.js';
import { hashPartnerKey, newPartnerKey } from './partner-auth.js';

/* The partner's inbound keys (docs/partner-feed.md): several at once for rotation, each revocable, never stored in clear. */

export const PARTNERS = [CHINALINK] as const;

export const issueKeyBody = z.strictObject({ partner: z.enum(PARTNERS, { error: `must be one of ${PARTNERS.join(', ')}` }) }, { error: 'must be an object' });
export const revokeKeyBody = z.strictObject(
  {
    keyId: z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more').max(2_147_483_647, 'is beyond the id range'),
  },
  { error: 'must be an object' },
);
export const issuedKeyAnswer = z.object({ keyId: z.number().int(), key: z.string().describe('the key, shown this once: only its hash is kept') });
export const partnerKeyRow = z.object({
  keyId: z.number().int(),
  partner: z.string(),
  keyPrefix: z.string().describe('the first characters of the key, to tell keys apart'),
  createDt: z.string(),
  createBy: z.string(),
  revokedDt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export const partnerKeyRows = z.array(partnerKeyRow);

const rowOf = (r: typeof partnerKeys.$inferSelect) => ({
  keyId: r.id,
  partner: r.partner,
  keyPrefix: r.keyPrefix,
  createDt: r.createDt.toISOString(),
  createBy: r.createBy,
  revokedDt: r.revokedDt?.toISOString() ?? null,
  revokedBy: r.revokedBy ?? null,
});

/** issuePartnerKey: a new key for the partner; the answer is the only place the key ever appears. */
export async function issuePartnerKey(db: Db, { partner }: z.output<typeof issueKeyBody>, principal: Principal) {
  const key = newPartnerKey();
  const [row] = await db
    .insert(partnerKeys)
    .values({ partner, keyPrefix: key.slice(0, 8), keyHash: hashPartnerKey(key), createBy: principal.username, lastUpdateBy: principal.username })
    .returning({ id: partnerKeys.id });
  return { keyId: row.id, key };
}

/** revokePartnerKey: the key stops working on the next call; revoking a revoked key answers it as it is. */
export async function revokePartnerKey(db: Db, { keyId }: z.output<typeof revokeKeyBody>, principal: Principal) {
  const [current] = await db.select().from(partnerKeys).where(eq(partnerKeys.id, keyId));
  if (!current) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.partnerKey, id: keyId }));
  if (current.revokedDt) return rowOf(current);
  const [row] = await db
    .update(partnerKeys)
    .set({ revokedDt: new Date(), revokedBy: principal.username, lastUpdateBy: principal.username, lastUpdateDt: new Date(), version: current.version + 1 })
    .where(eq(partnerKeys.id, keyId))
    .returning();
  return rowOf(row);
}

/** The keys of every partner, oldest first, without their hashes. */
export async function listPartnerKeys(db: Db) {
  return (await db.select().from(partnerKeys).orderBy(asc(partnerKeys.id))).map(rowOf);
}
