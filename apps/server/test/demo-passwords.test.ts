import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { verifyPassword } from '../src/modules/security/passwords.js';
import { DEMO_PASSWORD, openTestDatabase } from './harness.js';

/** Issue 19: each demo login (staff and driver app) has its own salt, so one cracked hash tells nothing of the others. */
let database: Database;
let hashes: { who: string; hash: string }[];

beforeAll(async () => {
  database = await openTestDatabase();
  const res = await database.db.execute<{ who: string; hash: string }>(sql`
    select 'staff ' || username as who, password_hash as hash from staffs
    union all select 'driver ' || login_name, password_hash from driver_auths`);
  hashes = res.rows;
});
afterAll(() => database.close());

describe('the demo logins', () => {
  it('each have their own hash', () => {
    expect(hashes.length).toBeGreaterThan(40);
    const seen = new Map<string, string>();
    for (const { who, hash } of hashes) {
      expect(seen.get(hash), `${who} shares its hash`).toBeUndefined();
      seen.set(hash, who);
    }
  });

  it('each still open with the demo password', async () => {
    const results = await Promise.all(hashes.map(async ({ who, hash }) => ({ who, ok: await verifyPassword(hash, DEMO_PASSWORD) })));
    for (const { who, ok } of results) expect(ok, who).toBe(true);
  });
});
