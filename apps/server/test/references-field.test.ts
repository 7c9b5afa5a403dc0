import { RESOURCES } from '@limo/domain';
import { and, type Column, eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowanceLocations, allowanceVehicleTypes, locations, vehicleTypes } from '../src/db/schema/index.js';
import { defListSpec, parseList } from '../src/engine/query.js';
import { client, code, embedded, expectError, type Item, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { inlined, type OpenApiDoc, type Operation, type Schema } from './openapi-docs.js';

/*
 * A 'references' field (a list of ids of another collection in an int[] column) through the
 * generic engine: allowance location groups list locations, vehicle type groups list vehicle types.
 */

let t: TestApp;
let admin: string;
let hr: string;
let api: ReturnType<typeof client>;
const locId: Record<string, number> = {};
const typeId: Record<string, number> = {};
const GROUPS = '/limo/api/allowanceLocations';
const TYPE_GROUPS = '/limo/api/allowanceVehicleTypes';

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  [admin, hr] = await Promise.all(['admin', 'hr'].map((u) => t.login(u)));
  for (const l of await db().select().from(locations)) locId[l.locationCode] = l.id;
  for (const v of await db().select().from(vehicleTypes)) typeId[v.vehicleType] = v.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const savedIds = async (id: number) => (await db().select().from(allowanceLocations).where(eq(allowanceLocations.id, id)))[0]?.locationIds;

/** A new location (so a test may delete it): its id and code. */
async function newLocation() {
  const res = await api.post(admin, '/limo/api/locations', { locationCode: code('L'), locationDescEng: 'Test point' });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, code: res.json().locationCode as string };
}

