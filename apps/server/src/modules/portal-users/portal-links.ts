import { randomBytes } from 'node:crypto';
import { RESOURCES, renderServerText, srvText } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { clientUserTokens } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../engine/errors.js';
import { queueMessage } from '../messages/outbox.js';
import { hashToken } from '../security/tokens.js';

/** How long an invitation or a reset link works. */
export const LINK_HOURS = 72;

export type LinkPurpose = 'INVITE' | 'RESET';

type LinkUser = {
  id: number;
  username: string;
  name: string;
  email: string | null;
  language: string;
  record_status: string;
  client_id: number;
  client_name: string;
  client_name_chi: string | null;
  portal_enabled: number;
};

async function linkUser(ex: Db | Tx, clientUserId: number): Promise<LinkUser | undefined> {
  const { rows } = await ex.execute<LinkUser>(sql`
    select u.id, u.username, u.name, u.email, u.language, u.record_status, u.client_id,
      c.client_name_eng as client_name, c.client_name_chi, c.portal_enabled
    from client_users u join clients c on c.id = u.client_id where u.id = ${clientUserId}`);
  return rows[0];
}

/**
 * Writes a one-time link (only its SHA-256 is kept) and queues the mail holding it, in the user's
 * language, in the caller's transaction: the mail exists exactly when the link does.
 */
export async function issueLink(tx: Tx, clientUserId: number, purpose: LinkPurpose, base: string) {
  const user = await linkUser(tx, clientUserId);
  if (!user?.email) return;
  const token = randomBytes(32).toString('base64url');
  await tx.insert(clientUserTokens).values({ tokenHash: hashToken(token), clientUserId, purpose, expiresDt: new Date(Date.now() + LINK_HOURS * 3600_000) });
  const language = user.language === 'zh-HK' ? 'zh-HK' : 'en';
  const client = language === 'zh-HK' ? (user.client_name_chi ?? user.client_name) : user.client_name;
  const params = { name: user.name, username: user.username, client, link: `${base}/portal/accept?token=${token}` };
  const say = (key: Parameters<typeof srvText>[0]) => renderServerText(language, srvText(key, params));
  await queueMessage(tx, {
    kind: purpose,
    channel: 'EMAIL',
    to: user.email,
    toName: user.name,
    language,
    subject: say(purpose === 'INVITE' ? 'srv.portal.inviteSubject' : 'srv.portal.resetSubject'),
    text: say(purpose === 'INVITE' ? 'srv.portal.inviteBody' : 'srv.portal.resetBody'),
    clientId: Number(user.client_id),
    clientUserId,
  });
}

/** The operator invites a portal user: active, with an email, of a portal-enabled client; else a 400 saying which. */
export async function inviteClientUser(db: Db, clientUserId: number, base: string) {
  await db.transaction(async (tx) => {
    const user = await linkUser(tx, clientUserId);
    if (!user) throw notFound(srvText('srv.notFound', { what: RESOURCES.clientUsers.label, id: clientUserId }));
    const name = `${user.name} (${user.username})`;
    if (user.record_status !== 'A') throw badRequest(srvText('srv.portal.inviteInactive', { name })).withCode('INVITE_INACTIVE');
    if (!user.email) throw badRequest(srvText('srv.portal.inviteNoEmail', { name }), undefined, [{ field: 'email', value: null }]).withCode('INVITE_NO_EMAIL');
    if (Number(user.portal_enabled) !== 1) {
      const client = { en: user.client_name, zh: user.client_name_chi ?? user.client_name };
      throw badRequest(srvText('srv.portal.inviteNotEnabled', { client })).withCode('INVITE_PORTAL_OFF');
    }
    await issueLink(tx, clientUserId, 'INVITE', base);
  });
}
