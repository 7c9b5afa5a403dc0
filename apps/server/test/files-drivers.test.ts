import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverAuths, driverContacts, driverLanguages, driverLicenses, drivers, licenseTypes } from '../src/db/schema/index.js';
import { verifyPassword } from '../src/modules/security/passwords.js';
import { byteSorted, client, code, embedded, expectError, ids, type Item } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: string;
let dispatcher: string;
let szDispatcher: string;
let hr: string;
let api: ReturnType<typeof client>;
const SZ = { 'X-Branch-Id': '1' };
const lic: Record<string, number> = {};
/** Demo drivers by number, per branch. */
let hkDriver: typeof drivers.$inferSelect;
let szDriver: typeof drivers.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  [admin, dispatcher, szDispatcher, hr] = await Promise.all(['admin', 'dispatcher', 'sz.dispatcher', 'hr'].map((u) => t.login(u)));
  for (const l of await t.database.db.select().from(licenseTypes)) lic[l.licenseTypeCode] = l.id;
  [hkDriver] = await t.database.db.select().from(drivers).where(eq(drivers.driverNo, 'D001'));
  [szDriver] = await t.database.db.select().from(drivers).where(eq(drivers.driverNo, 'SZ001'));
  expect(hkDriver.branchId).toBe(2);
  expect(szDriver.branchId).toBe(1);
});
afterAll(() => t.close());

const db = () => t.database.db;
const driverCount = async () => (await db().select().from(drivers)).length;
const childrenOf = async (driverId: number) => ({
  licenses: (await db().select().from(driverLicenses).where(eq(driverLicenses.driverId, driverId)))
    .map((l) => `${l.licenseNo}:${l.issueDate}:${l.expiryDate}`)
    .sort(),
  languages: (await db().select().from(driverLanguages).where(eq(driverLanguages.driverId, driverId))).map((l) => `${l.language}:${l.proficiency}`).sort(),
  contacts: (await db().select().from(driverContacts).where(eq(driverContacts.driverId, driverId))).map((c) => `${c.contactName}:${c.telNo}`).sort(),
});
const driverRow = async (id: number) => (await db().select().from(drivers).where(eq(drivers.id, id)))[0];

describe('driver lists follow the selected branch', () => {
  it('GET /limo/api/drivers shows the selected branch only', async () => {
    const all = await db().select().from(drivers);
    const hk = embedded(await api.get(admin, '/limo/api/drivers?size=100'), 'drivers');
    const sz = embedded(await api.get(admin, '/limo/api/drivers?size=100', SZ), 'drivers');
    expect(ids(hk).sort()).toEqual(
      all
        .filter((d) => d.branchId === 2)
        .map((d) => d.id)
        .sort(),
    );
    expect(ids(sz).sort()).toEqual(
      all
        .filter((d) => d.branchId === 1)
        .map((d) => d.id)
        .sort(),
    );
    expect(sz.length).toBeGreaterThan(0);
    expectError(await api.get(admin, `/limo/api/drivers/${szDriver.id}`), 404, `Driver ${szDriver.id} not found`);
    expect((await api.get(admin, `/limo/api/drivers/${szDriver.id}`, SZ)).json().driverNo).toBe('SZ001');
  });

  it('GET /limo/node/api/drivers: active drivers of the selected branch by English name, cancelled ones left out', async () => {
    const list = embedded(await api.get(dispatcher, '/limo/node/api/drivers'), 'drivers');
    const expected = (await db().select().from(drivers)).filter((d) => d.branchId === 2 && d.driverStatus === 'A');
    expect(list).toHaveLength(expected.length);
    const names = list.map((d) => d.driverNameEng as string);
    expect(names).toEqual(byteSorted(names));
    expect(list.every((d) => d.branchId === 2)).toBe(true);
    const sz = embedded(await api.get(szDispatcher, '/limo/node/api/drivers', SZ), 'drivers');
    expect(sz.map((d) => d.driverNo).every((no) => String(no).startsWith('SZ'))).toBe(true);
    expect(sz.map((d) => d.driverNameEng as string)).toEqual(byteSorted(sz.map((d) => d.driverNameEng as string)));

    const victim = list[5];
    expect((await api.patch(dispatcher, `/limo/api/drivers/${victim.id}`, { driverStatus: 'C' })).statusCode).toBe(200);
    const after = embedded(await api.get(dispatcher, '/limo/node/api/drivers'), 'drivers');
    expect(ids(after)).toEqual(ids(list).filter((i) => i !== victim.id));
    const found = embedded(await api.get(dispatcher, `/limo/node/api/drivers?q=${encodeURIComponent(String(list[0].driverNo))}`), 'drivers');
    expect(ids(found)).toContain(list[0].id);
    // HR reads the list for allowances; accounts has no driver right at all.
    expect((await api.get(hr, '/limo/node/api/drivers')).statusCode).toBe(200);
    expectError(await api.get(await t.login('accounts'), '/limo/node/api/drivers'), 403);
  });
});

