import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, migrationsApplied } from '../src/db/client.js';
import { prepareDatabase } from '../src/startup/prepare-database.js';
import * as t from '../src/db/schema/index.js';
import { postgresServer } from './instances-fixtures.js';
import { testConfig } from './harness.js';

// Issue 19 part 2: instances starting at once on an empty PostgreSQL migrate and seed once (the
// start-up runs under an advisory lock: startup/prepare-database.ts).

const journal = JSON.parse(readFileSync(join(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
let pgServer: Awaited<ReturnType<typeof postgresServer>>;
const opened: Database[] = [];

beforeAll(async () => {
  pgServer = await postgresServer();
}, 120_000);

afterAll(async () => {
  for (const d of opened) await d.close();
  await pgServer?.close();
});

it('lets three instances start at once on an empty database: each migration applied once, one administrator', async () => {
  const url = await pgServer.fresh();
  const config = testConfig({ databaseUrl: url, demoData: false, adminPassword: 'First-Start-Pass-2026' });
  const started = await Promise.allSettled([prepareDatabase(config), prepareDatabase(config), prepareDatabase(config)]);
  for (const s of started) if (s.status === 'fulfilled') opened.push(s.value);
  for (const s of started) expect(s.status, s.status === 'rejected' ? String(s.reason) : '').toBe('fulfilled');

  const { db } = opened[0];
  const migrations = await db.execute<{ hash: string; n: number }>(sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`);
  expect(migrations.rows).toHaveLength(journal.entries.length);
  for (const m of migrations.rows) expect(m.n, `migration ${m.hash}`).toBe(1);
  for (const d of opened) expect(await migrationsApplied(d)).toBe(true);

  const staff = await db.select({ username: t.staffs.username }).from(t.staffs);
  expect(staff).toEqual([{ username: 'admin' }]);
  expect(await db.select({ code: t.branches.branchCode }).from(t.branches)).toEqual([{ code: 'MAIN' }]);
  expect(await db.select({ code: t.companies.companyCode }).from(t.companies)).toEqual([{ code: 'MAIN' }]);
});
