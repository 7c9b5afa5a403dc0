import { RESOURCES } from '@limo/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vehicles, vehicleTypes } from '../../db/schema/index.js';
import type { ChildSpec } from '../../engine/aggregate.js';
import type { Principal } from '../../engine/auth.js';
import { toWire } from '../../engine/hal.js';
import { type ListQuery, paginate } from '../../engine/query.js';
import type { CollectionStore } from '../../engine/store.js';
import { handListSpec } from './hand-list-spec.js';
import type { Resequence } from './vehicles.schemas.js';

/** A vehicle type's child lists, saved and read with it. */
export const vehicleTypeChildren = (stores: Record<string, CollectionStore>): ChildSpec[] => [
  { store: stores.vehicleTypeBranches, foreignKey: 'vehicleTypeId' },
  { store: stores.vehicleTypeMaps, foreignKey: 'vehicleTypeId' },
];

export const vehicleTypeEnquirySpec = handListSpec(RESOURCES.vehicleTypes, vehicleTypes, {
  search: [vehicleTypes.vehicleType, vehicleTypes.vehicleTypeDescEng, vehicleTypes.vehicleTypeDescChi],
});
export const vehiclePickSpec = handListSpec(RESOURCES.vehicles, vehicles, {
  filters: { vehicleTypeId: { kind: 'id', column: vehicles.vehicleTypeId } },
  search: [vehicles.licensePlateNo, vehicles.chinaPlateNo, vehicles.make, vehicles.model],
});

/** Vehicle types of the user's branches with the codes of those branches. */
export async function vehicleTypeEnquiry(db: Db, types: CollectionStore, q: ListQuery, principal: Principal) {
  // The codes of the user's own branches only: links to other branches are not theirs to see.
  const branchCodes = sql<string>`coalesce((select string_agg(b.branch_code, ', ' order by b.branch_code) from vehicle_type_branches vtb join branches b on b.id = vtb.branch_id where vtb.vehicle_type_id = vehicle_types.id and ${inArray(sql`vtb.branch_id`, principal.branches)}), '')`;
  const where = and(types.scope(principal), ...q.where);
  const rows = await paginate(
    db
      .select({ row: vehicleTypes, branchCodes })
      .from(vehicleTypes)
      .where(where)
      .orderBy(...q.orderBy)
      .$dynamic(),
    q,
  );
  const total = q.paged ? (await db.select({ n: count() }).from(vehicleTypes).where(where))[0].n : rows.length;
  return { items: rows.map((r) => ({ ...toWire(types.def, r.row as never), branchCodes: r.branchCodes })), total };
}

/** New display sequences of vehicle types, in one transaction. */
export function resequenceVehicleTypes(db: Db, types: CollectionStore, input: Resequence, principal: Principal) {
  return db.transaction(async (tx) => {
    const out = [];
    for (const { id, displaySeq } of input.vehicleTypes) out.push(toWire(types.def, await types.update(tx, id, { displaySeq }, principal)));
    return out;
  });
}

/** Active vehicles of the selected branch, with their type's code and capacity. */
export async function vehiclePickList(db: Db, q: ListQuery, principal: Principal) {
  const where = and(eq(vehicles.branchId, principal.selectedBranchId), eq(vehicles.vehicleStatus, 'A'), ...q.where);
  const rows = await paginate(
    db
      .select({ row: vehicles, vehicleType: vehicleTypes.vehicleType, maxCapacity: vehicleTypes.maxCapacity })
      .from(vehicles)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
      .where(where)
      .orderBy(...q.orderBy)
      .$dynamic(),
    q,
  );
  const total = q.paged ? (await db.select({ n: count() }).from(vehicles).where(where))[0].n : rows.length;
  return { items: rows.map((r) => ({ ...toWire(RESOURCES.vehicles, r.row as never), vehicleType: r.vehicleType, maxCapacity: r.maxCapacity })), total };
}