describe('a list of location ids on an allowance location group', () => {
  it('is created, read back (one and in the list), patched and emptied', async () => {
    const [kfcp, lmc] = [locId.KFCP, locId.LMC];
    const made = await api.post(hr, GROUPS, { allowanceLocationCode: code('G'), descEng: 'Border', locationIds: [lmc, kfcp, lmc] });
    expect(made.statusCode, made.body).toBe(201);
    const group = made.json() as Item;
    // Without repeats, in id order, on the wire and in the int[] column.
    const sorted = [kfcp, lmc].sort((a, b) => a - b);
    expect(group.locationIds).toEqual(sorted);
    expect(await savedIds(group.id)).toEqual(sorted);

    const one = await api.get(hr, `${GROUPS}/${group.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().locationIds).toEqual(sorted);
    const listed = embedded(await api.get(hr, `${GROUPS}?allowanceLocationCode=${group.allowanceLocationCode as string}`), 'allowanceLocations');
    expect(listed.map((g) => g.locationIds)).toEqual([sorted]);

    // A patch that leaves the list out keeps it; one that sends it replaces it.
    const renamed = await api.patch(hr, `${GROUPS}/${group.id}`, { descEng: 'Border points' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().locationIds).toEqual(sorted);
    const changed = await api.patch(hr, `${GROUPS}/${group.id}`, { locationIds: [kfcp] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().locationIds).toEqual([kfcp]);
    const emptied = await api.patch(hr, `${GROUPS}/${group.id}`, { locationIds: null });
    expect(emptied.json().locationIds).toEqual([]);
    expect(await savedIds(group.id)).toEqual([]);

    // Created without a list: the empty list, never null.
    const bare = await api.post(hr, GROUPS, { allowanceLocationCode: code('G'), descEng: 'None yet' });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().locationIds).toEqual([]);
  });

  it('refuses unknown ids with a 400 naming the field and the ids, saving nothing', async () => {
    const groupCode = code('G');
    const res = await api.post(hr, GROUPS, { allowanceLocationCode: groupCode, descEng: 'Bad', locationIds: [locId.KFCP, 999_999, 999_998] });
    const body = expectError(res, 400, 'Locations: there is no Location with ids 999998, 999999');
    expect(body.invalidValues).toEqual([{ field: 'locationIds', value: [999_998, 999_999] }]);
    expect(await db().select().from(allowanceLocations).where(eq(allowanceLocations.allowanceLocationCode, groupCode))).toEqual([]);

    const made = await api.post(hr, GROUPS, { allowanceLocationCode: code('G'), descEng: 'Good', locationIds: [locId.KFCP] });
    const id = made.json().id as number;
    const one = expectError(await api.patch(hr, `${GROUPS}/${id}`, { descEng: 'Changed', locationIds: [locId.LMC, 999_999] }), 400);
    expect(one.message).toBe('Locations: there is no Location with id 999999');
    expect(one.invalidValues).toEqual([{ field: 'locationIds', value: [999_999] }]);
    const [row] = await db().select().from(allowanceLocations).where(eq(allowanceLocations.id, id));
    expect(row).toMatchObject({ descEng: 'Good', locationIds: [locId.KFCP], version: made.json().version });
  });

  it('refuses an item that is not an id, by the schema', async () => {
    const body = expectError(await api.post(hr, GROUPS, { allowanceLocationCode: code('G'), descEng: 'Bad', locationIds: [1, 'x'] }), 400);
    expect(body.message).toBe('Locations must be a whole number');
    expect(body.invalidValues).toEqual([{ field: 'locationIds', value: 'x' }]);
    expectError(await api.post(hr, GROUPS, { allowanceLocationCode: code('G'), descEng: 'Bad', locationIds: '1,2' }), 400, 'Locations must be a list of ids');
  });

  it('keeps a listed location from being deleted (409), and lets it go once no group lists it', async () => {
    const { id: loc, code: locCode } = await newLocation();
    const made = await api.post(hr, GROUPS, { allowanceLocationCode: code('G'), descEng: 'Holds it', locationIds: [locId.KFCP, loc] });
    expect(made.statusCode, made.body).toBe(201);
    const refused = expectError(await api.del(admin, `/limo/api/locations/${loc}`), 409);
    // Worded as a delete refused by a foreign key, naming the groups that list it.
    expect(refused.message).toBe(
      `Location ${locCode} cannot be deleted: Allowance Location Group still refer to it. It is listed by ${made.json().allowanceLocationCode as string}. Set its status to Cancelled instead.`,
    );
    expect(await db().select().from(locations).where(eq(locations.id, loc))).toHaveLength(1);

    expect((await api.patch(hr, `${GROUPS}/${made.json().id}`, { locationIds: [locId.KFCP] })).statusCode).toBe(200);
    expect((await api.del(admin, `/limo/api/locations/${loc}`)).statusCode).toBe(204);
    // Deleting the group itself is never held back by its own list.
    expect((await api.del(hr, `${GROUPS}/${made.json().id}`)).statusCode).toBe(204);
  });

  it('finds the groups holding a location with a filter on the list (WHERE id = ANY(list))', async () => {
    const { id: loc } = await newLocation();
    const a = (await api.post(hr, GROUPS, { allowanceLocationCode: code('G'), descEng: 'A', locationIds: [loc, locId.KFCP] })).json().id;
    const b = (await api.post(hr, GROUPS, { allowanceLocationCode: code('G'), descEng: 'B', locationIds: [locId.LMC] })).json().id;
    const def = { ...RESOURCES.allowanceLocations, filters: [...RESOURCES.allowanceLocations.filters, 'locationIds'] };
    const spec = defListSpec(def, getTableColumns(allowanceLocations) as Record<string, Column>);
    const having = async (id: number) => {
      const q = parseList(spec, { locationIds: String(id) });
      return (
        await db()
          .select({ id: allowanceLocations.id })
          .from(allowanceLocations)
          .where(and(...q.where))
      ).map((r) => r.id);
    };
    expect(await having(loc)).toEqual([a]);
    expect(await having(locId.LMC)).toContain(b);
    expect(await having(locId.LMC)).not.toContain(a);
    expect(() => parseList(spec, { locationIds: 'x' })).toThrow('locationIds must be the id of a record');
  });

  it('opens the locations pick-list to whoever may edit the groups', async () => {
    const rows = embedded(await api.get(hr, '/limo/api/lookups/locations'), 'locations');
    expect(rows.find((r) => r.id === locId.KFCP)).toMatchObject({ locationCode: 'KFCP' });
    // hr holds no LOCATION right: the list of locations itself stays closed.
    expectError(await api.get(hr, '/limo/api/locations'), 403);
  });

  it('is documented as an array of ids: never null when read, a filter by one id in the list query', async () => {
    const doc = inlined((await t.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
    const schemaOf = (op: Operation | undefined, part: 'body' | 'answer') =>
      (part === 'body' ? op?.requestBody?.content?.['application/json']?.schema : op?.responses?.['200']?.content?.['application/json']?.schema) as Schema;
    const body = schemaOf(doc.paths[GROUPS]?.post, 'body');
    expect(body.properties?.locationIds).toMatchObject({ type: 'array', items: { type: 'integer', minimum: 1 } });
    const read = schemaOf(doc.paths[`${GROUPS}/{id}`]?.get, 'answer');
    expect(read.properties?.locationIds).toMatchObject({ type: 'array', items: { type: 'integer' } });
    expect(read.properties?.locationIds).not.toHaveProperty('nullable');
  });
});

describe('a list of vehicle type ids, where types are seen by branch', () => {
  it('takes only the types the user sees; ids another user put there are kept on an edit', async () => {
    const sz = await newStaff(t, admin, ['ALLOWANCERATE'], 1);
    // E-CLASS is linked to branch 2 only: a staff member of branch 1 does not see it.
    const [hidden, seen] = [typeId['E-CLASS'], (await db().select().from(vehicleTypes).where(eq(vehicleTypes.vehicleType, 'S-CLASS')))[0].id];
    const refused = expectError(
      await api.post(sz.token, TYPE_GROUPS, { allowanceVehicleTypeCode: code('V'), descEng: 'Saloons', vehicleTypeIds: [hidden] }),
      400,
    );
    expect(refused.message).toBe(`Vehicle Types: there is no Vehicle Type with id ${hidden}`);
    expect(refused.invalidValues).toEqual([{ field: 'vehicleTypeIds', value: [hidden] }]);

    // Admin (both branches) makes the group; the branch 1 user may still edit it and keep E-CLASS in it.
    const made = await api.post(admin, TYPE_GROUPS, { allowanceVehicleTypeCode: code('V'), descEng: 'Saloons', vehicleTypeIds: [hidden] });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const kept = await api.patch(sz.token, `${TYPE_GROUPS}/${id}`, { descEng: 'All saloons', vehicleTypeIds: [hidden, seen] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().vehicleTypeIds).toEqual([hidden, seen].sort((x, y) => x - y));
    const [row] = await db().select().from(allowanceVehicleTypes).where(eq(allowanceVehicleTypes.id, id));
    expect(row.vehicleTypeIds).toEqual([hidden, seen].sort((x, y) => x - y));
    // The hr user works in branch 2 and sees E-CLASS.
    expect((await api.post(hr, TYPE_GROUPS, { allowanceVehicleTypeCode: code('V'), descEng: 'E', vehicleTypeIds: [hidden] })).statusCode).toBe(201);
    // A listed vehicle type cannot be deleted.
    expectError(await api.del(admin, `/limo/api/vehicleTypes/${seen}`), 409, /^Vehicle Type S-CLASS cannot be deleted: Allowance Vehicle Type Group /);
  });
});
