import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { authControls, staffBranches, staffUserGroups } from '../../db/schema/index.js';
import type { CollectionHooks } from '../../engine/collection.js';
import { requireRightsKeeper } from './rights-keeper.js';
import { SecurityService } from './security.service.js';

/** A user group or module leaving the active ones takes its rights away: never the last keeper's (issue 31). */
const keepKeeper = async (tx: Tx, before: Record<string, unknown>, after: Record<string, unknown>) => {
  if (before.recordStatus === 'A' && after.recordStatus !== 'A') await requireRightsKeeper(tx);
};

/** What the security tables need around the generic writes of staff, user groups and modules. */
export function collectionHooks(): Record<string, CollectionHooks> {
  return {
    staffs: {
      // A staff member always works in their home branch.
      afterCreate: async (tx, row) => {
        await tx
          .insert(staffBranches)
          .values({ staffId: row.id, branchId: row.branchId as number })
          .onConflictDoNothing();
      },
      afterUpdate: (tx, before, after) => SecurityService.onStaffUpdated(tx, before, after as typeof after & { branchId: number }),
      // Links belong to the staff alone; sessions (a staff who has signed in) still block the delete.
      beforeDelete: async (tx, row) => {
        await tx.delete(staffBranches).where(eq(staffBranches.staffId, row.id));
        await tx.delete(staffUserGroups).where(eq(staffUserGroups.staffId, row.id));
        await tx.delete(authControls).where(eq(authControls.staffId, row.id));
        await requireRightsKeeper(tx);
      },
    },
    userGroups: {
      // The group's own grants go with it; members still block the delete.
      beforeDelete: async (tx, row) => {
        await tx.delete(authControls).where(eq(authControls.userGroupId, row.id));
        await requireRightsKeeper(tx);
      },
      afterUpdate: keepKeeper,
    },
    modules: { afterUpdate: keepKeeper },
  };
}
