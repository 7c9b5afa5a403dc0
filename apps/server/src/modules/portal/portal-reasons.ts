import { renderServerText, srvText } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/*
 * A cancel needs a cancel reason (docs/ordering.md): the portal's two, made on first use and found by
 * their codes; the words of the booker or the operator are kept on portal_orders.reason.
 */
const REASONS = {
  cancel: { code: 'PORTAL', key: 'srv.portal.cancelledByBooker' },
  reject: { code: 'PORTALREJ', key: 'srv.portal.rejectedByOperator' },
} as const;

export async function cancelReasonId(db: Db, kind: keyof typeof REASONS): Promise<number> {
  const { code, key } = REASONS[kind];
  const found = async () =>
    (await db.execute<{ id: number }>(sql`select id from cancel_reasons where lower(cancel_reason_code) = lower(${code}) order by id limit 1`)).rows[0];
  const row = await found();
  if (row) return Number(row.id);
  await db.execute(sql`insert into cancel_reasons (cancel_reason_code, cancel_reason_desc_eng, cancel_reason_desc_chi, display_seq)
    values (${code}, ${renderServerText('en', srvText(key))}, ${renderServerText('zh-HK', srvText(key))}, 900) on conflict do nothing`);
  return Number((await found())?.id);
}
