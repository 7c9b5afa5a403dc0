import { srvText } from '@limo/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { branches, vehicleTypeBranches, vehicleTypes } from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, forbidden } from '../../engine/errors.js';
import type { StoreOptions } from '../../engine/store.js';

/*
 * Vehicle types are shared by the branches they are linked to (vehicleTypeBranches). A user sees
 * the types linked to any of their branches (spec section 6: none without branches), only the
 * links to their own branches, and only the partner maps of the types they see. Nobody links a
 * type to a branch that is not theirs, takes a type they do not see into their branch, or puts
 * a vehicle on a type its branch does not use.
 */

/** Ids of the types with a link that meets the condition. */
const typesWhere = (condition: SQL) => sql`(select ${vehicleTypeBranches.vehicleTypeId} from ${vehicleTypeBranches} where ${condition})`;
export const typesOf = (principal: Principal) => typesWhere(inArray(vehicleTypeBranches.branchId, principal.branches));
export const typesTemplate = () => typesWhere(sql`${vehicleTypeBranches.branchId} = any(${sql.placeholder('branches')})`);

/** Limits a collection by its vehicle type: those the user sees. */
export const byVisibleType = (field: string): Pick<StoreOptions, 'scope' | 'scopeTemplate'> => ({
  scope: (principal, columns) => (principal.branches.length ? inArray(columns[field], typesOf(principal)) : sql`false`),
  scopeTemplate: (columns) => inArray(columns[field], typesTemplate()),
});

/**
 * The type may be used by this user: linked to one of their branches, or to no branch at all
 * (a save that replaces all of a type's links removes the old ones before adding the new).
 */
export async function checkTypeVisible(tx: Tx, typeId: unknown, principal: Principal) {
  if (typeof typeId !== 'number') return;
  const links = await tx.select({ branchId: vehicleTypeBranches.branchId }).from(vehicleTypeBranches).where(eq(vehicleTypeBranches.vehicleTypeId, typeId));
  if (links.length && !links.some((l) => principal.branches.includes(l.branchId))) {
    throw badRequest(srvText('srv.files.typeNotYours', { id: typeId }), undefined, [{ field: 'vehicleTypeId', value: typeId }]);
  }
}

export const vehicleTypeOptions: StoreOptions = {
  ...byVisibleType('id'),
  hooks: {
    // A new type is linked to the branch it was created in, so its creator sees it.
    afterCreate: async (tx, row, principal) => {
      await tx
        .insert(vehicleTypeBranches)
        .values({ vehicleTypeId: row.id, branchId: principal.selectedBranchId, createBy: principal.username, lastUpdateBy: principal.username })
        .onConflictDoNothing();
    },
    // Its branch links belong to it alone; vehicles, maps and discounts still block the delete.
    beforeDelete: async (tx, row) => {
      await tx.delete(vehicleTypeBranches).where(eq(vehicleTypeBranches.vehicleTypeId, row.id));
    },
  },
};

/** A type's link to a branch: seen and written only for the user's own branches. */
export const vehicleTypeBranchOptions: StoreOptions = {
  scope: (principal, columns: Record<string, PgColumn>) => (principal.branches.length ? inArray(columns.branchId, principal.branches) : sql`false`),
  scopeTemplate: (columns) => sql`${columns.branchId} = any(${sql.placeholder('branches')})`,
  checkWrite: async (tx, record, principal) => {
    const branchId = record.branchId as number;
    if (!principal.branches.includes(branchId)) {
      // An unknown branch is left to the reference check (400 naming it).
      const [known] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
      if (known) throw forbidden(srvText('srv.branch.notYours', { id: branchId }));
    }
    await checkTypeVisible(tx, record.vehicleTypeId, principal);
  },
};

/** A partner's name for a type: follows the type. */
export const vehicleTypeMapOptions: StoreOptions = {
  ...byVisibleType('vehicleTypeId'),
  checkWrite: (tx, record, principal) => checkTypeVisible(tx, record.vehicleTypeId, principal),
};

/** A vehicle's type must be one its branch uses. */
export const vehicleOptions: StoreOptions = {
  checkWrite: async (tx, record, _principal, before) => {
    const typeId = record.vehicleTypeId as number;
    if (before && before.vehicleTypeId === typeId) return;
    const [used] = await tx
      .select({ id: vehicleTypeBranches.id })
      .from(vehicleTypeBranches)
      .where(and(eq(vehicleTypeBranches.vehicleTypeId, typeId), eq(vehicleTypeBranches.branchId, record.branchId as number)));
    if (used) return;
    const [type] = await tx.select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.id, typeId));
    if (!type) return; // the reference check names the missing type
    const [branch] = await tx
      .select({ code: branches.branchCode })
      .from(branches)
      .where(eq(branches.id, record.branchId as number));
    throw badRequest(srvText('srv.files.typeNotInBranch', { id: typeId, branch: branch?.code ?? String(record.branchId) }), undefined, [
      { field: 'vehicleTypeId', value: typeId },
    ]);
  },
};

/**
 * A type's branch rows sent without ids that name a branch it is linked to already (as the user
 * sees it) keep that link: the save updates it instead of dropping and re-adding it, so the type
 * never loses the user's branch half-way through the save.
 */
export async function keepBranchLinks(
  tx: Tx,
  typeId: number | undefined,
  body: Record<string, unknown>,
  principal: Principal,
): Promise<Record<string, unknown>> {
  const rows = body.vehicleTypeBranches;
  if (typeId === undefined || !Array.isArray(rows)) return body;
  const links = await tx
    .select({ id: vehicleTypeBranches.id, branchId: vehicleTypeBranches.branchId })
    .from(vehicleTypeBranches)
    .where(and(eq(vehicleTypeBranches.vehicleTypeId, typeId), inArray(vehicleTypeBranches.branchId, principal.branches)));
  const named = new Set(
    rows.map((r) => (r && typeof r === 'object' ? (r as Record<string, unknown>).id : undefined)).filter((v) => v !== undefined && v !== null),
  );
  const free = links.filter((l) => !named.has(l.id));
  const matched = rows.map((r) => {
    if (!r || typeof r !== 'object' || ((r as Record<string, unknown>).id ?? null) !== null) return r;
    const at = free.findIndex((l) => l.branchId === (r as Record<string, unknown>).branchId);
    return at < 0 ? r : { ...(r as object), id: free.splice(at, 1)[0].id };
  });
  return { ...body, vehicleTypeBranches: matched };
}
