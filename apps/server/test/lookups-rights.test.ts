import { hasRight, RESOURCES, type ResourceDef } from '@limo/domain';
import { ROUTES } from '@limo/domain/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMaker } from './enquiry-fixtures.js';
import { client, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard } from './pricing-card.js';

const USERS = ['admin', 'dispatcher', 'accounts', 'hr', 'sz.dispatcher'];
let t: TestApp;
const tokens: Record<string, string> = {};
const rights: Record<string, string[]> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of USERS) {
    tokens[u] = await t.login(u);
    rights[u] = (await t.as(tokens[u], { method: 'POST', url: '/limo/auth/user' })).json().rights;
  }
  // Every collection a screen refers to holds a record: invoices come from createInvoice only.
  const card = await makePricingCard(t, tokens.admin);
  const make = orderMaker(t, tokens.admin, card);
  await make.create(card.c1, [make.vehicle()]);
  const invoice = await client(t).post(tokens.admin, '/limo/api/createInvoice', {
    clientId: card.c1,
    dateFrom: '2030-02-01',
    dateTo: '2030-02-28',
    invoiceDate: '2030-03-01',
  });
  expect(invoice.statusCode, invoice.body).toBe(201);
});
afterAll(() => t.close());

const get = (user: string, url: string, branch?: number) =>
  t.as(tokens[user], { method: 'GET', url, headers: branch ? { 'x-branch-id': String(branch) } : {} });

/** The master files a user may open, with the collections their forms show (children too). */
function screensOf(user: string): ResourceDef[] {
  const names = ROUTES.filter((r) => r.screen.kind === 'resource' && hasRight(rights[user], r.right)).map((r) => (r.screen as { resource: string }).resource);
  return [...new Set(names.flatMap((n) => [n, ...(RESOURCES[n].children ?? []).map((c) => c.name)]))].map((n) => RESOURCES[n]);
}

describe('reference labels for every screen a user may open', () => {
  it.each(USERS)('%s reads the lookups of every reference its screens show', async (user) => {
    const screens = screensOf(user);
    // Accounts and HR open no master file (README): nothing to check for them but that.
    expect(screens.length > 0).toBe(!['accounts', 'hr'].includes(user));
    let checked = 0;
    for (const def of screens) {
      for (const field of def.fields.filter((f) => f.type === 'reference')) {
        const target = field.ref?.resource as string;
        const res = await get(user, `/limo/api/lookups/${target}`);
        expect(res.statusCode, `${user}: ${def.name}.${field.name} -> ${res.body}`).toBe(200);
        const rows = res.json()._embedded[target] as Record<string, unknown>[];
        expect(rows.length, `${def.name}.${field.name}`).toBeGreaterThan(0);
        expect(rows.every((r) => typeof r.id === 'number' && field.ref?.display && field.ref.display in r)).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBe(screens.flatMap((d) => d.fields.filter((f) => f.type === 'reference')).length);
  });

  it('keeps branch scoping: the lookup of a branch-scoped collection holds the selected branch only', async () => {
    const scoped = Object.values(RESOURCES).filter(
      (d) => d.branchScoped && Object.values(RESOURCES).some((r) => r.fields.some((f) => f.ref?.resource === d.name)),
    );
    expect(scoped.length).toBeGreaterThan(0);
    for (const def of scoped) {
      for (const branch of [1, 2]) {
        const ids = (u: string, url: string) =>
          get(u, url, branch).then((r) => (r.json()._embedded[def.name] as { id: number }[]).map((x) => x.id).sort((a, b) => a - b));
        const list: number[] = [];
        for (let page = 0; ; page++) {
          const res = await get('admin', `/limo/api/${def.name}?size=100&page=${page}`, branch);
          list.push(...(res.json()._embedded[def.name] as { id: number }[]).map((x) => x.id));
          if (page + 1 >= res.json().page.totalPages) break;
        }
        expect(await ids('admin', `/limo/api/lookups/${def.name}`), `${def.name} in branch ${branch}`).toEqual(list.sort((a, b) => a - b));
      }
    }
  });
});

describe('branch codes for the branch selector', () => {
  it('gives a user without any right on branches the codes of the branches the user works in, and no other', async () => {
    // Accounts reads invoices, which name their branch: a staff member of banks only reads nothing that does.
    const clerk = await newStaff(t, tokens.admin, ['BANK']);
    const as = (url: string) => t.as(clerk.token, { method: 'GET', url });
    expect((await as('/limo/api/branches')).statusCode).toBe(403);
    const res = await as('/limo/api/lookups/branches');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()._embedded.branches.map((b: { branchCode: string }) => b.branchCode)).toEqual(['HK']);
  });

  it('gives a user who reads a collection referring to branches every branch', async () => {
    const res = await get('dispatcher', '/limo/api/lookups/branches');
    expect(res.json()._embedded.branches.map((b: { branchCode: string }) => b.branchCode)).toEqual(['HK', 'SZ']);
  });

  it('still refuses other lookups to a user who reads nothing referring to them', async () => {
    const res = await get('hr', '/limo/api/lookups/fleets');
    expect(res.statusCode).toBe(403);
  });
});
