import { RESOURCES, srvText } from '@limo/domain';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { parseBody } from '../../engine/collection.js';
import { mapDbError } from '../../engine/db-errors.js';
import { badRequest } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import type { CollectionStore } from '../../engine/store.js';
import { splitId } from './rate-card.service.js';
import { natureIdsBody } from './rate-card.schemas.js';

/* Other allowance groups and natures (issue 16 rule 7): a group saved with the natures linked to it. */

const maps = t.allowanceOtherGroupNatureMaps;

export class OtherGroupService {
  constructor(
    private readonly db: Db,
    private readonly stores: Record<string, CollectionStore>,
  ) {}

  private async natureIdsOf(ex: Db | Tx, groupId: number) {
    const rows = await ex
      .select({ natureId: maps.allowanceOtherGroupNatureId })
      .from(maps)
      .where(eq(maps.allowanceOtherGroupId, groupId))
      .orderBy(asc(maps.allowanceOtherGroupNatureId));
    return rows.map((r) => r.natureId);
  }

  /** POST upsertAllowanceOtherGroup: the group and, in the same transaction, its natures replaced by natureIds. */
  async upsertGroup(body: unknown, principal: Principal) {
    const { id, fields } = splitId(body);
    const { natureIds: rawIds, ...groupFields } = fields;
    const natureIds = [...new Set(parseBody(undefined, natureIdsBody, { natureIds: rawIds ?? [] }).natureIds)];
    const store = this.stores.allowanceOtherGroups;
    return mapDbError(store.def, () =>
      this.db.transaction(async (tx) => {
        const group = id === undefined ? await store.create(tx, groupFields, principal) : await store.update(tx, id, groupFields, principal);
        const found = new Set(
          natureIds.length
            ? (
                await tx
                  .select({ id: t.allowanceOtherGroupNatures.id })
                  .from(t.allowanceOtherGroupNatures)
                  .where(inArray(t.allowanceOtherGroupNatures.id, natureIds))
              ).map((n) => n.id)
            : [],
        );
        const unknown = natureIds.filter((n) => !found.has(n));
        if (unknown.length) {
          const messages = unknown.map((n) => srvText('srv.noSuchRef', { field: 'natureIds', what: RESOURCES.allowanceOtherGroupNatures.label, id: n }));
          throw badRequest(
            messages[0],
            messages,
            unknown.map((value) => ({ field: 'natureIds', value })),
          );
        }
        await tx
          .delete(maps)
          .where(and(eq(maps.allowanceOtherGroupId, group.id), natureIds.length ? notInArray(maps.allowanceOtherGroupNatureId, natureIds) : undefined));
        if (natureIds.length) {
          await tx
            .insert(maps)
            .values(
              natureIds.map((natureId) => ({
                allowanceOtherGroupId: group.id,
                allowanceOtherGroupNatureId: natureId,
                createBy: principal.username,
                lastUpdateBy: principal.username,
              })),
            )
            .onConflictDoNothing();
        }
        return { created: id === undefined, row: { ...toWire(store.def, group), natureIds: await this.natureIdsOf(tx, group.id) } };
      }),
    );
  }

  /** POST upsertAllowanceOtherGroupNature. */
  async upsertNature(body: unknown, principal: Principal) {
    const { id, fields } = splitId(body);
    const store = this.stores.allowanceOtherGroupNatures;
    return mapDbError(store.def, () =>
      this.db.transaction(async (tx) => {
        const row = id === undefined ? await store.create(tx, fields, principal) : await store.update(tx, id, fields, principal);
        return { created: id === undefined, row: toWire(store.def, row) };
      }),
    );
  }

  /** GET allowanceOtherGroupNature/{id}. */
  async nature(id: number, principal: Principal) {
    const store = this.stores.allowanceOtherGroupNatures;
    return toWire(store.def, await store.findOne(this.db, id, principal));
  }
}
