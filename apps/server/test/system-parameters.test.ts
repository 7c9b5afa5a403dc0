import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, clientTypes, sysParameters } from '../src/db/schema/index.js';
import { readParameters } from '../src/modules/system/parameters.service.js';
import { client, embedded } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await t.login('admin');
});
afterAll(() => t.close());

const db = () => t.database.db;
/** Sets a parameter straight in the table, so the test does not depend on the parameter screen's rules. */
async function withParam(parmKey: string, parmValue: string, run: () => Promise<void>) {
  const [p] = await db().select().from(sysParameters).where(eq(sysParameters.parmKey, parmKey));
  await db().update(sysParameters).set({ parmValue }).where(eq(sysParameters.id, p.id));
  try {
    await run();
  } finally {
    await db().update(sysParameters).set({ parmValue: p.parmValue }).where(eq(sysParameters.id, p.id));
  }
}

// Values that name no record: beyond PostgreSQL's integer, fractions, negative numbers, text.
const NOT_IDS = ['2147483648', '99999999999999999999', '1e12', '1.5', '-3', '0', 'INT'];

describe('system parameters holding ids', () => {
  it('an excludedClientTypeId that is not an id excludes no client type, and the client pick-list answers', async () => {
    const all = await db().select({ code: clients.clientCode }).from(clients).where(eq(clients.recordStatus, 'A'));
    for (const value of NOT_IDS) {
      await withParam('excludedClientTypeId', value, async () => {
        const list = embedded(await api.get(admin, '/limo/node/api/clients'), 'clients');
        expect(list.map((c) => c.clientCode).sort(), value).toEqual(all.map((c) => c.code).sort());
        expect((await readParameters(db())).excludedClientTypeId, value).toBeUndefined();
      });
    }
  });

  it('an excludedClientTypeId at the top of the id range is read as an id', async () => {
    await withParam('excludedClientTypeId', ' 2147483647 ', async () => {
      expect((await readParameters(db())).excludedClientTypeId).toBe(2147483647);
      expect((await api.get(admin, '/limo/node/api/clients')).statusCode).toBe(200);
    });
    const [int] = await db().select({ id: clientTypes.id }).from(clientTypes).where(eq(clientTypes.clientTypeCode, 'INT'));
    expect((await readParameters(db())).excludedClientTypeId).toBe(int.id);
  });

  it('client id lists keep only the values that are ids', async () => {
    for (const key of ['specialClientIds', 'filterClientIds'] as const) {
      await withParam(key, ['12', ...NOT_IDS, ' 2147483647', '', '7'].join(','), async () => {
        expect((await readParameters(db()))[key], key).toEqual([12, 2147483647, 7]);
      });
    }
  });
});
