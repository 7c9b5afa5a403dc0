import { operatorToday } from '@limo/domain';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { loadDemoData } from '../src/demo/demo.js';
import { loadDemoOrders } from '../src/demo/demo-orders.js';
import { seed } from './global-setup.js';
import { statementCounter } from './statement-counter.js';
// @ts-expect-error: a plain script without types
import { startPostgres } from '../../../scripts/postgres.mjs';

/*
 * The demo load measured (docs/testing.md, "Sixth session: demo load"):
 *   node --import tsx apps/server/test/demo-load-profile.ts pglite|postgres [orders|full] [day,day]
 * `orders` (the default) counts the statements of the demo orders on a seeded database and groups
 * them by kind; `full` times the whole demo load (loadDemoData) on a fresh migrated one.
 */

const [kind = 'pglite', what = 'orders', days] = process.argv.slice(2);
const { loadavg } = await import('node:os');

async function open(): Promise<{ database: Database; stop: () => void }> {
  if (kind === 'pglite') return { database: await openPglite('memory://'), stop: () => {} };
  const server = await startPostgres();
  return { database: await openPostgres(server.url, 4), stop: server.stop };
}

const { database, stop } = await open();
try {
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  if (what === 'full') {
    const { migrate } = await import('../src/db/client.js');
    const { syncRightModules } = await import('../src/db/seed/rights.js');
    const { syncSystemParameters } = await import('../src/db/seed/parameters.js');
    await migrate(database);
    await syncRightModules(database.db);
    await syncSystemParameters(database.db);
    const started = performance.now();
    await loadDemoData(database.db);
    console.log(`${kind}: whole demo load ${((performance.now() - started) / 1000).toFixed(1)} s, load average before ${load}`);
  } else {
    await seed(database);
    const counter = statementCounter(database);
    const { result, statements } = await counter.counting(() =>
      database.db.transaction((tx) => loadDemoOrders(tx, operatorToday(), days ? { days: days.split(',') } : {})),
    );
    const groups = new Map<string, number>();
    for (const s of statements) {
      const key = s
        .replace(/\s+/g, ' ')
        .replace(/savepoint \w+/i, 'savepoint sp')
        .slice(0, 110);
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    console.log(
      `${kind}: ${result.orders} orders, ${result.orderVehicles} vehicles, ${statements.length} statements ` +
        `(${(statements.length / result.orders).toFixed(1)} an order), ${(result.milliseconds / 1000).toFixed(1)} s; load average before ${load}`,
    );
    for (const [key, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 60))
      console.log(`${n.toString().padStart(6)} ${(n / result.orders).toFixed(2).padStart(6)}  ${key}`);
  }
} finally {
  await database.close();
  stop();
}
