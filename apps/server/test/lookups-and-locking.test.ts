import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { ifMatchOf } from '../src/engine/hal.js';

let t: TestApp;
let admin: string;
let dispatcher: string;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, dispatcher, hr] = await Promise.all([t.login('admin'), t.login('dispatcher'), t.login('hr')]);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.as(token, { method: 'GET', url });

describe('GET /limo/api/lookups/{name}', () => {
  it('lets a dispatcher read fleet and branch codes through the collections that refer to them', async () => {
    expect((await get(dispatcher, '/limo/api/fleets')).statusCode).toBe(403);
    const fleets = await get(dispatcher, '/limo/api/lookups/fleets');
    expect(fleets.statusCode).toBe(200);
    const rows = fleets.json()._embedded.fleets as Record<string, unknown>[];
    expect(rows.map((r) => r.fleetCode)).toEqual(['HKL', 'HKV', 'XB']);
    // Issue 30: both names come with the code, for pickers that show them.
    expect(Object.keys(rows[0]).sort()).toEqual(['fleetCode', 'fleetDescChi', 'fleetDescEng', 'id', 'recordStatus']);
    const branches = (await get(dispatcher, '/limo/api/lookups/branches')).json()._embedded.branches;
    expect(branches.map((b: { branchCode: string }) => b.branchCode)).toEqual(['HK', 'SZ']);
  });

  it('refuses someone who reads nothing that refers to the collection', async () => {
    const res = await get(hr, '/limo/api/lookups/fleets');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/FLEET/);
  });

  it('keeps branch scoping: vehicles of the selected branch only', async () => {
    const hk = (await get(admin, '/limo/api/lookups/vehicles')).json()._embedded.vehicles as { licensePlateNo: string }[];
    const sz = (await t.as(admin, { method: 'GET', url: '/limo/api/lookups/vehicles', headers: { 'x-branch-id': '1' } })).json()._embedded.vehicles as {
      licensePlateNo: string;
    }[];
    expect(hk.length).toBeGreaterThan(0);
    expect(sz.length).toBeGreaterThan(0);
    expect(hk.some((v) => sz.some((w) => w.licensePlateNo === v.licensePlateNo))).toBe(false);
  });
});

describe('uniqueness within a parent', () => {
  it('refuses a driver language twice, ignoring case, naming it, and saves nothing', async () => {
    const driver = (await get(dispatcher, '/limo/api/drivers?size=1')).json()._embedded.drivers[0];
    const before = (await get(dispatcher, `/limo/api/drivers/${driver.id}/driverLanguages`)).json()._embedded.driverLanguages;
    const res = await t.as(dispatcher, {
      method: 'POST',
      url: '/limo/api/upsertDriver',
      payload: {
        id: driver.id,
        driverLanguages: [
          { language: 'Korean', proficiency: 'B' },
          { language: 'korean', proficiency: 'G' },
        ],
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Driver Language, row 2: Language korean already exists for this Driver');
    const after = (await get(dispatcher, `/limo/api/drivers/${driver.id}/driverLanguages`)).json()._embedded.driverLanguages;
    expect(after).toEqual(before);
  });
});

describe('optimistic locking of saves with children', () => {
  it('answers 412 to a stale If-Match on updateClients and changes nothing', async () => {
    const client = (await get(admin, '/limo/api/clients?clientCode=PEN')).json()._embedded.clients[0];
    const first = await t.as(admin, {
      method: 'PUT',
      url: `/limo/api/updateClients/${client.id}`,
      headers: { 'if-match': `"${client.version}"` },
      payload: { clientShortName: 'Peninsula HK' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(client.version + 1);
    const stale = await t.as(admin, {
      method: 'PUT',
      url: `/limo/api/updateClients/${client.id}`,
      headers: { 'if-match': `"${client.version}"` },
      payload: { clientShortName: 'Lost update', clientContacts: [] },
    });
    expect(stale.statusCode).toBe(412);
    const now = (await get(admin, `/limo/api/getClient/${client.id}`)).json();
    expect(now.clientShortName).toBe('Peninsula HK');
    expect(now.clientContacts.length).toBeGreaterThan(0);
  });

  it('answers 412 to a stale If-Match on upsertDriver and updateClientGroups', async () => {
    const driver = (await get(dispatcher, '/limo/api/drivers?size=1&sort=id,desc')).json()._embedded.drivers[0];
    const res = await t.as(dispatcher, {
      method: 'POST',
      url: '/limo/api/upsertDriver',
      headers: { 'if-match': `"${driver.version + 5}"` },
      payload: { id: driver.id, driverNameEng: 'Nobody' },
    });
    expect(res.statusCode).toBe(412);
    const group = (await get(admin, '/limo/api/clientGroups?clientGroupCode=VIP')).json()._embedded.clientGroups[0];
    const g = await t.as(admin, { method: 'PUT', url: `/limo/api/updateClientGroups/${group.id}`, headers: { 'if-match': '"99"' }, payload: { clients: [] } });
    expect(g.statusCode).toBe(412);
    expect((await get(admin, `/limo/api/clientGroups/${group.id}/clients`)).json()._embedded.clients.length).toBe(5);
  });
});

describe('reading If-Match (issue 31: the 412 a route may answer is the one it declares)', () => {
  const request = (config: object, header?: string) =>
    ({ routeOptions: { config, url: '/limo/api/x/:id' }, headers: header ? { 'if-match': header } : {} }) as unknown as Parameters<typeof ifMatchOf>[0];

  it('gives the version asked for to a route that declares config.ifMatch', () => {
    expect([ifMatchOf(request({ ifMatch: true }, '"3"')), ifMatchOf(request({ ifMatch: true }, 'W/"4"')), ifMatchOf(request({ ifMatch: true }))]).toEqual([
      3,
      4,
      undefined,
    ]);
  });

  it('refuses a route that reads it without declaring it, so its 412 cannot go undocumented', () => {
    expect(() => ifMatchOf(request({ rights: ['BANK'] }, '"3"'))).toThrow(/reads If-Match without declaring config.ifMatch/);
  });
});
