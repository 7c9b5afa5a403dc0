import { eq, inArray, sql } from 'drizzle-orm';
import { vehicleTypeBranches } from '../../db/schema/index.js';
import type { StoreOptions } from '../../engine/store.js';

/**
 * Vehicle types are seen only through the user's branches (spec section 6: none without
 * branches); a new one is linked to the branch it was created in, so its creator sees it.
 */
export const vehicleTypeOptions: StoreOptions = {
  scope: (principal, columns) =>
    principal.branches.length
      ? inArray(columns.id, sql`(select ${vehicleTypeBranches.vehicleTypeId} from ${vehicleTypeBranches} where ${inArray(vehicleTypeBranches.branchId, principal.branches)})`)
      : sql`false`,
  scopeTemplate: (columns) =>
    inArray(columns.id, sql`(select ${vehicleTypeBranches.vehicleTypeId} from ${vehicleTypeBranches} where ${vehicleTypeBranches.branchId} = any(${sql.placeholder('branches')}))`),
  hooks: {
    afterCreate: async (tx, row, principal) => {
      await tx.insert(vehicleTypeBranches).values({ vehicleTypeId: row.id, branchId: principal.selectedBranchId, createBy: principal.username, lastUpdateBy: principal.username }).onConflictDoNothing();
    },
    // Its branch links belong to it alone; vehicles, maps and discounts still block the delete.
    beforeDelete: async (tx, row) => {
      await tx.delete(vehicleTypeBranches).where(eq(vehicleTypeBranches.vehicleTypeId, row.id));
    },
  },
};
