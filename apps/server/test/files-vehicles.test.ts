import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBranches, vehicles, vehicleTypeBranches, vehicleTypeMaps, vehicleTypes } from '../src/db/schema/index.js';
import { byteSorted, client, code, embedded, expectError, ids, type Item, newStaff, STAFF_PASSWORD } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: string;
let dispatcher: string;
let szDispatcher: string;
let hr: string;
let api: ReturnType<typeof client>;
/** Demo vehicle type ids by name, and API vehicle type ids by code. */
const typeId: Record<string, number> = {};
const apiTypeId: Record<string, number> = {};
const SZ = { 'X-Branch-Id': '1' };
const DEMO_TYPES = ['S-CLASS', 'E-CLASS', 'TESLA', 'ALPHARD', 'V-CLASS', 'HIACE', 'COASTER', 'COACH49'];
const SZ_TYPES = ['S-CLASS', 'ALPHARD', 'V-CLASS', 'COASTER'];

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  [admin, dispatcher, szDispatcher, hr] = await Promise.all(['admin', 'dispatcher', 'sz.dispatcher', 'hr'].map((u) => t.login(u)));
  for (const r of await t.database.db.select().from(vehicleTypes)) typeId[r.vehicleType] = r.id;
  for (const r of embedded(await api.get(admin, '/limo/api/apiVehicleTypes?size=100'), 'apiVehicleTypes')) apiTypeId[r.apiVehicleTypeCode as string] = r.id;
});
afterAll(() => t.close());

const branchesOf = async (vehicleTypeId: number) =>
  (await t.database.db.select().from(vehicleTypeBranches).where(eq(vehicleTypeBranches.vehicleTypeId, vehicleTypeId))).map((r) => r.branchId).sort();
const mapsOf = async (vehicleTypeId: number) =>
  (await t.database.db.select().from(vehicleTypeMaps).where(eq(vehicleTypeMaps.vehicleTypeId, vehicleTypeId))).map((r) => r.apiVehicleTypeId).sort();
const typeRow = async (id: number) => (await t.database.db.select().from(vehicleTypes).where(eq(vehicleTypes.id, id)))[0];
const typeNames = async (token: string, headers?: Record<string, string>) =>
  embedded(await api.get(token, '/limo/api/vehicleTypes?sort=displaySeq&size=100', headers), 'vehicleTypes').map((v) => v.vehicleType);

describe("vehicle types are limited to the user's branches", () => {
  it('shows the dispatcher (branch 2 only) the 8 types linked to branch 2, by displaySeq', async () => {
    const res = await api.get(dispatcher, '/limo/api/vehicleTypes?sort=displaySeq&size=100');
    expect(embedded(res, 'vehicleTypes').map((v) => v.vehicleType)).toEqual(DEMO_TYPES);
    expect(res.json().page).toMatchObject({ totalElements: 8, totalPages: 1, number: 0 });
  });

  it('uses every branch of the user, not the selected one: admin in branch 1 still sees all 8', async () => {
    expect(await typeNames(admin, SZ)).toEqual(DEMO_TYPES);
    expect(await typeNames(szDispatcher, SZ)).toEqual(DEMO_TYPES);
    // E-CLASS is linked to branch 2 only, yet readable from branch 1 by a user of both branches.
    const one = await api.get(admin, `/limo/api/vehicleTypes/${typeId['E-CLASS']}`, SZ);
    expect(one.statusCode).toBe(200);
    expect(one.json().vehicleType).toBe('E-CLASS');
  });

  it('shows a staff member of branch 1 only the 4 types linked to branch 1, and hides the others', async () => {
    const sz = await newStaff(t, admin, ['VEHICLETYPE'], 1);
    expect(await typeNames(sz.token)).toEqual(SZ_TYPES);
    expectError(await api.get(sz.token, `/limo/api/vehicleTypes/${typeId.HIACE}`), 404, `Vehicle Type ${typeId.HIACE} not found`);
    expectError(await api.get(sz.token, `/limo/api/getVehicleType/${typeId.HIACE}`), 404);
    const enq = embedded(await api.get(sz.token, '/limo/api/enqVehicleTypes'), 'vehicleTypes');
    expect(enq.map((v) => v.vehicleType)).toEqual(SZ_TYPES);
    // Changing a type outside the staff's branches is refused as if it did not exist; nothing changes.
    const before = await typeRow(typeId.HIACE);
    expectError(await api.patch(sz.token, `/limo/api/vehicleTypes/${typeId.HIACE}`, { maxCapacity: 12 }), 404);
    expectError(await api.post(sz.token, '/limo/api/updateVehicleType', { vehicleTypes: [{ id: typeId.HIACE, displaySeq: 1 }] }), 404);
    expect(await typeRow(typeId.HIACE)).toEqual(before);
  });

  it('shows a staff member with no branch no vehicle type at all', async () => {
    const lonely = await newStaff(t, admin, ['VEHICLETYPE'], 2);
    expect(await typeNames(lonely.token)).toHaveLength(8);
    await t.database.db.delete(staffBranches).where(eq(staffBranches.staffId, lonely.id));
    const token = await t.login(lonely.username, STAFF_PASSWORD);
    const res = await api.get(token, '/limo/api/vehicleTypes?size=100');
    expect(embedded(res, 'vehicleTypes')).toEqual([]);
    expect(res.json().page.totalElements).toBe(0);
    expect(embedded(await api.get(token, '/limo/api/enqVehicleTypes'), 'vehicleTypes')).toEqual([]);
    expectError(await api.get(token, `/limo/api/vehicleTypes/${typeId['S-CLASS']}`), 404);
    expectError(await api.get(token, `/limo/api/getVehicleType/${typeId['S-CLASS']}`), 404);
  });

  it('links a type created with a plain POST to the branch it was created in, so its creator sees it', async () => {
    const name = code('VT', 12);
    const res = await api.post(szDispatcher, '/limo/api/vehicleTypes', { vehicleType: name, vehicleTypeDescEng: 'Cross-border saloon', maxCapacity: 4 }, SZ);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(await branchesOf(id)).toEqual([1]);
    expect(await typeNames(szDispatcher, SZ)).toContain(name);
    const agg = await api.get(szDispatcher, `/limo/api/getVehicleType/${id}`, SZ);
    expect(agg.json().vehicleTypeBranches.map((b: Item) => b.branchId)).toEqual([1]);
    // The dispatcher works in branch 2 only: the new type is not his.
    expect(await typeNames(dispatcher)).not.toContain(name);
    expectError(await api.get(dispatcher, `/limo/api/vehicleTypes/${id}`), 404);
  });
});

