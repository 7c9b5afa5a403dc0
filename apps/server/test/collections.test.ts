import { RESOURCES, type ResourceDef } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GROUPS } from '../src/demo/users.js';
import { ALSO_REFERS, CollectionApi, OWNED_LINKS, readOnlyReferrerTables, referrers, VOIDED_NOT_DELETED } from './collection-api.js';
import { createTestApp, type TestApp } from './harness.js';
import { CODE_POINT_COLLATIONS, compareWire, expectedOrder, expectedWire, orderField, orderValues, sampleBody, uniqueCode } from './samples.js';

let t: TestApp;
let api: CollectionApi;
let admin: string;
let hr: string;
let accounts: string;
const refIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  hr = await t.login('hr');
  accounts = await t.login('accounts');
  api = new CollectionApi(t, admin, refsFor);
  // Something of every referenced collection to point new records at (admin works in branch 2).
  for (const name of new Set(Object.values(RESOURCES).flatMap((d) => d.fields.map((f) => f.ref?.resource).filter(Boolean)))) {
    const res = await get(`/limo/api/${name}?size=1&sort=id,asc`);
    refIds[name as string] = res.json()._embedded[name as string][0]?.id;
  }
  refIds.branches = 2;
  // The sort test orders text as the database does; it knows code point collations only.
  expect(CODE_POINT_COLLATIONS).toContain(await api.collation());
  // Link records are unique pairs: point them at pairs the demo data has not linked yet.
  const pick = async (url: string, name: string, test: (r: Record<string, unknown>) => boolean) =>
    ((await get(url)).json()._embedded[name] as Record<string, unknown>[]).find(test)?.id as number;
  const authed = new Set(((await get('/limo/api/driverAuths?size=100')).json()._embedded.driverAuths as { driverId: number }[]).map((a) => a.driverId));
  overrides.driverAuths = { drivers: await pick('/limo/api/drivers?size=100', 'drivers', (d) => !authed.has(d.id as number)) };
  overrides.vehicleTypeBranches = { branches: 1, vehicleTypes: await pick('/limo/api/vehicleTypes?vehicleType=E-CLASS', 'vehicleTypes', () => true) };
  overrides.vehicleTypeMaps = { apiVehicleTypes: await pick('/limo/api/apiVehicleTypes?apiVehicleTypeCode=KLK-VAN', 'apiVehicleTypes', () => true) };
  overrides.clientTypeGroupClientTypeMaps = { clientTypes: await pick('/limo/api/clientTypes?clientTypeCode=INT', 'clientTypes', () => true) };
  // Every demo tariff offers every type; the at-cost parking charge has no amounts or terms anywhere.
  overrides.tariffVehicleTypeMaps = { tariffs: (await api.make(RESOURCES.tariffs)).id as number };
  // A group of its own, so its nature link is new.
  overrides.allowanceOtherGroupNatureMaps = { allowanceOtherGroups: (await api.make(RESOURCES.allowanceOtherGroups)).id as number };
  const parking = await pick('/limo/api/tariffOCs?ocCode=PARKING', 'tariffOCs', () => true);
  for (const name of ['tariffOCDtls', 'tariffSPRateOCs', 'clientOCParms', 'contractTermOCParms']) overrides[name] = { tariffOCs: parking };
  // Route rows filtered by location: one no demo route names, so the new row is on the first page.
  const hospital = await pick('/limo/api/locations?locationCode=QMH', 'locations', () => true);
  for (const name of ['tariffRateDtls', 'tariffSPRateDtls']) overrides[name] = { locations: hospital };
  // A roster of its own for the roster's children (the test data has none).
  const roster = (await api.make(RESOURCES.dailyRosters)).id as number;
  for (const name of ['dailyRosterVehicles', 'dailyRosterPetrols']) overrides[name] = { dailyRosters: roster };
});

const overrides: Record<string, Record<string, number>> = {};
const lacksRights = (def: ResourceDef, group: string) => ![def.rights.read, def.rights.write].some((r) => DEMO_GROUPS[group].rights.includes(r));
const hrToken = () => hr;

/** What a referrer needs beyond its own fields: an other item's nature must be one of its group's. */
const REFERRER_NEEDS: Record<string, (values: Record<string, unknown>) => Promise<unknown>> = {
  allowanceOthers: (v) =>
    send('POST', '/limo/api/allowanceOtherGroupNatureMaps', {
      allowanceOtherGroupId: v.allowanceOtherGroupId ?? v.allowanceOtherGroups,
      allowanceOtherGroupNatureId: v.allowanceOtherGroupNatureId ?? v.allowanceOtherGroupNatures,
    }),
};

const CHILD_NAMES = [...new Set(Object.values(RESOURCES).flatMap((d) => (d.children ?? []).map((c) => c.name)))];
const refsFor = (def: ResourceDef) => ({ ...refIds, ...(overrides[def.name] ?? {}) });
afterAll(() => t.close());

