import type { Config } from '../config.js';
import { type Database, migrate, openPglite, openPostgres } from '../db/client.js';
import { bootstrapAdmin } from './bootstrap.js';
import { loadDemoData } from '../demo/demo.js';
import { refreshDemoPositions } from '../demo/demo-positions.js';
import { syncSystemParameters } from '../db/seed/parameters.js';
import { syncPortalTemplates } from '../db/seed/portal-templates.js';
import { syncRightModules } from '../db/seed/rights.js';

/** Opens the configured database, brings its schema up to date and seeds what a first start needs. */
export async function prepareDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl, config.pool) : await openPglite(config.dataDir);
  try {
    // Instances starting at once on one database: the first migrates and seeds, the others then find it done.
    await database.exclusive(async () => {
      await migrateUnhurried(database, config);
      await syncRightModules(database.db);
      await syncSystemParameters(database.db);
      await syncPortalTemplates(database.db);
      if (config.demoData) {
        await loadDemoData(database.db);
        await refreshDemoPositions(database.db);
      } else await bootstrapAdmin(database.db, config.adminPassword);
    });
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** Migrations may rebuild a large table: on PostgreSQL they run without the calls' statement time-out. */
async function migrateUnhurried(database: Database, config: Config) {
  if (!config.databaseUrl) return migrate(database);
  const migrator = await openPostgres(config.databaseUrl, { ...config.pool, max: 1, statementTimeoutMs: 0 });
  try {
    await migrate(migrator);
  } finally {
    await migrator.close();
  }
}
