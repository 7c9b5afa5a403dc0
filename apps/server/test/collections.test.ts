import { RESOURCES, type ResourceDef } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { expectedWire, sampleBody, uniqueCode } from './samples.js';

let t: TestApp;
let admin: string;
let hr: string;
const refIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  hr = await t.login('hr');
  // Something of every referenced collection to point new records at (admin works in branch 2).
  for (const name of new Set(Object.values(RESOURCES).flatMap((d) => d.fields.map((f) => f.ref?.resource).filter(Boolean)))) {
    const res = await get(`/limo/api/${name}?size=1&sort=id,asc`);
    refIds[name as string] = res.json()._embedded[name as string][0]?.id;
  }
  refIds.branches = 2;
  // Link records are unique pairs: point them at pairs the demo data has not linked yet.
  const pick = async (url: string, name: string, test: (r: Record<string, unknown>) => boolean) =>
    ((await get(url)).json()._embedded[name] as Record<string, unknown>[]).find(test)?.id as number;
  const authed = new Set(((await get('/limo/api/driverAuths?size=100')).json()._embedded.driverAuths as { driverId: number }[]).map((a) => a.driverId));
  overrides.driverAuths = { drivers: await pick('/limo/api/drivers?size=100', 'drivers', (d) => !authed.has(d.id as number)) };
  overrides.vehicleTypeBranches = { branches: 1, vehicleTypes: await pick('/limo/api/vehicleTypes?vehicleType=E-CLASS', 'vehicleTypes', () => true) };
  overrides.vehicleTypeMaps = { apiVehicleTypes: await pick('/limo/api/apiVehicleTypes?apiVehicleTypeCode=KLK-VAN', 'apiVehicleTypes', () => true) };
  overrides.clientTypeGroupClientTypeMaps = { clientTypes: await pick('/limo/api/clientTypes?clientTypeCode=INT', 'clientTypes', () => true) };
});

const overrides: Record<string, Record<string, number>> = {};
/** Child rows deleted with their parent (a vehicle type's branch links). */
const OWNED_LINKS: Record<string, string[]> = { vehicleTypes: ['vehicleTypeBranches'] };
const refsFor = (def: ResourceDef) => ({ ...refIds, ...(overrides[def.name] ?? {}) });
afterAll(() => t.close());

const get = (url: string, token = admin) => t.as(token, { method: 'GET', url });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.as(token, { method, url, payload: payload as object, headers });

const editable = (def: ResourceDef) =>
  def.fields.find((f) => f.type === 'text' && !f.unique && !f.pattern && f.name !== 'branchId') ??
  def.fields.find((f) => f.type === 'text' && f.unique && !f.pattern);