describe('driver validation', () => {
  const body = (driverNo: string, extra: Record<string, unknown> = {}) => ({ driverNo, driverNameEng: 'Test Driver', mobileNo: '9123 4567', ...extra });

  it('keeps driver numbers unique per branch', async () => {
    const before = await driverCount();
    expectError(await api.post(dispatcher, '/limo/api/drivers', body('d001')), 409, 'Driver No. D001 already exists in this branch');
    expect(await driverCount()).toBe(before);
    const other = await api.post(szDispatcher, '/limo/api/drivers', body('D001'), SZ);
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json()).toMatchObject({ driverNo: 'D001', branchId: 1 });
    expectError(await api.post(szDispatcher, '/limo/api/drivers', body('D001'), SZ), 409, 'Driver No. D001 already exists in this branch');
    expect(await driverCount()).toBe(before + 1);
    expect((await db().select().from(drivers).where(eq(drivers.driverNo, 'D001'))).map((d) => d.branchId).sort()).toEqual([1, 2]);
    // Renaming a driver onto a number taken in its branch is a 409 as well.
    expectError(await api.patch(dispatcher, `/limo/api/drivers/${hkDriver.id}`, { driverNo: 'D002' }), 409);
    expect((await driverRow(hkDriver.id)).driverNo).toBe('D001');
  });

  it('checks mobile numbers', async () => {
    const before = await driverCount();
    const message = 'Mobile must be a Hong Kong mobile (8 digits from 4 to 9, +852 optional) or a mainland one (+86 and 11 digits)';
    for (const bad of ['12345', '2123 4567', '+852 9123 456', '+86 238 1234 5678']) {
      const res = await api.post(dispatcher, '/limo/api/drivers', body(code('M'), { mobileNo: bad }));
      const err = expectError(res, 400, message);
      expect(err.invalidValues).toEqual([{ field: 'mobileNo', value: bad }]);
    }
    expectError(await api.post(dispatcher, '/limo/api/drivers', body(code('M'), { mobileNo: '' })), 400, 'Mobile is required');
    expectError(await api.post(dispatcher, '/limo/api/drivers', body(code('M'), { mainlandMobileNo: '138 1234 5678' })), 400, /^Mainland Mobile must be/);
    expect(await driverCount()).toBe(before);
    for (const good of ['+852 9123 4567', '51234567', '+86 138 1234 5678']) {
      const res = await api.post(dispatcher, '/limo/api/drivers', body(code('M'), { mobileNo: good }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().mobileNo).toBe(good);
    }
  });
});

