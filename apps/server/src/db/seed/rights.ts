import { RIGHTS } from '@limo/domain';
import type { Db } from '../client.js';
import { modules } from '../schema/index.js';

/** Every right code exists as a module, on every start (new codes arrive with new releases). */
export async function syncRightModules(db: Db) {
  await db
    .insert(modules)
    .values(Object.entries(RIGHTS).map(([moduleCode, moduleDesc]) => ({ moduleCode, moduleDesc })))
    .onConflictDoNothing(); // any case of a code already there: lower(module_code) is unique
}
