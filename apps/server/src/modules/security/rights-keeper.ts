import { type Right, srvText } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { staffRights } from '../../engine/auth.js';
import { HttpError } from '../../engine/errors.js';

/** Who holds both may give every right back: a change never leaves no active staff member with them (issue 31). */
export const KEEPER_RIGHTS: readonly Right[] = ['USERGROUP', 'MODULE'];

/** Run last in the transaction of a change to rights, groups, modules or staff: refuses it (409) when no keeper is left. */
export async function requireRightsKeeper(tx: Tx) {
  const keepers = sql.join(
    KEEPER_RIGHTS.map((r) => sql`${r}`),
    sql`, `,
  );
  const result = await tx.execute<{ kept: boolean }>(sql`
    select exists (
      select 1 from staffs s
      where s.record_status = 'A'
        and (select count(*) from (${staffRights(sql`s.id`)}) held where held.module_code in (${keepers})) = ${KEEPER_RIGHTS.length}
    ) as kept`);
  if (!result.rows[0]?.kept) {
    const error = new HttpError(409, srvText('srv.sec.lastKeeper', { rights: KEEPER_RIGHTS.join(', ') }));
    error.code = 'LAST_RIGHTS_KEEPER';
    throw error;
  }
}