const get = (url: string, token = admin) => api.get(url, token);
const send: CollectionApi['send'] = (...args) => api.send(...args);

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
    for (const name of def.search) {
      const res = await get(`${base}?size=100&q=${encodeURIComponent(String(created[name]))}`);
      expect(
        res.json()._embedded[def.name].map((r: { id: number }) => r.id),
        name,
      ).toContain(created.id);
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

  it('sorts by every field both ways, in the database collation, nulls last ascending', async () => {
    // Two new records whose order is known: text that sorts differently by code point and ignoring case.
    const field = orderField(def);
    const values =
      field.type === 'reference'
        ? [(await api.make(RESOURCES[field.ref?.resource ?? ''])).id, (await api.make(RESOURCES[field.ref?.resource ?? ''])).id]
        : orderValues(def, field);
    const pair = [await api.make(def, { [field.name]: values[0] }), await api.make(def, { [field.name]: values[1] })];
    const wire = pair.map((r) => r[field.name]);
    expect(wire).toEqual(values.map((v) => expectedWire(field, v)));
    const cmp = Math.sign(compareWire(field.type, wire[0], wire[1]));
    expect(cmp).not.toBe(0);
    const fields = [...def.fields.map((f) => [f.name, f.type]), ['id', 'integer'], ['createDt', 'datetime']];
    let checked = 0;
    for (const [name, type] of fields) {
      for (const dir of ['asc', 'desc'] as const) {
        const rows = await api.listEvery(`${base}?sort=${name},${dir}`);
        expect(
          rows.map((r) => r.id),
          `${name},${dir}`,
        ).toEqual(expectedOrder(rows, name, type, dir).map((r) => r.id));
        if (name === field.name) {
          const [first, second] = pair.map((p) => rows.findIndex((r) => r.id === p.id));
          expect(Math.min(first, second)).toBeGreaterThanOrEqual(0);
          expect(Math.sign(first - second), `${name},${dir}: ${wire.join(' vs ')}`).toBe(dir === 'asc' ? cmp : -cmp);
        }
        checked += 1;
      }
    }
    expect(checked).toBe(2 * (def.fields.length + 2));
    for (const p of pair) await api.remove(def, p.id);
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
    expect(required.length).toBeGreaterThan(0);
    const empty = await send('POST', base, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(required.map((f) => `${f.label.en} is required`));
    expect(empty.json().invalidValues.map((v: { field: string }) => v.field)).toEqual(required.map((f) => f.name));
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
    expect(badPatch.statusCode).toBe(400);
    expect((await get(`${base}?size=1`)).json().page.totalElements).toBe(before);
    expect((await get(`${base}/${created.id}`)).json().version).toBe(created.version);
  });

  it('answers 409 to a duplicate code and to deleting it while something refers to it', async () => {
    const uniques = def.fields.filter((f) => f.unique || f.uniqueWithin);
    // What stays referring (a voucher is voided, not deleted) comes last, so each other referrer is the one named.
    const stays = (name: string) => Number(name in VOIDED_NOT_DELETED);
    const refs = referrers(def.name).sort((a, b) => stays(a.def.name) - stays(b.def.name));
    let checked = 0;
    for (const unique of uniques) {
      // The same value (within the same parent), every other unique value new.
      const same = { [unique.name]: created[unique.name], ...(unique.uniqueWithin ? { [unique.uniqueWithin]: created[unique.uniqueWithin] } : {}) };
      const before = (await get(`${base}?size=1`)).json().page.totalElements;
      const res = await send('POST', base, await api.body(def, same));
      expect(res.statusCode, `${unique.name}: ${res.body}`).toBe(409);
      const within = unique.uniqueWithin && ` for this ${def.fields.find((f) => f.name === unique.uniqueWithin)?.label.en}`;
      const where = within || (!def.branchScoped ? '' : unique.uniqueAcrossBranches ? ' (in this or another branch)' : ' in this branch');
      expect(res.json().message).toBe(`${unique.label.en} ${created[unique.name]} already exists${where}`);
      expect((await get(`${base}?size=1`)).json().page.totalElements).toBe(before);
      checked += 1;
    }
    // A record of its own, which may stay referred to by what cannot be deleted (a voucher).
    const target = refs.length ? await api.make(def) : undefined;
    for (const ref of refs) {
      const values = { [ref.field.name]: ref.field.type === 'references' ? [target?.id] : target?.id };
      await REFERRER_NEEDS[ref.def.name]?.({ ...refsFor(ref.def), ...values });
      const referrer = await api.make(ref.def, values);
      const blocked = await send('DELETE', `${base}/${target?.id}`);
      expect(blocked.statusCode, `${ref.def.name}.${ref.field.name}: ${blocked.body}`).toBe(409);
      const named = [ref.def.label.en, ...(ALSO_REFERS[ref.def.name] ?? [])];
      expect(
        named.map((label) => `cannot be deleted: ${label} still refer to it.`).some((m) => blocked.json().message.includes(m)),
        blocked.json().message,
      ).toBe(true);
      expect(blocked.json().message.startsWith(`${def.label.en} `)).toBe(true);
      expect((await get(`${base}/${target?.id}`)).statusCode).toBe(200);
      await api.remove(ref.def, referrer.id);
      checked += 1;
    }
    expect(checked).toBe(uniques.length + refs.length);
    if (checked === 0) {
      // Neither applies: no unique field, nothing refers to it, and the database agrees
      // (no foreign key but a read-only collection's points at the table, no unique index but the key), so the same record twice is two records.
      const db = await api.constraintsOf(def);
      expect(db.referredFrom.filter((name) => !readOnlyReferrerTables(def.name).includes(name))).toEqual([]);
      expect(db.unique).toEqual([`${db.table}_pkey`]);
      const body = sampleBody(def, refsFor(def));
      const twice = [await send('POST', base, body), await send('POST', base, body)];
      // A travel band overlapping another of its pair is refused by the file's own rule (issue 32), not the database.
      if (def.name === 'zoneTravelTimes') {
        expect(twice.map((r) => r.statusCode)).toEqual([201, 400]);
        expect(twice[1].json().message).toMatch(/overlap the band 0 to 24/);
        await api.remove(def, twice[0].json().id);
        return;
      }
      expect(twice.map((r) => r.statusCode)).toEqual([201, 201]);
      for (const r of twice) await api.remove(def, r.json().id);
    }
  });

  it('refuses users without the right with 403', async () => {
    // A demo user whose group holds neither right (HR's own files are tried with the accounts user).
    const [outsiderGroup, hr] = lacksRights(def, 'hr') ? ['hr', hrToken()] : ['accounts', accounts];
    expect(lacksRights(def, outsiderGroup)).toBe(true);
    const list = await get(base, hr);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toContain(def.rights.read);
    expect((await send('POST', base, sampleBody(def, refsFor(def)), hr)).statusCode).toBe(403);
    expect((await send('PATCH', `${base}/${created.id}`, {}, hr)).statusCode).toBe(403);
    expect((await send('DELETE', `${base}/${created.id}`, undefined, hr)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('lists its children under the parent, and has no child routes when it has no children', async () => {
    const children = def.children ?? [];
    let checked = 0;
    for (const child of children) {
      const childDef = RESOURCES[child.name];
      const made = await api.make(childDef, { [child.foreignKey]: created.id });
      const res = await get(`${base}/${created.id}/${child.name}`);
      expect(res.statusCode).toBe(200);
      const rows = res.json()._embedded[child.name] as Record<string, unknown>[];
      expect(rows.map((r) => r.id)).toContain(made.id);
      expect(rows.every((r) => r[child.foreignKey] === created.id)).toBe(true);
      // The parent cannot go while the child refers to it (links it owns go with it instead).
      if (!OWNED_LINKS[def.name]?.includes(child.name)) {
        const blocked = await send('DELETE', `${base}/${created.id}`);
        expect(blocked.statusCode).toBe(409);
        expect(blocked.json().message).toContain(`${childDef.label.en} still refer to it`);
      } else {
        // A link the parent owns goes with it.
        const owner = await api.make(def);
        const link = await api.make(childDef, { [child.foreignKey]: owner.id });
        await api.remove(def, owner.id);
        expect((await get(`/limo/api/${child.name}/${link.id}`)).statusCode).toBe(404);
      }
      expect((await send('DELETE', `/limo/api/${child.name}/${made.id}`)).statusCode).toBe(204);
      expect((await get(`/limo/api/${def.name}/999999/${child.name}`)).statusCode).toBe(404);
      checked += 1;
    }
    expect(checked).toBe(children.length);
    if (!children.length) {
      // No child collection of any parent is served under this one.
      for (const name of CHILD_NAMES) {
        const res = await get(`${base}/${created.id}/${name}`);
        expect(res.statusCode, name).toBe(404);
        expect(res.json()).toMatchObject({ status: 404, message: `No such path: GET ${base}/${created.id}/${name}` });
        checked += 1;
      }
      expect(checked).toBe(CHILD_NAMES.length);
    }
  });

  it('deletes a record: 204, then 404 (a record voided instead stays: 409)', async () => {
    await api.remove(def, created.id);
    const voided = Boolean(VOIDED_NOT_DELETED[def.name]);
    expect((await get(`${base}/${created.id}`)).statusCode).toBe(voided ? 200 : 404);
    expect((await send('DELETE', `${base}/${created.id}`)).statusCode).toBe(voided ? 409 : 404);
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
