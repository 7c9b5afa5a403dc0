import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * A new data folder holding the run's migrated embedded database (global-setup.ts), without staff: a server
 * started on it migrates nothing and makes its admin from ADMIN_PASSWORD, as on a first start. A copy takes
 * a tenth of a second where PGlite's initdb on disk takes 10 to 18 s on a busy machine.
 */
export function migratedDataFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(inject('pgliteFolder'), 'pg'), join(dir, 'pg'), { recursive: true });
  return dir;
}