describe('GET /limo/api/getVehicleType/{id}', () => {
  it('answers the type with its branches and partner maps', async () => {
    const res = await api.get(szDispatcher, `/limo/api/getVehicleType/${typeId['S-CLASS']}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: typeId['S-CLASS'], vehicleType: 'S-CLASS', maxCapacity: 3, displaySeq: 10, recordStatus: 'A' });
    expect(body.vehicleTypeBranches.map((b: Item) => b.branchId).sort()).toEqual([1, 2]);
    expect(body.vehicleTypeBranches.every((b: Item) => b.vehicleTypeId === typeId['S-CLASS'])).toBe(true);
    expect(body.vehicleTypeMaps.map((m: Item) => m.apiVehicleTypeId)).toEqual([apiTypeId['CL-SEDAN']]);
    const eClass = (await api.get(dispatcher, `/limo/api/getVehicleType/${typeId['E-CLASS']}`)).json();
    expect(eClass.vehicleTypeBranches.map((b: Item) => b.branchId)).toEqual([2]);
    // The dispatcher works in branch 2 only: he sees the type's link to branch 2 alone.
    expect((await api.get(dispatcher, `/limo/api/getVehicleType/${typeId['S-CLASS']}`)).json().vehicleTypeBranches.map((b: Item) => b.branchId)).toEqual([2]);
    expectError(await api.get(dispatcher, '/limo/api/getVehicleType/999999'), 404, 'Vehicle Type 999999 not found');
    expectError(await api.get(hr, `/limo/api/getVehicleType/${typeId['S-CLASS']}`), 403);
  });
});

describe('POST /limo/api/upsertVehicleType', () => {
  let id: number;
  const name = code('LM', 12);

  it('creates a type with its branches and maps', async () => {
    const res = await api.post(admin, '/limo/api/upsertVehicleType', {
      vehicleType: name,
      vehicleTypeDescEng: 'Lexus LM executive MPV',
      vehicleTypeDescChi: '凌志 LM 行政七人車',
      maxCapacity: 6,
      luggageCapacity: 4,
      displaySeq: 45,
      vehicleTypeBranches: [{ branchId: 1 }, { branchId: 2 }],
      vehicleTypeMaps: [{ apiVehicleTypeId: apiTypeId['CL-MPV'], remarks: 'Sent to chinaLink as MPV' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    id = body.id;
    expect(body).toMatchObject({ vehicleType: name, maxCapacity: 6, luggageCapacity: 4, displaySeq: 45, version: 0, createBy: 'admin' });
    expect(body.vehicleTypeBranches.map((b: Item) => b.branchId).sort()).toEqual([1, 2]);
    expect(body.vehicleTypeMaps).toMatchObject([{ vehicleTypeId: id, apiVehicleTypeId: apiTypeId['CL-MPV'], remarks: 'Sent to chinaLink as MPV' }]);
    expect(await branchesOf(id)).toEqual([1, 2]);
    expect(await mapsOf(id)).toEqual([apiTypeId['CL-MPV']]);
    expect((await api.get(admin, `/limo/api/getVehicleType/${id}`)).json()).toEqual(body);
  });

  it('updates it, replacing the child rows and deleting those left out', async () => {
    const before = (await api.get(admin, `/limo/api/getVehicleType/${id}`)).json();
    const hk = before.vehicleTypeBranches.find((b: Item) => b.branchId === 2);
    const res = await api.post(admin, '/limo/api/upsertVehicleType', {
      id,
      maxCapacity: 7,
      vehicleTypeBranches: [{ id: hk.id, branchId: 2 }],
      vehicleTypeMaps: [{ apiVehicleTypeId: apiTypeId['KLK-PREMIUM'] }, { apiVehicleTypeId: apiTypeId['CL-SEDAN'] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, vehicleType: name, maxCapacity: 7, version: 1 });
    expect(res.json().vehicleTypeBranches.map((b: Item) => b.id)).toEqual([hk.id]);
    expect(await branchesOf(id)).toEqual([2]);
    expect(await mapsOf(id)).toEqual([apiTypeId['CL-SEDAN'], apiTypeId['KLK-PREMIUM']].sort());
    // A child list left out of the body is not touched.
    const kept = await api.post(admin, '/limo/api/upsertVehicleType', { id, vehicleTypeDescEng: 'Lexus LM 350h' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await mapsOf(id)).toHaveLength(2);
    expect((await typeRow(id)).vehicleTypeDescEng).toBe('Lexus LM 350h');
  });

  it('replaces branch rows sent without ids, even when they name the same branches', async () => {
    const res = await api.post(admin, '/limo/api/upsertVehicleType', { id, vehicleTypeBranches: [{ branchId: 2 }, { branchId: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await branchesOf(id)).toEqual([1, 2]);
  });

  it('refuses a bad child row with 400 naming the row, and saves nothing', async () => {
    const before = await typeRow(id);
    const branchesBefore = await branchesOf(id);
    const mapsBefore = await mapsOf(id);
    const bad = await api.post(admin, '/limo/api/upsertVehicleType', {
      id,
      vehicleTypeDescEng: 'Should not be saved',
      vehicleTypeBranches: [{ branchId: 2 }, { branchId: 'abc' }],
      vehicleTypeMaps: [],
    });
    const body = expectError(bad, 400, 'Vehicle Type Branch, row 2: Branch must be a whole number');
    expect(body.errors).toEqual(['Vehicle Type Branch, row 2: Branch must be a whole number']);
    const missing = await api.post(admin, '/limo/api/upsertVehicleType', {
      id,
      vehicleTypeBranches: [{ branchId: 2 }],
      vehicleTypeMaps: [{ remarks: 'no partner type' }],
    });
    expectError(missing, 400, 'Vehicle Type Map, row 1: API Vehicle Type is required');
    const unknown = await api.post(admin, '/limo/api/upsertVehicleType', { id, vehicleTypeBranches: [{ branchId: 424242 }], vehicleTypeMaps: [] });
    expectError(unknown, 400, 'Vehicle Type Branch, row 1: Branch: there is no Branch with id 424242');
    const twice = await api.post(admin, '/limo/api/upsertVehicleType', { id, vehicleTypeBranches: [{ branchId: 1 }, { branchId: 1 }] });
    expectError(twice, 409, 'Vehicle Type Branch, row 2: Branch 1 already exists for this Vehicle Type');
    expect(await typeRow(id)).toEqual(before);
    expect(await branchesOf(id)).toEqual(branchesBefore);
    expect(await mapsOf(id)).toEqual(mapsBefore);

    const newName = code('BAD', 12);
    const created = await api.post(admin, '/limo/api/upsertVehicleType', {
      vehicleType: newName,
      vehicleTypeDescEng: 'Never saved',
      maxCapacity: 4,
      vehicleTypeBranches: [{ branchId: 2 }, { branchId: -1 }],
    });
    expectError(created, 400, 'Vehicle Type Branch, row 2: Branch must be the id of a record');
    expect(await t.database.db.select().from(vehicleTypes).where(eq(vehicleTypes.vehicleType, newName))).toEqual([]);
  });

  it('refuses a bad parent, an unknown id and a user without the right', async () => {
    expectError(
      await api.post(admin, '/limo/api/upsertVehicleType', { vehicleType: code('X', 12), vehicleTypeDescEng: 'No capacity' }),
      400,
      'Passengers is required',
    );
    expectError(await api.post(admin, '/limo/api/upsertVehicleType', { id: 999999, maxCapacity: 3 }), 404, 'Vehicle Type 999999 not found');
    expectError(
      await api.post(admin, '/limo/api/upsertVehicleType', { vehicleType: 'S-CLASS', vehicleTypeDescEng: 'Twin', maxCapacity: 3 }),
      409,
      'Vehicle Type S-CLASS already exists',
    );
    expectError(await api.post(hr, '/limo/api/upsertVehicleType', { id, maxCapacity: 3 }), 403);
    expect((await typeRow(id)).maxCapacity).toBe(7);
  });
});

describe('GET /limo/api/enqVehicleTypes and POST /limo/api/updateVehicleType', () => {
  it("lists the types of the user's branches with the codes of those of his branches they are used in", async () => {
    const codesFor = async (token: string) => {
      const rows = embedded(await api.get(token, '/limo/api/enqVehicleTypes'), 'vehicleTypes');
      const demo = rows.filter((r) => DEMO_TYPES.includes(r.vehicleType as string));
      expect(demo.map((r) => r.vehicleType)).toEqual(DEMO_TYPES);
      return Object.fromEntries(demo.map((r) => [r.vehicleType, r.branchCodes]));
    };
    const both = await codesFor(szDispatcher);
    for (const name of DEMO_TYPES) expect(both[name], name).toBe(SZ_TYPES.includes(name) ? 'HK, SZ' : 'HK');
    const hkOnly = await codesFor(dispatcher);
    for (const name of DEMO_TYPES) expect(hkOnly[name], name).toBe('HK');
    const coach = embedded(await api.get(dispatcher, '/limo/api/enqVehicleTypes?q=coach'), 'vehicleTypes');
    expect(coach.map((r) => r.vehicleType)).toEqual(['COACH49']);
  });

  it('re-sequences types in one go', async () => {
    const res = await api.post(dispatcher, '/limo/api/updateVehicleType', {
      vehicleTypes: [
        { id: typeId.COACH49, displaySeq: 1 },
        { id: typeId['S-CLASS'], displaySeq: 2 },
      ],
    });
    const out = embedded(res, 'vehicleTypes');
    expect(out.map((r) => [r.id, r.displaySeq])).toEqual([
      [typeId.COACH49, 1],
      [typeId['S-CLASS'], 2],
    ]);
    expect((await typeNames(dispatcher)).slice(0, 2)).toEqual(['COACH49', 'S-CLASS']);
    expect((await typeRow(typeId.COACH49)).lastUpdateBy).toBe('dispatcher');
  });

  it('refuses a bad list with 400 and an unknown type with 404, changing nothing', async () => {
    expectError(await api.post(dispatcher, '/limo/api/updateVehicleType', { vehicleTypes: [] }), 400, 'vehicleTypes must not be empty');
    expectError(await api.post(dispatcher, '/limo/api/updateVehicleType', {}), 400);
    expectError(await api.post(dispatcher, '/limo/api/updateVehicleType', { vehicleTypes: [{ id: typeId.TESLA, displaySeq: -5 }] }), 400);
    const before = (await typeRow(typeId.TESLA)).displaySeq;
    const res = await api.post(dispatcher, '/limo/api/updateVehicleType', {
      vehicleTypes: [
        { id: typeId.TESLA, displaySeq: 3 },
        { id: 999999, displaySeq: 4 },
      ],
    });
    expectError(res, 404, 'Vehicle Type 999999 not found');
    expect((await typeRow(typeId.TESLA)).displaySeq).toBe(before);
  });
});

describe('vehicles', () => {
  const nodeList = async (token: string, query = '', headers?: Record<string, string>) =>
    embedded(await api.get(token, `/limo/node/api/vehicles${query}`, headers), 'vehicles');

  it('lists the selected branch only', async () => {
    const all = await t.database.db.select().from(vehicles);
    const hk = embedded(await api.get(admin, '/limo/api/vehicles?size=100'), 'vehicles');
    const sz = embedded(await api.get(admin, '/limo/api/vehicles?size=100', SZ), 'vehicles');
    expect(hk.length).toBe(all.filter((v) => v.branchId === 2).length);
    expect(sz.length).toBe(all.filter((v) => v.branchId === 1).length);
    expect(hk.every((v) => v.branchId === 2)).toBe(true);
    expect(sz.every((v) => v.branchId === 1)).toBe(true);
    expect(sz.length).toBeGreaterThan(0);
    expectError(await api.get(admin, `/limo/api/vehicles/${sz[0].id}`), 404);
    expect((await api.get(admin, `/limo/api/vehicles/${sz[0].id}`, SZ)).json().licensePlateNo).toBe(sz[0].licensePlateNo);
    expectError(await api.get(dispatcher, '/limo/api/vehicles', SZ), 403, 'You may not work in branch 1');
  });

  it('GET /limo/node/api/vehicles: active vehicles of the selected branch by plate, with type and capacity', async () => {
    const hk = await nodeList(dispatcher);
    const plates = hk.map((v) => v.licensePlateNo as string);
    expect(plates).toEqual(byteSorted(plates));
    expect(hk.every((v) => v.branchId === 2 && v.vehicleStatus === 'A')).toBe(true);
    const coach = hk.find((v) => v.vehicleTypeId === typeId.COACH49);
    expect(coach).toMatchObject({ vehicleType: 'COACH49', maxCapacity: 49 });
    for (const v of hk) expect(typeof v.maxCapacity, String(v.licensePlateNo)).toBe('number');
    const sz = await nodeList(szDispatcher, '', SZ);
    expect(sz.length).toBeGreaterThan(0);
    expect(sz.every((v) => v.branchId === 1)).toBe(true);
    expect(ids(sz).filter((i) => ids(hk).includes(i))).toEqual([]);

    const alphards = await nodeList(dispatcher, `?vehicleTypeId=${typeId.ALPHARD}`);
    expect(alphards.length).toBe(hk.filter((v) => v.vehicleType === 'ALPHARD').length);
    expect(alphards.every((v) => v.vehicleType === 'ALPHARD' && v.maxCapacity === 6)).toBe(true);
    const one = await nodeList(dispatcher, `?q=${String(hk[3].licensePlateNo).toLowerCase()}`);
    expect(one.map((v) => v.id)).toContain(hk[3].id);
    expectError(await api.get(dispatcher, '/limo/node/api/vehicles?vehicleTypeId=abc'), 400);

    // A cancelled vehicle leaves the pick-list but stays in the file.
    const cancelled = await api.patch(dispatcher, `/limo/api/vehicles/${hk[0].id}`, { vehicleStatus: 'C' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(ids(await nodeList(dispatcher))).not.toContain(hk[0].id);
    expect(ids(embedded(await api.get(dispatcher, '/limo/api/vehicles?size=100'), 'vehicles'))).toContain(hk[0].id);
    expectError(await api.get(hr, '/limo/node/api/vehicles'), 403);
  });

  it('checks plates: pattern, upper case, one car per plate', async () => {
    const base = { vehicleTypeId: typeId['S-CLASS'], make: 'Mercedes-Benz' };
    const count = async () => (await t.database.db.select().from(vehicles)).length;
    const before = await count();
    const bad = await api.post(dispatcher, '/limo/api/vehicles', { ...base, licensePlateNo: 'AB-123' });
    const body = expectError(bad, 400, 'Licence Plate must be 1 to 8 letters, digits or spaces');
    expect(body.invalidValues).toEqual([{ field: 'licensePlateNo', value: 'AB-123' }]);
    expect(expectError(await api.post(dispatcher, '/limo/api/vehicles', { ...base, licensePlateNo: 'ABCDEFGHJ' }), 400).errors).toContain(
      'Licence Plate must be at most 8 characters',
    );
    expectError(await api.post(dispatcher, '/limo/api/vehicles', { ...base }), 400, 'Licence Plate is required');
    expectError(await api.post(dispatcher, '/limo/api/vehicles', { ...base, licensePlateNo: 'AB 1', telNo: 'call me' }), 400, /^Car Phone may hold digits/);
    expect(await count()).toBe(before);

    const plate = code('Z', 8);
    const made = await api.post(dispatcher, '/limo/api/vehicles', { ...base, licensePlateNo: plate.toLowerCase() });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ licensePlateNo: plate, branchId: 2, vehicleStatus: 'A' });
    expectError(
      await api.post(dispatcher, '/limo/api/vehicles', { ...base, licensePlateNo: plate }),
      409,
      `Licence Plate ${plate} already exists (in this or another branch)`,
    );
    expect(await count()).toBe(before + 1);
    // A vehicle cannot be saved into another branch than the selected one.
    expectError(await api.post(admin, '/limo/api/vehicles', { ...base, licensePlateNo: code('Y', 8), branchId: 1 }), 403);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a plate another branch runs (one car per plate) with 409 naming the plate, saving nothing', async () => {
    const [szCar] = await t.database.db.select().from(vehicles).where(eq(vehicles.branchId, 1)).limit(1);
    const count = async () => (await t.database.db.select().from(vehicles)).length;
    const before = await count();
    const res = await api.post(dispatcher, '/limo/api/vehicles', { licensePlateNo: szCar.licensePlateNo, vehicleTypeId: typeId['S-CLASS'] });
    expectError(res, 409, `Licence Plate ${szCar.licensePlateNo} already exists (in this or another branch)`);
    expect(await count()).toBe(before);
  });
});

describe('API vehicle types with their maps', () => {
  it('creates with vehicleTypeMaps and updates replacing them', async () => {
    const apiCode = code('KLK-', 30);
    const res = await api.post(dispatcher, '/limo/api/createApiVehicleTypes', {
      apiVehicleTypeCode: apiCode,
      apiSource: 'Klook',
      apiVehicleTypeDesc: 'Luxury MPV',
      vehicleTypeMaps: [{ vehicleTypeId: typeId.ALPHARD, remarks: 'Alphard first' }, { vehicleTypeId: typeId['V-CLASS'] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ apiVehicleTypeCode: apiCode, apiSource: 'Klook', recordStatus: 'A' });
    expect(created.vehicleTypeMaps.map((m: Item) => [m.vehicleTypeId, m.apiVehicleTypeId, m.remarks])).toEqual([
      [typeId.ALPHARD, created.id, 'Alphard first'],
      [typeId['V-CLASS'], created.id, null],
    ]);
    const mapsOfApi = async () =>
      (await t.database.db.select().from(vehicleTypeMaps).where(eq(vehicleTypeMaps.apiVehicleTypeId, created.id))).map((m) => m.vehicleTypeId).sort();
    expect(await mapsOfApi()).toEqual([typeId.ALPHARD, typeId['V-CLASS']].sort());

    const alphard = created.vehicleTypeMaps[0];
    const upd = await api.put(dispatcher, `/limo/api/updateApiVehicleTypes/${created.id}`, {
      apiVehicleTypeDesc: 'Luxury MPV (7 seats)',
      vehicleTypeMaps: [{ id: alphard.id, vehicleTypeId: typeId.ALPHARD, remarks: 'Alphard only' }],
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ apiVehicleTypeDesc: 'Luxury MPV (7 seats)', version: 1 });
    expect(upd.json().vehicleTypeMaps).toMatchObject([{ id: alphard.id, remarks: 'Alphard only' }]);
    expect(await mapsOfApi()).toEqual([typeId.ALPHARD]);
    expect((await api.get(dispatcher, `/limo/api/getApiVehicleType/${created.id}`)).json().vehicleTypeMaps.map((m: Item) => m.id)).toEqual([alphard.id]);

    // A broken map row: 400 naming it, nothing saved.
    const bad = await api.put(dispatcher, `/limo/api/updateApiVehicleTypes/${created.id}`, {
      apiVehicleTypeDesc: 'Not saved',
      vehicleTypeMaps: [{ vehicleTypeId: typeId.HIACE, remarks: 'x'.repeat(201) }],
    });
    expectError(bad, 400, 'Vehicle Type Map, row 1: Remarks must be at most 200 characters');
    expect(await mapsOfApi()).toEqual([typeId.ALPHARD]);
    expect((await api.get(dispatcher, `/limo/api/apiVehicleTypes/${created.id}`)).json()).toMatchObject({
      apiVehicleTypeDesc: 'Luxury MPV (7 seats)',
      version: 1,
    });
    expectError(await api.put(dispatcher, '/limo/api/updateApiVehicleTypes/999999', { apiVehicleTypeDesc: 'x' }), 404);
    expectError(await api.post(hr, '/limo/api/createApiVehicleTypes', { apiVehicleTypeCode: code(), apiSource: 'x', apiVehicleTypeDesc: 'x' }), 403);
  });
});

describe("a branch-2-only dispatcher keeps out of branch 1's vehicle types (issue 7)", () => {
  /** A type linked to branch 1 only (made by sz.dispatcher working in branch 1), with a partner map. */
  let szOnly: number;
  let szMap: number;
  /** S-CLASS's link to branch 1, and HIACE's link to branch 2. */
  let sClassSz: number;
  let hiaceHk: number;
  const link = async (id: number) => (await t.database.db.select().from(vehicleTypeBranches).where(eq(vehicleTypeBranches.id, id)))[0];
  const links = async () => (await t.database.db.select().from(vehicleTypeBranches)).map((l) => `${l.id}:${l.vehicleTypeId}:${l.branchId}:${l.version}`).sort();
  const allMaps = async () => (await t.database.db.select().from(vehicleTypeMaps)).map((m) => `${m.id}:${m.vehicleTypeId}:${m.apiVehicleTypeId}`).sort();
  const mapRow = async (id: number) => (await t.database.db.select().from(vehicleTypeMaps).where(eq(vehicleTypeMaps.id, id)))[0];

  beforeAll(async () => {
    const made = await api.post(
      szDispatcher,
      '/limo/api/vehicleTypes',
      { vehicleType: code('SZ', 12), vehicleTypeDescEng: 'Cross-border MPV', maxCapacity: 6 },
      SZ,
    );
    expect(made.statusCode, made.body).toBe(201);
    szOnly = made.json().id;
    expect(await branchesOf(szOnly)).toEqual([1]);
    const map = await api.post(szDispatcher, '/limo/api/vehicleTypeMaps', { vehicleTypeId: szOnly, apiVehicleTypeId: apiTypeId['CL-MPV'] }, SZ);
    expect(map.statusCode, map.body).toBe(201);
    szMap = map.json().id;
    const rows = await t.database.db.select().from(vehicleTypeBranches);
    sClassSz = rows.find((r) => r.vehicleTypeId === typeId['S-CLASS'] && r.branchId === 1)?.id as number;
    hiaceHk = rows.find((r) => r.vehicleTypeId === typeId.HIACE && r.branchId === 2)?.id as number;
    expect(sClassSz && hiaceHk).toBeTruthy();
  });

  it('lists and reads only the branch links of his branches, in every list that shows them', async () => {
    const listed = embedded(await api.get(dispatcher, '/limo/api/vehicleTypeBranches?size=100'), 'vehicleTypeBranches');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((l) => l.branchId !== 2)).toEqual([]);
    expectError(await api.get(dispatcher, `/limo/api/vehicleTypeBranches/${sClassSz}`), 404);
    expect(
      embedded(await api.get(dispatcher, `/limo/api/vehicleTypes/${typeId['S-CLASS']}/vehicleTypeBranches`), 'vehicleTypeBranches').map((l) => l.branchId),
    ).toEqual([2]);
    expect((await api.get(dispatcher, `/limo/api/getVehicleType/${typeId['S-CLASS']}`)).json().vehicleTypeBranches.map((l: Item) => l.branchId)).toEqual([2]);
    for (const r of embedded(await api.get(dispatcher, '/limo/api/enqVehicleTypes'), 'vehicleTypes')) expect(r.branchCodes, String(r.vehicleType)).toBe('HK');
    // sz.dispatcher works in both branches and sees both links.
    expect(
      (await api.get(szDispatcher, `/limo/api/getVehicleType/${typeId['S-CLASS']}`))
        .json()
        .vehicleTypeBranches.map((l: Item) => l.branchId)
        .sort(),
    ).toEqual([1, 2]);
    expect(embedded(await api.get(szDispatcher, '/limo/api/enqVehicleTypes?q=s-class'), 'vehicleTypes')[0].branchCodes).toBe('HK, SZ');
  });

  it('cannot create, patch or delete a branch-1 link, nor link a branch-1 type to branch 2', async () => {
    const before = await links();
    const toSz = await api.post(dispatcher, '/limo/api/vehicleTypeBranches', { vehicleTypeId: typeId['E-CLASS'], branchId: 1 });
    expectError(toSz, 403, 'Branch 1 is not one of your branches');
    const taken = await api.post(dispatcher, '/limo/api/vehicleTypeBranches', { vehicleTypeId: szOnly, branchId: 2 });
    expect(expectError(taken, 400, `Vehicle Type ${szOnly} is not used in your branches`).invalidValues).toEqual([{ field: 'vehicleTypeId', value: szOnly }]);
    expectError(await api.patch(dispatcher, `/limo/api/vehicleTypeBranches/${sClassSz}`, { branchId: 2 }), 404);
    expectError(await api.patch(dispatcher, `/limo/api/vehicleTypeBranches/${hiaceHk}`, { branchId: 1 }), 403, 'Branch 1 is not one of your branches');
    expectError(
      await api.patch(dispatcher, `/limo/api/vehicleTypeBranches/${hiaceHk}`, { vehicleTypeId: szOnly }),
      400,
      `Vehicle Type ${szOnly} is not used in your branches`,
    );
    expectError(await api.del(dispatcher, `/limo/api/vehicleTypeBranches/${sClassSz}`), 404);
    expect(await links()).toEqual(before);
    expect((await link(sClassSz)).branchId).toBe(1);
  });

  it('saves a type through upsertVehicleType without touching its branch-1 link, and cannot add one', async () => {
    const kept = await api.post(dispatcher, '/limo/api/upsertVehicleType', { id: typeId['S-CLASS'], vehicleTypeBranches: [{ branchId: 2 }] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().vehicleTypeBranches.map((l: Item) => l.branchId)).toEqual([2]);
    expect(await branchesOf(typeId['S-CLASS'])).toEqual([1, 2]);
    expect(await link(sClassSz)).toBeDefined();

    const before = await links();
    const pushed = await api.post(dispatcher, '/limo/api/upsertVehicleType', {
      id: typeId.HIACE,
      vehicleTypeBranches: [{ id: hiaceHk, branchId: 2 }, { branchId: 1 }],
    });
    expectError(pushed, 403, 'Vehicle Type Branch, row 2: Branch 1 is not one of your branches');
    const name = code('NV', 12);
    const created = await api.post(dispatcher, '/limo/api/upsertVehicleType', {
      vehicleType: name,
      vehicleTypeDescEng: 'Never saved',
      maxCapacity: 4,
      vehicleTypeBranches: [{ branchId: 1 }],
    });
    expectError(created, 403, 'Vehicle Type Branch, row 1: Branch 1 is not one of your branches');
    expect(await t.database.db.select().from(vehicleTypes).where(eq(vehicleTypes.vehicleType, name))).toEqual([]);
    expectError(await api.post(dispatcher, '/limo/api/upsertVehicleType', { id: szOnly, vehicleTypeBranches: [{ branchId: 2 }] }), 404);
    expect(await links()).toEqual(before);
    expect(await branchesOf(szOnly)).toEqual([1]);
  });

  it('cannot put a vehicle of branch 2 on a type branch 2 does not use; sz.dispatcher can in branch 1', async () => {
    const count = async () => (await t.database.db.select().from(vehicles)).length;
    const before = await count();
    const plate = code('Q', 8);
    const refused = await api.post(dispatcher, '/limo/api/vehicles', { licensePlateNo: plate, vehicleTypeId: szOnly });
    expect(expectError(refused, 400, `Vehicle Type ${szOnly} is not used in branch HK`).invalidValues).toEqual([{ field: 'vehicleTypeId', value: szOnly }]);
    // sz.dispatcher sees the type, yet a vehicle of branch 2 cannot take it.
    expectError(
      await api.post(szDispatcher, '/limo/api/vehicles', { licensePlateNo: plate, vehicleTypeId: szOnly }),
      400,
      `Vehicle Type ${szOnly} is not used in branch HK`,
    );
    const [own] = await t.database.db.select().from(vehicles).where(eq(vehicles.branchId, 2)).limit(1);
    expectError(await api.patch(dispatcher, `/limo/api/vehicles/${own.id}`, { vehicleTypeId: szOnly }), 400, `Vehicle Type ${szOnly} is not used in branch HK`);
    expect((await t.database.db.select().from(vehicles).where(eq(vehicles.id, own.id)))[0]).toEqual(own);
    expect(await count()).toBe(before);
    const made = await api.post(szDispatcher, '/limo/api/vehicles', { licensePlateNo: plate, vehicleTypeId: szOnly, chinaPlateNo: '粵Z1234港' }, SZ);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ branchId: 1, vehicleTypeId: szOnly });
  });

  it('cannot see, make or drop a partner map of a type outside his branches', async () => {
    const maps = embedded(await api.get(dispatcher, '/limo/api/vehicleTypeMaps?size=100'), 'vehicleTypeMaps');
    expect(maps.length).toBeGreaterThan(0);
    expect(ids(maps)).not.toContain(szMap);
    expectError(await api.get(dispatcher, `/limo/api/vehicleTypeMaps/${szMap}`), 404);
    expectError(await api.patch(dispatcher, `/limo/api/vehicleTypeMaps/${szMap}`, { remarks: 'x' }), 404);
    expectError(await api.del(dispatcher, `/limo/api/vehicleTypeMaps/${szMap}`), 404);
    const before = await allMaps();
    const szMapBefore = await mapRow(szMap);
    const direct = await api.post(dispatcher, '/limo/api/vehicleTypeMaps', { vehicleTypeId: szOnly, apiVehicleTypeId: apiTypeId['KLK-PREMIUM'] });
    expectError(direct, 400, `Vehicle Type ${szOnly} is not used in your branches`);
    const viaApi = await api.post(dispatcher, '/limo/api/createApiVehicleTypes', {
      apiVehicleTypeCode: code('KLK-', 30),
      apiSource: 'Klook',
      apiVehicleTypeDesc: 'x',
      vehicleTypeMaps: [{ vehicleTypeId: szOnly }],
    });
    expectError(viaApi, 400, `Vehicle Type Map, row 1: Vehicle Type ${szOnly} is not used in your branches`);
    // Saving the partner type's maps as he sees them leaves the branch-1 map alone.
    const partner = (await api.get(dispatcher, `/limo/api/getApiVehicleType/${apiTypeId['CL-MPV']}`)).json();
    expect(ids(partner.vehicleTypeMaps)).not.toContain(szMap);
    const saved = await api.put(dispatcher, `/limo/api/updateApiVehicleTypes/${apiTypeId['CL-MPV']}`, { vehicleTypeMaps: partner.vehicleTypeMaps });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await allMaps()).toEqual(before);
    expect(await mapRow(szMap)).toEqual(szMapBefore);
    expect((await api.get(szDispatcher, `/limo/api/vehicleTypeMaps/${szMap}`, SZ)).statusCode).toBe(200);
  });
});
