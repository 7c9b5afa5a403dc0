import { serverTextEn, serverTextZhHK } from '@limo/domain';
import type { Db } from '../client.js';
import { smses } from '../schema/index.js';

/*
 * The SMS templates of the client portal's messages (issue 33, docs/portal.md "Messages"): one row per
 * kind, its English and Chinese body, edited by staff on the SMS template screen. Added on every start
 * when missing (by code, any case), never overwritten, as the system parameters are.
 */

export const PORTAL_TEMPLATE_KINDS = ['CONFIRMED', 'REJECTED', 'ASSIGNED', 'ON_THE_WAY', 'ARRIVED'] as const;
export type PortalTemplateKind = (typeof PORTAL_TEMPLATE_KINDS)[number];

/** The template code of a kind: PORTAL_CONFIRMED. */
export const portalTemplateCode = (kind: PortalTemplateKind) => `PORTAL_${kind}`;

/** The first body of a kind in a language: also what a message says when its template is gone or empty. */
export const defaultPortalBody = (kind: PortalTemplateKind, lang: 'en' | 'zh-HK') =>
  (lang === 'zh-HK' ? serverTextZhHK : serverTextEn)[`srv.portal.msg.body.${kind}`];

export const portalTemplateRows = () =>
  PORTAL_TEMPLATE_KINDS.map((kind) => ({
    smsCode: portalTemplateCode(kind),
    smsDescEng: serverTextEn[`srv.portal.msg.desc.${kind}`],
    recipient: 'CONTACT',
    bodyEng: defaultPortalBody(kind, 'en'),
    bodyChi: defaultPortalBody(kind, 'zh-HK'),
  }));

export async function syncPortalTemplates(db: Db) {
  await db.insert(smses).values(portalTemplateRows()).onConflictDoNothing(); // lower(sms_code) is unique
}
