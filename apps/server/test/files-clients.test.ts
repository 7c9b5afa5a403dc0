import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientContacts,
  clientDiscounts,
  clientGroupClientMaps,
  clientGroups,
  clientInvoiceMiscs,
  clients,
  clientTypeGroupClientTypeMaps,
  clientTypeGroups,
  clientTypes,
  sysParameters,
  vehicleTypes,
} from '../src/db/schema/index.js';
import { byteSorted, client, code, embedded, expectError, ids, type Item } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: string;
let dispatcher: string;
let hr: string;
let api: ReturnType<typeof client>;
const clientId: Record<string, number> = {};
const typeId: Record<string, number> = {};
const groupId: Record<string, number> = {};
let sClass: number;
const VENDORS = ['OUS001', 'OUS002', 'OUS003', 'OUS004', 'OUSCL'];

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  [admin, dispatcher, hr] = await Promise.all(['admin', 'dispatcher', 'hr'].map((u) => t.login(u)));
  for (const c of await db().select().from(clients)) clientId[c.clientCode] = c.id;
  for (const c of await db().select().from(clientTypes)) typeId[c.clientTypeCode] = c.id;
  for (const g of await db().select().from(clientGroups)) groupId[g.clientGroupCode] = g.id;
  [{ id: sClass }] = await db().select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.vehicleType, 'S-CLASS'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const clientRow = async (id: number) => (await db().select().from(clients).where(eq(clients.id, id)))[0];
const childrenOf = async (id: number) => ({
  contacts: (await db().select().from(clientContacts).where(eq(clientContacts.clientId, id)))
    .map((c) => `${c.contactName}|${c.email ?? ''}|${c.invoiceFlag}`)
    .sort(),
  discounts: (await db().select().from(clientDiscounts).where(eq(clientDiscounts.clientId, id)))
    .map((d) => `${d.vehicleTypeId ?? '-'}|${Number(d.discountPercent)}|${d.effectiveDate}|${d.expiryDate ?? ''}`)
    .sort(),
  miscs: (await db().select().from(clientInvoiceMiscs).where(eq(clientInvoiceMiscs.clientId, id)))
    .map((m) => `${m.description}|${m.amount}|${m.monthlyFlag}`)
    .sort(),
});
const param = async (parmKey: string) => (await db().select().from(sysParameters).where(eq(sysParameters.parmKey, parmKey)))[0];
const setParam = async (parmKey: string, parmValue: string) => {
  const p = await param(parmKey);
  const res = await api.patch(admin, `/limo/api/sysParameters/${p.id}`, { parmValue });
  expect(res.statusCode, res.body).toBe(200);
  return p.parmValue as string;
};
const codes = (items: Item[]) => items.map((c) => c.clientCode as string);