describe('POST /limo/api/upsertDriver', () => {
  let id: number;
  const driverNo = code('U', 10);

  it('creates a driver with licences, languages and contacts', async () => {
    const res = await api.post(dispatcher, '/limo/api/upsertDriver', {
      driverNo,
      driverNameEng: 'Yeung Chi Ho',
      driverNameChi: '楊志豪',
      mobileNo: '+852 6123 9876',
      joinDate: '2026-01-05',
      driverLicenses: [
        { licenseTypeId: lic['1'], licenseNo: 'DL7788001', issueDate: '2015-04-01', expiryDate: '2031-04-01' },
        { licenseTypeId: lic.HCP, licenseNo: 'HCP99001', issueDate: '2025-01-01', expiryDate: '2028-12-31' },
      ],
      driverLanguages: [
        { language: 'Cantonese', proficiency: 'F' },
        { language: 'English', proficiency: 'G' },
      ],
      driverContacts: [{ contactName: 'Yeung Mei', relationship: 'Spouse', telNo: '+852 9000 1111' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const out = res.json();
    id = out.id;
    expect(out).toMatchObject({ driverNo, branchId: 2, driverStatus: 'A', crossBorderFlag: 0, version: 0, createBy: 'dispatcher' });
    expect(out.driverLicenses).toHaveLength(2);
    expect(out.driverLicenses.every((l: Item) => l.driverId === id)).toBe(true);
    expect(out.driverLanguages.map((l: Item) => l.language)).toEqual(['Cantonese', 'English']);
    expect(out.driverContacts).toMatchObject([{ contactName: 'Yeung Mei', telNo: '+852 9000 1111' }]);
    expect(await childrenOf(id)).toEqual({
      licenses: ['DL7788001:2015-04-01:2031-04-01', 'HCP99001:2025-01-01:2028-12-31'],
      languages: ['Cantonese:F', 'English:G'],
      contacts: ['Yeung Mei:+852 9000 1111'],
    });
    expect((await api.get(dispatcher, `/limo/api/getDriver/${id}`)).json()).toEqual(out);
  });

  it('updates it, replacing the rows: listed ids kept, new rows added, the rest deleted', async () => {
    const before = (await api.get(dispatcher, `/limo/api/getDriver/${id}`)).json();
    const dl = before.driverLicenses.find((l: Item) => l.licenseNo === 'DL7788001');
    const res = await api.post(dispatcher, '/limo/api/upsertDriver', {
      id,
      driverNameEng: 'Yeung Chi Ho Kelvin',
      driverLicenses: [
        { id: dl.id, licenseTypeId: lic['1'], licenseNo: 'DL7788001', issueDate: '2015-04-01', expiryDate: '2033-04-01' },
        { licenseTypeId: lic.CN, licenseNo: '440300199001', issueDate: '2026-02-01', expiryDate: '2032-02-01' },
      ],
      // The same languages again without ids: the old rows give way to the new ones.
      driverLanguages: [
        { language: 'Cantonese', proficiency: 'F' },
        { language: 'Mandarin', proficiency: 'B' },
      ],
      driverContacts: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({ id, driverNameEng: 'Yeung Chi Ho Kelvin', version: 1, lastUpdateBy: 'dispatcher' });
    expect(out.driverLicenses.find((l: Item) => l.licenseNo === 'DL7788001').id).toBe(dl.id);
    expect(await childrenOf(id)).toEqual({
      licenses: ['440300199001:2026-02-01:2032-02-01', 'DL7788001:2015-04-01:2033-04-01'],
      languages: ['Cantonese:F', 'Mandarin:B'],
      contacts: [],
    });
  });

  it('refuses a licence that expires before it is issued with 400 naming the row, saving nothing', async () => {
    const before = await driverRow(id);
    const children = await childrenOf(id);
    const res = await api.post(dispatcher, '/limo/api/upsertDriver', {
      id,
      driverNameEng: 'Not saved',
      driverLanguages: [{ language: 'Japanese', proficiency: 'B' }],
      driverLicenses: [
        { licenseTypeId: lic['1'], licenseNo: 'OK1', issueDate: '2020-01-01', expiryDate: '2030-01-01' },
        { licenseTypeId: lic['3'], licenseNo: 'LB1', issueDate: '2026-05-01', expiryDate: '2026-04-30' },
      ],
    });
    const err = expectError(res, 400, 'Driver Licence, row 2: Expiry Date must not be before Issue Date');
    expect(err.invalidValues).toEqual([{ field: 'expiryDate', value: '2026-04-30' }]);
    expect(await driverRow(id)).toEqual(before);
    expect(await childrenOf(id)).toEqual(children);

    const newNo = code('N', 10);
    const created = await api.post(dispatcher, '/limo/api/upsertDriver', {
      driverNo: newNo,
      driverNameEng: 'Never Saved',
      mobileNo: '9876 5432',
      driverLicenses: [{ licenseTypeId: lic['1'], licenseNo: 'X1', issueDate: '2026-05-01', expiryDate: '2020-01-01' }],
    });
    expectError(created, 400, 'Driver Licence, row 1: Expiry Date must not be before Issue Date');
    expect(await db().select().from(drivers).where(eq(drivers.driverNo, newNo))).toEqual([]);
    const noType = await api.post(dispatcher, '/limo/api/upsertDriver', { id, driverLicenses: [{ licenseNo: 'X2', expiryDate: '2030-01-01' }] });
    expectError(noType, 400, 'Driver Licence, row 1: Licence Type is required');
    expect(await childrenOf(id)).toEqual(children);
  });

  it('refuses a driver of another branch as unknown', async () => {
    const before = await driverRow(szDriver.id);
    expectError(await api.post(dispatcher, '/limo/api/upsertDriver', { id: szDriver.id, driverNameEng: 'Moved' }), 404, `Driver ${szDriver.id} not found`);
    expectError(await api.get(dispatcher, `/limo/api/getDriver/${szDriver.id}`), 404);
    expect(await driverRow(szDriver.id)).toEqual(before);
    expectError(await api.post(hr, '/limo/api/upsertDriver', { id, driverNameEng: 'x' }), 403);
  });
});

describe("driver licences follow their driver's branch", () => {
  it("GET /limo/api/drivers/{id}/driverLicenses lists a driver's licences by expiry date", async () => {
    const rows = embedded(await api.get(dispatcher, `/limo/api/drivers/${hkDriver.id}/driverLicenses`), 'driverLicenses');
    const inDb = await db().select().from(driverLicenses).where(eq(driverLicenses.driverId, hkDriver.id));
    expect(ids(rows).sort()).toEqual(inDb.map((l) => l.id).sort());
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const expiries = rows.map((r) => r.expiryDate as string);
    expect(expiries).toEqual(byteSorted(expiries));
    const langs = embedded(await api.get(dispatcher, `/limo/api/drivers/${hkDriver.id}/driverLanguages`), 'driverLanguages');
    expect(langs.map((l) => l.language)).toEqual(expect.arrayContaining(['Cantonese', 'English']));
    expectError(await api.get(dispatcher, `/limo/api/drivers/${szDriver.id}/driverLicenses`), 404);
    expect(embedded(await api.get(szDispatcher, `/limo/api/drivers/${szDriver.id}/driverLicenses`, SZ), 'driverLicenses').length).toBeGreaterThan(0);
  });

  it('hides, protects and refuses licences of a branch-1 driver while working in branch 2', async () => {
    const [licence] = await db().select().from(driverLicenses).where(eq(driverLicenses.driverId, szDriver.id));
    const url = `/limo/api/driverLicenses/${licence.id}`;
    expectError(await api.get(szDispatcher, url), 404, `Driver Licence ${licence.id} not found`);
    expectError(await api.patch(szDispatcher, url, { licenseNo: 'HACKED' }), 404);
    expectError(await api.del(szDispatcher, url), 404);
    const listed = embedded(await api.get(szDispatcher, `/limo/api/driverLicenses?size=100&driverId=${szDriver.id}`), 'driverLicenses');
    expect(listed).toEqual([]);
    const count = async () => (await db().select().from(driverLicenses).where(eq(driverLicenses.driverId, szDriver.id))).length;
    const before = await count();
    const made = await api.post(szDispatcher, '/limo/api/driverLicenses', {
      driverId: szDriver.id,
      licenseTypeId: lic['1'],
      licenseNo: 'X9',
      expiryDate: '2030-01-01',
    });
    expectError(made, 400, `Driver ${szDriver.id} is not in the selected branch`);
    // Nor moved under it from a branch-2 licence.
    const [hkLicence] = await db().select().from(driverLicenses).where(eq(driverLicenses.driverId, hkDriver.id));
    expectError(await api.patch(szDispatcher, `/limo/api/driverLicenses/${hkLicence.id}`, { driverId: szDriver.id }), 400);
    expect(await count()).toBe(before);
    expect((await db().select().from(driverLicenses).where(eq(driverLicenses.id, licence.id)))[0].licenseNo).toBe(licence.licenseNo);

    // In branch 1 the same calls work.
    expect((await api.get(szDispatcher, url, SZ)).json().licenseNo).toBe(licence.licenseNo);
    const ok = await api.post(
      szDispatcher,
      '/limo/api/driverLicenses',
      { driverId: szDriver.id, licenseTypeId: lic['1'], licenseNo: 'X9', expiryDate: '2030-01-01' },
      SZ,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await count()).toBe(before + 1);
  });
});

describe('driver app passwords', () => {
  const hashOf = async (driverId: number) => (await db().select().from(driverAuths).where(eq(driverAuths.driverId, driverId)))[0]?.passwordHash;

  it("GET /limo/node/api/driverAuths lists the selected branch's logins with a passwordSet flag, never the hash", async () => {
    const res = await api.get(dispatcher, '/limo/node/api/driverAuths');
    const rows = embedded(res, 'driverAuths');
    const expected = await db()
      .select({ id: driverAuths.id })
      .from(driverAuths)
      .innerJoin(drivers, eq(drivers.id, driverAuths.driverId))
      .where(eq(drivers.branchId, 2));
    expect(ids(rows).sort()).toEqual(expected.map((e) => e.id).sort());
    const nos = rows.map((r) => r.driverNo as string);
    expect(nos).toEqual(byteSorted(nos));
    const d1 = rows.find((r) => r.driverNo === 'D001');
    expect(d1).toMatchObject({ driverId: hkDriver.id, loginName: 'd001', driverNameEng: hkDriver.driverNameEng, passwordSet: 1 });
    for (const r of rows) expect(Object.keys(r)).not.toContain('passwordHash');
    expect(res.body).not.toContain('$argon2');
    const sz = embedded(await api.get(szDispatcher, '/limo/node/api/driverAuths', SZ), 'driverAuths');
    expect(sz.length).toBeGreaterThan(0);
    expect(sz.every((r) => String(r.driverNo).startsWith('SZ'))).toBe(true);
    expectError(await api.get(hr, '/limo/node/api/driverAuths'), 403);
  });

  it('GET /limo/api/driverAuths and /{id} never show the hash', async () => {
    const res = await api.get(admin, '/limo/api/driverAuths?size=100');
    const rows = embedded(res, 'driverAuths');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(Object.keys(r)).not.toContain('passwordHash');
    expect(res.body).not.toContain('$argon2');
    const one = await api.get(admin, `/limo/api/driverAuths/${rows[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(Object.keys(one.json())).not.toContain('passwordHash');
    expect(one.body).not.toContain('$argon2');
  });

  it('POST /limo/api/driverResetPassword sets a new hash: 204', async () => {
    const before = await hashOf(hkDriver.id);
    expect(await verifyPassword(before ?? null, 'limo-demo')).toBe(true);
    const res = await api.post(dispatcher, '/limo/api/driverResetPassword', { driverId: hkDriver.id, newPassword: 'Tsim-Sha-Tsui-2026' });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const after = await hashOf(hkDriver.id);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(after ?? null, 'Tsim-Sha-Tsui-2026')).toBe(true);
    expect(await verifyPassword(after ?? null, 'limo-demo')).toBe(false);
    const [row] = await db().select().from(driverAuths).where(eq(driverAuths.driverId, hkDriver.id));
    expect(row.lastUpdateBy).toBe('dispatcher');
  });

  it('refuses weak passwords, drivers without a login and drivers of another branch, changing nothing', async () => {
    const before = await hashOf(hkDriver.id);
    const short = await api.post(dispatcher, '/limo/api/driverResetPassword', { driverId: hkDriver.id, newPassword: 'short' });
    expectError(short, 400, 'New password must be at least 8 characters');
    expectError(await api.post(dispatcher, '/limo/api/driverResetPassword', { driverId: hkDriver.id, newPassword: 'password' }), 400, /too common/);
    expectError(await api.post(dispatcher, '/limo/api/driverResetPassword', { driverId: hkDriver.id, newPassword: 'D001' }), 400);
    expectError(await api.post(dispatcher, '/limo/api/driverResetPassword', { driverId: hkDriver.id }), 400, 'New password is required');
    expect(await hashOf(hkDriver.id)).toBe(before);

    // D004 (the fourth demo driver) has no app login.
    const [noLogin] = await db()
      .select()
      .from(drivers)
      .where(and(eq(drivers.driverNo, 'D004'), eq(drivers.branchId, 2)));
    expect(await hashOf(noLogin.id)).toBeUndefined();
    expectError(
      await api.post(dispatcher, '/limo/api/driverResetPassword', { driverId: noLogin.id, newPassword: 'Good-Password-2026' }),
      404,
      /has no app login in this branch/,
    );
    expect(await db().select().from(driverAuths).where(eq(driverAuths.driverId, noLogin.id))).toEqual([]);

    const szBefore = await hashOf(szDriver.id);
    expect(szBefore).toBeTruthy();
    expectError(await api.post(szDispatcher, '/limo/api/driverResetPassword', { driverId: szDriver.id, newPassword: 'Good-Password-2026' }), 404);
    expect(await hashOf(szDriver.id)).toBe(szBefore);
    expectError(
      await api.post(dispatcher, '/limo/api/driverResetPassword', { driverId: 'abc', newPassword: 'Good-Password-2026' }),
      400,
      'driverId must be the id of a record',
    );
    expectError(await api.post(hr, '/limo/api/driverResetPassword', { driverId: hkDriver.id, newPassword: 'Good-Password-2026' }), 403);
    // In its own branch the reset works.
    expect((await api.post(szDispatcher, '/limo/api/driverResetPassword', { driverId: szDriver.id, newPassword: 'Good-Password-2026' }, SZ)).statusCode).toBe(
      204,
    );
    expect(await hashOf(szDriver.id)).not.toBe(szBefore);
  });

  it('shows a new login without a password as passwordSet 0 until it is reset', async () => {
    const [noLogin] = await db()
      .select()
      .from(drivers)
      .where(and(eq(drivers.driverNo, 'D008'), eq(drivers.branchId, 2)));
    const made = await api.post(dispatcher, '/limo/api/driverAuths', { driverId: noLogin.id, loginName: 'd008' });
    expect(made.statusCode, made.body).toBe(201);
    expect(Object.keys(made.json())).not.toContain('passwordHash');
    const flag = async () =>
      embedded(await api.get(dispatcher, '/limo/node/api/driverAuths'), 'driverAuths').find((r) => r.driverId === noLogin.id)?.passwordSet;
    expect(await flag()).toBe(0);
    expect((await api.post(dispatcher, '/limo/api/driverResetPassword', { driverId: noLogin.id, newPassword: 'Kwai-Fong-Depot-9' })).statusCode).toBe(204);
    expect(await flag()).toBe(1);
    // A login for a driver of another branch cannot be made from here.
    const other = await db()
      .select()
      .from(drivers)
      .where(and(eq(drivers.driverNo, 'SZ004'), eq(drivers.branchId, 1)));
    expectError(
      await api.post(dispatcher, '/limo/api/driverAuths', { driverId: other[0].id, loginName: 'sz004' }),
      400,
      `Driver ${other[0].id} is not in the selected branch`,
    );
  });
});