describe.each(Object.values(RESOURCES).filter((d) => !d.readOnly))('collection $name', (def) => {
  const base = `/limo/api/${def.name}`;
  let created: Record<string, unknown>;
  let body: Record<string, unknown>;

  it('creates a record: 201 with Location, ETag and the saved values', async () => {
    body = sampleBody(def, refsFor(def));
    const res = await send('POST', base, body);
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(res.headers.location).toBe(`${base}/${created.id}`);
    expect(res.headers.etag).toBe('"0"');
    for (const f of def.fields) expect(created[f.name], f.name).toEqual(f.readOnly ? null : expectedWire(f, body[f.name]));
    expect(created).toMatchObject({ version: 0, createBy: 'admin', lastUpdateBy: 'admin' });
    expect(created._links).toEqual({ self: { href: `${base}/${created.id}` }, [def.singular]: { href: `${base}/${created.id}` } });
  });

  it('lists records as a HAL page', async () => {
    const res = await get(`${base}?page=0&size=1`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(Array.isArray(page._embedded[def.name])).toBe(true);
    expect(page._embedded[def.name]).toHaveLength(1);
    expect(page.page).toMatchObject({ size: 1, number: 0 });
    expect(page.page.totalPages).toBe(page.page.totalElements);
    const beyond = (await get(`${base}?page=9999&size=100`)).json();
    expect(beyond._embedded[def.name]).toEqual([]);
    expect(beyond.page.totalElements).toBe(page.page.totalElements);
  });

  it('filters with the quick search and field filters', async () => {
    const searchField = def.search[0];
    if (searchField && typeof created[searchField] === 'string') {
      const res = await get(`${base}?size=100&q=${encodeURIComponent(String(created[searchField]))}`);
      expect(res.json()._embedded[def.name].map((r: { id: number }) => r.id)).toContain(created.id);
    }
    for (const name of def.filters) {
      const res = await get(`${base}?size=100&${name}=${encodeURIComponent(String(created[name]))}`);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json()._embedded[def.name].map((r: { id: number }) => r.id)).toContain(created.id);
    }
    expect((await get(`${base}?notAField=1`)).statusCode).toBe(400);
    expect((await get(`${base}?sort=notAField,asc`)).json().errors[0]).toMatch(/Cannot sort by notAField/);
    expect((await get(`${base}?size=101`)).statusCode).toBe(400);
  });

  it('sorts by any field, both ways', async () => {
    const field = def.defaultSort[0];
    for (const dir of ['asc', 'desc']) {
      const rows = (await get(`${base}?size=100&sort=${field},${dir}`)).json()._embedded[def.name] as Record<string, unknown>[];
      const values = rows.map((r) => r[field]).filter((v) => v !== null) as (string | number)[];
      const sorted = [...values].sort((a, b) => (typeof a === 'number' ? (a as number) - (b as number) : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
      if (dir === 'desc') sorted.reverse();
      if (typeof values[0] === 'number') expect(values).toEqual(sorted);
    }
  });

  it('reads one record with its ETag', async () => {
    const res = await get(`${base}/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.json()).toEqual(created);
  });

  it('patches a record, bumping the version; a stale If-Match is 412 and changes nothing', async () => {
    const field = editable(def);
    const patch = field ? { [field.name]: field.unique ? uniqueCode(field.max) : 'Changed value' } : {};
    const res = await send('PATCH', `${base}/${created.id}`, patch, admin, { 'if-match': '"0"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(1);
    expect(res.headers.etag).toBe('"1"');
    if (field) expect(res.json()[field.name]).toBe(expectedWire(field, patch[field.name]));
    const stale = await send('PATCH', `${base}/${created.id}`, field ? { [field.name]: field.unique ? uniqueCode(field.max) : 'Stale' } : {}, admin, {
      'if-match': '"0"',
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toMatch(/changed by someone else/);
    const after = (await get(`${base}/${created.id}`)).json();
    expect(after.version).toBe(1);
    if (field) expect(after[field.name]).toBe(res.json()[field.name]);
    created = after;
  });

  it('refuses bad input with 400 listing every broken field, saving nothing', async () => {
    const before = (await get(`${base}?size=1`)).json().page.totalElements;
    // The branch of a branch-scoped record defaults to the selected one.
    const required = def.fields.filter((f) => f.required && f.default === undefined && !(def.branchScoped && f.name === 'branchId'));
    const empty = await send('POST', base, {});
    if (required.length) {
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual(required.map((f) => `${f.label.en} is required`));
      expect(empty.json().invalidValues.map((v: { field: string }) => v.field)).toEqual(required.map((f) => f.name));
    }
    const unknown = await send('POST', base, { ...sampleBody(def, refsFor(def)), notAField: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContain(`notAField is not a field of ${def.label.en}`);
    const long = def.fields.find((f) => f.type === 'text' && f.max && !f.pattern);
    if (long) {
      const res = await send('POST', base, { ...sampleBody(def, refsFor(def)), [long.name]: 'X'.repeat((long.max as number) + 1) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain(`${long.label.en} must be at most ${long.max} characters`);
    }
    const badPatch = await send('PATCH', `${base}/${created.id}`, Object.fromEntries(required.map((f) => [f.name, ''])));
    if (required.length) expect(badPatch.statusCode).toBe(400);
    expect((await get(`${base}?size=1`)).json().page.totalElements).toBe(before);
    expect((await get(`${base}/${created.id}`)).json().version).toBe(created.version);
  });

  it('refuses a second record with the same code with 409', async () => {
    const unique = def.fields.find((f) => f.unique);
    if (!unique) return;
    const res = await send('POST', base, { ...sampleBody(def, refsFor(def)), [unique.name]: created[unique.name] });
    expect(res.statusCode).toBe(409);
    const where = !def.branchScoped ? '' : unique.uniqueAcrossBranches ? ' (in this or another branch)' : ' in this branch';
    expect(res.json().message).toBe(`${unique.label.en} ${created[unique.name]} already exists${where}`);
  });

  it('refuses users without the right with 403', async () => {
    const list = await get(base, hr);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toContain(def.rights.read);
    expect((await send('POST', base, sampleBody(def, refsFor(def)), hr)).statusCode).toBe(403);
    expect((await send('PATCH', `${base}/${created.id}`, {}, hr)).statusCode).toBe(403);
    expect((await send('DELETE', `${base}/${created.id}`, undefined, hr)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('lists its children under the parent', async () => {
    for (const child of def.children ?? []) {
      const childDef = RESOURCES[child.name];
      const childBody = sampleBody(childDef, { ...refsFor(childDef), [def.name]: created.id as number });
      const made = await send('POST', `/limo/api/${child.name}`, childBody);
      expect(made.statusCode, made.body).toBe(201);
      const res = await get(`${base}/${created.id}/${child.name}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()._embedded[child.name].map((r: { id: number }) => r.id)).toContain(made.json().id);
      // The parent cannot go while the child refers to it (links it owns go with it instead).
      if (!OWNED_LINKS[def.name]?.includes(child.name)) {
        const blocked = await send('DELETE', `${base}/${created.id}`);
        expect(blocked.statusCode).toBe(409);
        expect(blocked.json().message).toContain(`${childDef.label.en} still refer to it`);
      }
      expect((await send('DELETE', `/limo/api/${child.name}/${made.json().id}`)).statusCode).toBe(204);
      expect((await get(`/limo/api/${def.name}/999999/${child.name}`)).statusCode).toBe(404);
    }
  });

  it('deletes a record: 204, then 404', async () => {
    const res = await send('DELETE', `${base}/${created.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await get(`${base}/${created.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `${base}/${created.id}`)).statusCode).toBe(404);
    expect((await get(`${base}/abc`)).statusCode).toBe(400);
  });
});

describe('deleting what others refer to', () => {
  it('answers 409 naming what still refers to the record', async () => {
    const res = await send('DELETE', '/limo/api/branches/2');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Branch HK cannot be deleted: .+ still refer to it\. Set its status to Cancelled instead\.$/);
    expect((await get('/limo/api/branches/2')).statusCode).toBe(200);
  });

  it('answers 400 for a reference to a record that does not exist', async () => {
    const res = await send('POST', '/limo/api/branches', { branchCode: uniqueCode(), branchNameEng: 'Nowhere', companyId: 424242 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Company: there is no Company with id 424242');
  });
});