describe('clients with contacts, discounts and invoice lines', () => {
  let id: number;
  const clientCode = code('C', 20);

  it('POST /limo/api/createClients saves the client and its children in one go', async () => {
    const res = await api.post(admin, '/limo/api/createClients', {
      clientCode: clientCode.toLowerCase(),
      clientShortName: 'Harbour Grand',
      clientNameEng: 'Harbour Grand Kowloon',
      clientNameChi: '九龍海逸君綽酒店',
      clientTypeId: typeId.HTL,
      creditLimit: 80000,
      clientContacts: [
        { contactName: 'Concierge', telNo: '+852 2621 3188', email: 'concierge@hgk.example' },
        { contactName: 'Accounts Payable', email: 'ap@hgk.example', invoiceFlag: true },
      ],
      clientDiscounts: [{ vehicleTypeId: sClass, discountPercent: 7.5, effectiveDate: '2026-01-01', expiryDate: '2026-12-31' }],
      clientInvoiceMiscs: [{ description: 'Porterage', amount: '120', monthlyFlag: 0 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const out = res.json();
    id = out.id;
    expect(out).toMatchObject({
      clientCode,
      clientTypeId: typeId.HTL,
      creditLimit: '80000.00',
      creditTermDays: 30,
      recordStatus: 'A',
      version: 0,
      createBy: 'admin',
    });
    expect(out.clientContacts).toHaveLength(2);
    expect(out.clientDiscounts).toMatchObject([{ clientId: id, vehicleTypeId: sClass, discountPercent: 7.5 }]);
    expect(out.clientInvoiceMiscs).toMatchObject([{ clientId: id, description: 'Porterage', amount: '120.00', monthlyFlag: 0 }]);
    expect(await childrenOf(id)).toEqual({
      contacts: ['Accounts Payable|ap@hgk.example|1', 'Concierge|concierge@hgk.example|0'],
      discounts: [`${sClass}|7.5|2026-01-01|2026-12-31`],
      miscs: ['Porterage|120.00|0'],
    });
    expect((await api.get(admin, `/limo/api/getClient/${id}`)).json()).toEqual(out);
    const listed = await api.get(admin, `/limo/api/clients/${id}/clientContacts`);
    // A child list is JSON as documented (issue 31: the contract test found it sent with no content type).
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    const contacts = embedded(listed, 'clientContacts');
    expect(contacts.map((c) => c.contactName)).toEqual(['Accounts Payable', 'Concierge']);
    expect(embedded(await api.get(admin, `/limo/api/clients/${id}/clientDiscounts`), 'clientDiscounts')).toHaveLength(1);
    expect(embedded(await api.get(admin, `/limo/api/clients/${id}/clientInvoiceMiscs`), 'clientInvoiceMiscs')).toHaveLength(1);
  });

  it('PUT /limo/api/updateClients/{id} replaces the listed child lists and leaves the others', async () => {
    const before = (await api.get(admin, `/limo/api/getClient/${id}`)).json();
    const concierge = before.clientContacts.find((c: Item) => c.contactName === 'Concierge');
    const res = await api.put(admin, `/limo/api/updateClients/${id}`, {
      clientNameEng: 'Harbour Grand Kowloon Hotel',
      clientContacts: [
        { id: concierge.id, contactName: 'Chief Concierge', email: 'concierge@hgk.example' },
        { contactName: 'Front Office', telNo: '+852 2621 3100' },
      ],
      clientInvoiceMiscs: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, clientNameEng: 'Harbour Grand Kowloon Hotel', clientShortName: 'Harbour Grand', version: 1 });
    expect(res.json().clientContacts.find((c: Item) => c.contactName === 'Chief Concierge').id).toBe(concierge.id);
    expect(await childrenOf(id)).toEqual({
      contacts: ['Chief Concierge|concierge@hgk.example|0', 'Front Office||0'],
      discounts: [`${sClass}|7.5|2026-01-01|2026-12-31`],
      miscs: [],
    });
  });

  it('refuses a broken child row with 400 naming the row, saving nothing', async () => {
    const row = await clientRow(id);
    const children = await childrenOf(id);
    const res = await api.put(admin, `/limo/api/updateClients/${id}`, {
      clientNameEng: 'Not saved',
      clientContacts: [],
      clientDiscounts: [
        { discountPercent: 5, effectiveDate: '2026-01-01' },
        { discountPercent: 5, effectiveDate: '2026-06-01', expiryDate: '2026-05-31' },
      ],
    });
    expectError(res, 400, 'Client Discount, row 2: Expiry Date must not be before Effective Date');
    const email = await api.put(admin, `/limo/api/updateClients/${id}`, { clientContacts: [{ contactName: 'X', email: 'not-an-email' }] });
    expectError(email, 400, 'Client Contact, row 1: Email is not an email address');
    const pct = await api.put(admin, `/limo/api/updateClients/${id}`, { clientDiscounts: [{ discountPercent: 120, effectiveDate: '2026-01-01' }] });
    expectError(pct, 400, 'Client Discount, row 1: Discount % must be at most 100');
    const foreign = await api.put(admin, `/limo/api/updateClients/${id}`, { clientContacts: [{ id: 1, contactName: 'Not mine' }] });
    expectError(foreign, 400, `Client Contact, row 1: there is no Client Contact 1 under this Client`);
    expect(await clientRow(id)).toEqual(row);
    expect(await childrenOf(id)).toEqual(children);

    const newCode = code('C', 20);
    const created = await api.post(admin, '/limo/api/createClients', {
      clientCode: newCode,
      clientShortName: 'Nope',
      clientNameEng: 'Nope',
      clientTypeId: typeId.CORP,
      clientInvoiceMiscs: [{ description: 'No amount' }],
    });
    expectError(created, 400, 'Client Invoice Line, row 1: Amount or % of Orders is required');
    expect(await db().select().from(clients).where(eq(clients.clientCode, newCode))).toEqual([]);
    expectError(await api.put(admin, '/limo/api/updateClients/999999', { clientNameEng: 'x' }), 404, 'Client 999999 not found');
    expectError(await api.post(hr, '/limo/api/createClients', { clientCode: code() }), 403);
  });

  it('POST /limo/api/copyClients copies a client and its children under a new code', async () => {
    const newCode = code('CP', 20);
    const res = await api.post(admin, '/limo/api/copyClients', { clientId: clientId.HSBCC, clientCode: newCode, clientShortName: 'HSBC PB' });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    const source = await clientRow(clientId.HSBCC);
    expect(copy).toMatchObject({
      clientCode: newCode,
      clientShortName: 'HSBC PB',
      clientNameEng: source.clientNameEng,
      clientTypeId: source.clientTypeId,
      creditLimit: Number(source.creditLimit).toFixed(2),
      version: 0,
      createBy: 'admin',
    });
    expect(copy.id).not.toBe(clientId.HSBCC);
    expect(await childrenOf(copy.id)).toEqual(await childrenOf(clientId.HSBCC));
    expect((await childrenOf(copy.id)).contacts.length).toBeGreaterThan(0);
    expect(copy.clientContacts.every((c: Item) => c.clientId === copy.id)).toBe(true);
    // The source is untouched.
    expect((await clientRow(clientId.HSBCC)).version).toBe(source.version);
  });

  it('refuses a copy under an existing code (409), of an unknown client (404) or without a code (400)', async () => {
    const count = async () => (await db().select().from(clients)).length;
    const before = await count();
    expectError(await api.post(admin, '/limo/api/copyClients', { clientId: clientId.HSBCC, clientCode: 'pen' }), 409, 'Client Code PEN already exists');
    expectError(await api.post(admin, '/limo/api/copyClients', { clientId: 999999, clientCode: code('CP', 20) }), 404, 'Client 999999 not found');
    expectError(await api.post(admin, '/limo/api/copyClients', { clientId: clientId.HSBCC }), 400, 'clientCode is required');
    expect(await count()).toBe(before);
  });
});

describe('client groups and client type groups with their members', () => {
  const members = async (groupIdValue: number) =>
    (await db().select().from(clientGroupClientMaps).where(eq(clientGroupClientMaps.clientGroupId, groupIdValue))).map((m) => m.clientId).sort((a, b) => a - b);
  const typeMembers = async (groupIdValue: number) =>
    (await db().select().from(clientTypeGroupClientTypeMaps).where(eq(clientTypeGroupClientTypeMaps.clientTypeGroupId, groupIdValue)))
      .map((m) => m.clientTypeId)
      .sort((a, b) => a - b);
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

  it('creates and updates a client group with its clients', async () => {
    const groupCode = code('G', 10);
    const res = await api.post(dispatcher, '/limo/api/createClientGroups', {
      clientGroupCode: groupCode,
      clientGroupDescEng: 'Airport hotels',
      clients: [clientId.RCH, clientId.PEN, clientId.RCH],
    });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json();
    expect(g).toMatchObject({ clientGroupCode: groupCode, clientGroupDescEng: 'Airport hotels', recordStatus: 'A' });
    expect(sorted(g.clients)).toEqual(sorted([clientId.PEN, clientId.RCH]));
    expect(await members(g.id)).toEqual(sorted([clientId.PEN, clientId.RCH]));
    expect(codes(embedded(await api.get(dispatcher, `/limo/api/clientGroups/${g.id}/clients`), 'clients'))).toEqual(['PEN', 'RCH']);

    const upd = await api.put(dispatcher, `/limo/api/updateClientGroups/${g.id}`, {
      clientGroupDescEng: 'Kowloon hotels',
      clients: [clientId.KSL, clientId.PEN],
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ clientGroupDescEng: 'Kowloon hotels', version: 1 });
    expect(await members(g.id)).toEqual(sorted([clientId.KSL, clientId.PEN]));
    // Members left out of the body are kept.
    expect((await api.put(dispatcher, `/limo/api/updateClientGroups/${g.id}`, { clientGroupDescChi: '九龍酒店' })).json().clients.sort()).toEqual(
      [clientId.KSL, clientId.PEN].sort(),
    );
    expect(await members(g.id)).toEqual(sorted([clientId.KSL, clientId.PEN]));

    // Unknown members: 400, nothing saved.
    const bad = await api.put(dispatcher, `/limo/api/updateClientGroups/${g.id}`, { clientGroupDescEng: 'Not saved', clients: [clientId.PEN, 999999] });
    expectError(bad, 400, 'clients: there is no record with id 999999');
    expectError(await api.put(dispatcher, `/limo/api/updateClientGroups/${g.id}`, { clients: 'PEN' }), 400, 'clients must be a list of ids');
    expect(await members(g.id)).toEqual(sorted([clientId.KSL, clientId.PEN]));
    expect((await db().select().from(clientGroups).where(eq(clientGroups.id, g.id)))[0]).toMatchObject({ clientGroupDescEng: 'Kowloon hotels', version: 2 });
    const badCode = code('G', 10);
    expectError(await api.post(dispatcher, '/limo/api/createClientGroups', { clientGroupCode: badCode, clientGroupDescEng: 'x', clients: [424242] }), 400);
    expect(await db().select().from(clientGroups).where(eq(clientGroups.clientGroupCode, badCode))).toEqual([]);
    expectError(
      await api.post(dispatcher, '/limo/api/createClientGroups', { clientGroupCode: 'vip', clientGroupDescEng: 'x', clients: [] }),
      409,
      'Group Code VIP already exists',
    );
    expectError(await api.get(dispatcher, '/limo/api/clientGroups/999999/clients'), 404);
  });

  it('serves clientGroupClientMaps read-only', async () => {
    const maps = embedded(await api.get(dispatcher, `/limo/api/clientGroupClientMaps?size=100&clientGroupId=${groupId.VIP}`), 'clientGroupClientMaps');
    expect(sorted(maps.map((m) => m.clientId as number))).toEqual(sorted(['PEN', 'FSH', 'HSBCC', 'HKJC', 'SHKP'].map((c) => clientId[c])));
    const before = await members(groupId.VIP);
    const post = await api.post(dispatcher, '/limo/api/clientGroupClientMaps', { clientGroupId: groupId.VIP, clientId: clientId.MOH });
    expect([404, 405]).toContain(post.statusCode);
    expect([404, 405]).toContain((await api.patch(dispatcher, `/limo/api/clientGroupClientMaps/${maps[0].id}`, { clientId: clientId.MOH })).statusCode);
    expect([404, 405]).toContain((await api.del(dispatcher, `/limo/api/clientGroupClientMaps/${maps[0].id}`)).statusCode);
    expect(await members(groupId.VIP)).toEqual(before);
  });

  it('creates and updates a client type group with its client types', async () => {
    const groupCode = code('TG', 10);
    const res = await api.post(dispatcher, '/limo/api/createClientTypeGroups', {
      clientTypeGroupCode: groupCode,
      clientTypeGroupDescEng: 'Walk-in and corporate',
      clientTypes: [typeId.IND, typeId.CORP],
    });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json();
    expect(sorted(g.clientTypes)).toEqual(sorted([typeId.IND, typeId.CORP]));
    expect(await typeMembers(g.id)).toEqual(sorted([typeId.IND, typeId.CORP]));
    const listed = embedded(await api.get(dispatcher, `/limo/api/clientTypeGroups/${g.id}/clientTypes`), 'clientTypes');
    expect(listed.map((c) => c.clientTypeCode)).toEqual(['CORP', 'IND']);

    const upd = await api.put(dispatcher, `/limo/api/updateClientTypeGroups/${g.id}`, { clientTypes: [typeId.TA] });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().clientTypes).toEqual([typeId.TA]);
    expect(await typeMembers(g.id)).toEqual([typeId.TA]);
    const bad = await api.put(dispatcher, `/limo/api/updateClientTypeGroups/${g.id}`, {
      clientTypeGroupDescEng: 'Not saved',
      clientTypes: [typeId.HTL, 999999],
    });
    expectError(bad, 400, 'clientTypes: there is no record with id 999999');
    expect(await typeMembers(g.id)).toEqual([typeId.TA]);
    expect((await db().select().from(clientTypeGroups).where(eq(clientTypeGroups.id, g.id)))[0].clientTypeGroupDescEng).toBe('Walk-in and corporate');
    const demo = embedded(
      await api.get(
        dispatcher,
        `/limo/api/clientTypeGroups/${(await db().select().from(clientTypeGroups).where(eq(clientTypeGroups.clientTypeGroupCode, 'HOSP')))[0].id}/clientTypes`,
      ),
      'clientTypes',
    );
    expect(demo.map((c) => c.clientTypeCode)).toEqual(['HTL', 'TA']);
    expectError(await api.post(hr, '/limo/api/createClientTypeGroups', { clientTypeGroupCode: code(), clientTypeGroupDescEng: 'x' }), 403);
  });
});

describe('client pick-lists and the system parameters behind them', () => {
  it('GET /limo/api/clientContactMaps?contractorFlag=1 lists vendor contacts only, by name ignoring case', async () => {
    const vendor = await api.put(admin, `/limo/api/updateClients/${clientId.OUS002}`, {
      clientContacts: [
        ...(await db().select().from(clientContacts).where(eq(clientContacts.clientId, clientId.OUS002))).map((c) => ({
          id: c.id,
          contactName: c.contactName,
        })),
        { contactName: 'alpha night desk' },
        { contactName: 'BRAVO dispatch' },
      ],
    });
    expect(vendor.statusCode, vendor.body).toBe(200);
    const rows = embedded(await api.get(dispatcher, '/limo/api/clientContactMaps?contractorFlag=1'), 'clientContactMaps');
    const expected = await db()
      .select()
      .from(clientContacts)
      .where(
        inArray(
          clientContacts.clientId,
          VENDORS.map((v) => clientId[v]),
        ),
      );
    expect(ids(rows).sort((a, b) => a - b)).toEqual(expected.map((e) => e.id).sort((a, b) => a - b));
    expect(rows.every((r) => String(r.clientCode).startsWith('OUS') && r.contractorFlag === 1)).toBe(true);
    const names = rows.map((r) => r.contactName as string);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0)));
    expect(names.indexOf('alpha night desk')).toBeLessThan(names.indexOf('BRAVO dispatch'));
    expect(names.indexOf('BRAVO dispatch')).toBeLessThan(names.indexOf('Coach Control'));
    const others = embedded(await api.get(dispatcher, '/limo/api/clientContactMaps?contractorFlag=0'), 'clientContactMaps');
    expect(others.length).toBeGreaterThan(30);
    expect(others.some((r) => String(r.clientCode).startsWith('OUS'))).toBe(false);
    expectError(await api.get(dispatcher, '/limo/api/clientContactMaps?contractorFlag=yes'), 400);
  });

  it('GET /limo/node/api/clients leaves out the excluded client type, read from its system parameter', async () => {
    expect((await param('excludedClientTypeId')).parmValue).toBe(String(typeId.INT));
    const list = embedded(await api.get(dispatcher, '/limo/node/api/clients'), 'clients');
    expect(codes(list)).not.toContain('STAFF');
    expect(codes(list)).toContain('IND001');
    expect(codes(list)).toEqual(byteSorted(codes(list)));
    expect(list.every((c) => c.recordStatus === 'A' && c.clientTypeId !== typeId.INT)).toBe(true);

    const old = await setParam('excludedClientTypeId', String(typeId.IND));
    try {
      const changed = codes(embedded(await api.get(dispatcher, '/limo/node/api/clients'), 'clients'));
      expect(changed).toContain('STAFF');
      expect(changed).not.toContain('IND001');
      expect(changed).not.toContain('IND002');
    } finally {
      await setParam('excludedClientTypeId', old);
    }
    expect(codes(embedded(await api.get(dispatcher, '/limo/node/api/clients'), 'clients'))).not.toContain('STAFF');
    const q = embedded(await api.get(dispatcher, '/limo/node/api/clients?q=shangri'), 'clients');
    expect(codes(q)).toEqual(['ISL', 'KSL']);
  });

  it('GET /limo/node/api/clients?vendor=1 gives the clients of the vendor prefix by English name', async () => {
    expect((await param('vendorPrefix')).parmValue).toBe('OUS');
    const vendors = embedded(await api.get(dispatcher, '/limo/node/api/clients?vendor=1'), 'clients');
    expect(vendors.map((v) => v.clientNameEng)).toEqual([
      'ChinaLink Cross-border Car Services Co., Ltd.',
      'Island Coach Services Limited',
      'Kowloon Star Limousine Service Limited',
      'Shenzhen Pengcheng Cross-border Transport Co., Ltd.',
      'Tai Ping Car Hire Company',
    ]);
    expect(codes(vendors).sort()).toEqual(VENDORS);
    const old = await setParam('vendorPrefix', 'IND');
    try {
      const now = embedded(await api.get(dispatcher, '/limo/node/api/clients?vendor=1'), 'clients');
      expect(now.map((v) => v.clientNameEng)).toEqual(['Lo Mei Ling', 'Tam Chi Wai']);
      const contacts = embedded(await api.get(dispatcher, '/limo/api/clientContactMaps?contractorFlag=1'), 'clientContactMaps');
      expect(new Set(contacts.map((c) => c.clientCode))).toEqual(new Set(['IND001', 'IND002']));
    } finally {
      await setParam('vendorPrefix', old);
    }
    expect(codes(embedded(await api.get(dispatcher, '/limo/node/api/clients?vendor=1'), 'clients')).sort()).toEqual(VENDORS);
  });

  it('GET /limo/node/api/enqClients filters by text, type and group, and pages', async () => {
    const hotels = await api.get(dispatcher, `/limo/node/api/enqClients?clientTypeId=${typeId.HTL}&size=100`);
    const rows = embedded(hotels, 'clients');
    const inDb = (await db().select().from(clients).where(eq(clients.clientTypeId, typeId.HTL))).map((c) => c.clientCode);
    expect(codes(rows)).toEqual(byteSorted(inDb));
    expect(rows.every((r) => r.clientTypeCode === 'HTL')).toBe(true);
    expect(hotels.json().page).toMatchObject({ totalElements: inDb.length, number: 0 });
    expect(rows.find((r) => r.clientCode === 'FSH')?.clientGroups).toBe('HOTELS, VIP');
    expect(rows.find((r) => r.clientCode === 'MOH')?.clientGroups).toBe('HOTELS');

    const vip = embedded(await api.get(dispatcher, `/limo/node/api/enqClients?clientGroupId=${groupId.VIP}`), 'clients');
    expect(codes(vip)).toEqual(['FSH', 'HKJC', 'HSBCC', 'PEN', 'SHKP']);
    const q = embedded(await api.get(dispatcher, '/limo/node/api/enqClients?q=travel'), 'clients');
    expect(codes(q)).toEqual(expect.arrayContaining(['WOT', 'MRT', 'JBT', 'KLK']));
    expect(q.every((c) => `${c.clientCode} ${c.clientShortName} ${c.clientNameEng} ${c.clientNameChi}`.toLowerCase().includes('travel'))).toBe(true);

    const all = await api.get(dispatcher, '/limo/node/api/enqClients?size=100');
    const total = all.json().page.totalElements as number;
    expect(total).toBe((await db().select().from(clients)).length);
    const page1 = await api.get(dispatcher, '/limo/node/api/enqClients?size=5&page=1');
    expect(codes(embedded(page1, 'clients'))).toEqual(codes(embedded(all, 'clients')).slice(5, 10));
    expect(page1.json().page).toMatchObject({ size: 5, number: 1, totalElements: total, totalPages: Math.ceil(total / 5) });
    expect(codes(embedded(await api.get(dispatcher, '/limo/node/api/enqClients?vendor=1'), 'clients'))).toEqual(VENDORS);
    expectError(await api.get(dispatcher, '/limo/node/api/enqClients?clientTypeId=abc'), 400, 'clientTypeId must be the id of a record');
  });

  it('points the special client parameters at existing demo clients', async () => {
    const special = ((await param('specialClientIds')).parmValue as string).split(',').map(Number);
    const filter = ((await param('filterClientIds')).parmValue as string).split(',').map(Number);
    expect(special).toEqual([clientId.PEN, clientId.FSH]);
    expect(filter).toHaveLength(10);
    const found = await db()
      .select({ id: clients.id })
      .from(clients)
      .where(inArray(clients.id, [...special, ...filter]));
    expect(found).toHaveLength(new Set([...special, ...filter]).size);
    expect(new Set(filter).size).toBe(10);
  });
});
