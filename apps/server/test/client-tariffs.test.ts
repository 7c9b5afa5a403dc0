import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

// Issue 30 part 8: the calls behind the client dialog's Tariffs tab, with the rights it shows them by.

let t: TestApp;
let admin: string;
let hr: string;
let clientId: number;
let tariffId: number;

const first = async (url: string, name: string) => (await t.as(admin, { method: 'GET', url })).json()._embedded[name][0].id as number;
const tariffsOf = async (token: string) => t.as(token, { method: 'GET', url: `/limo/api/clients/${clientId}/clientTariffs` });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  hr = await t.login('hr');
  clientId = await first('/limo/api/clients?size=1&sort=id,asc', 'clients');
  tariffId = await first('/limo/api/tariffs?size=1&sort=id,asc', 'tariffs');
});
afterAll(() => t?.close());

describe("a client's tariffs", () => {
  it('are added under the client and read back in its list', async () => {
    const before = (await tariffsOf(admin)).json()._embedded.clientTariffs.length as number;
    const res = await t.as(admin, { method: 'POST', url: '/limo/api/clientTariffs', payload: { clientId, tariffId, effectiveDate: '2031-01-01' } });
    expect(res.statusCode).toBe(201);
    const rows = (await tariffsOf(admin)).json()._embedded.clientTariffs as { id: number; tariffId: number; effectiveDate: string }[];
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((r) => r.id === res.json().id)).toMatchObject({ tariffId, effectiveDate: '2031-01-01' });
  });

  it('refuse an expiry before the effective date, and keep the list as it was', async () => {
    const before = (await tariffsOf(admin)).json()._embedded.clientTariffs.length;
    const bad = { clientId, tariffId, effectiveDate: '2031-05-01', expiryDate: '2031-04-30' };
    const res = await t.as(admin, { method: 'POST', url: '/limo/api/clientTariffs', payload: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Expiry Date must not be before Effective Date']);
    expect((await tariffsOf(admin)).json()._embedded.clientTariffs).toHaveLength(before);
  });

  it('are closed to a user without the client right (403), both to read and to write', async () => {
    expect((await tariffsOf(hr)).statusCode).toBe(403);
    const res = await t.as(hr, { method: 'POST', url: '/limo/api/clientTariffs', payload: { clientId, tariffId, effectiveDate: '2031-02-01' } });
    expect(res.statusCode).toBe(403);
  });
});
