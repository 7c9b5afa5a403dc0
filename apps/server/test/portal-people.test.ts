import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './harness.js';
import { answerChecker, inlined, type OpenApiDoc, type Operation, operationOf, type Schema, successes } from './openapi-docs.js';
import { portalSignIn } from './portal-auth-fixtures.js';

// The portal's stored passengers and places, and which token opens which door (issue 33).

let app: TestApp;
let staff: string;
let booker: string;
let hkjcAdmin: string;
let penBooker: string;
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp({ principalCacheMs: 0 });
  staff = await app.login('admin');
  booker = (await portalSignIn(app, 'booker.hkjc')).token;
  hkjcAdmin = (await portalSignIn(app, 'admin.hkjc')).token;
  penBooker = (await portalSignIn(app, 'concierge.pen')).token;
});
afterAll(() => app.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers?: Record<string, string>) =>
  app.as(token, { method, url: `/limo/portal/api/${url}`, payload, headers });

async function clientId(code: string) {
  const [c] = await db().select({ id: t.clients.id }).from(t.clients).where(eq(t.clients.clientCode, code));
  return c.id;
}

describe('stored passengers', () => {
  it("lists the client's active passengers by name, as the contract's rows", async () => {
    const res = await call(booker, 'GET', 'passengers');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as Record<string, unknown>[];
    expect(rows.map((r) => r.name)).toEqual(['Mr Edward Lam', 'Ms Sophie Laurent', '何志明先生 Mr Ho Chi Ming']);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['email', 'id', 'language', 'mobile', 'name', 'notes', 'notify', 'version']);
    expect(rows.filter((r) => r.notify === 1).map((r) => r.name)).toEqual(['Mr Edward Lam']);
    const pen = (await call(penBooker, 'GET', 'passengers')).json() as { name: string }[];
    expect(pen.map((r) => r.name)).toEqual(['Mr James Whitaker']);
  });

  it('lets an ADMIN add, change and remove one; a BOOKER only reads', async () => {
    const made = await call(hkjcAdmin, 'POST', 'passengers', { name: 'Ms Ada Tse', mobile: '+852 9876 1234', language: 'zh-HK', notify: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const row = made.json() as { id: number; version: number };
    expect(made.json()).toMatchObject({ name: 'Ms Ada Tse', mobile: '+852 9876 1234', language: 'zh-HK', notify: 1, email: null, version: 0 });
    const [stored] = await db().select().from(t.clientPassengers).where(eq(t.clientPassengers.id, row.id));
    expect(stored).toMatchObject({ clientId: await clientId('HKJC'), createBy: 'portal:admin.hkjc' });

    const refused = [
      await call(booker, 'POST', 'passengers', { name: 'Not allowed' }),
      await call(booker, 'PUT', `passengers/${row.id}`, { notes: 'x' }),
      await call(booker, 'DELETE', `passengers/${row.id}`),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PORTAL_ADMIN_ONLY', message: "Only the client's portal administrators may do this" });
    }

    const changed = await call(hkjcAdmin, 'PUT', `passengers/${row.id}`, { notes: 'Wheelchair', version: 0, clientId: await clientId('PEN') });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ notes: 'Wheelchair', version: 1 });
    const [after] = await db().select().from(t.clientPassengers).where(eq(t.clientPassengers.id, row.id));
    expect(after.clientId, 'the client is never the body’s').toBe(await clientId('HKJC'));
    const stale = await call(hkjcAdmin, 'PUT', `passengers/${row.id}`, { notes: 'Late' }, { 'if-match': '0' });
    expect(stale.statusCode).toBe(412);
    expect((await call(hkjcAdmin, 'DELETE', `passengers/${row.id}`)).statusCode).toBe(204);
    expect(await db().select().from(t.clientPassengers).where(eq(t.clientPassengers.id, row.id))).toEqual([]);
  });

  it('refuses a bad passenger with a clear 400 and stores nothing', async () => {
    const before = await db().select().from(t.clientPassengers);
    const cases: [object, string][] = [
      [{ mobile: '+852 9876 1234' }, 'Name is required'],
      [{ name: 'X', mobile: '12' }, 'Mobile must be a Hong Kong mobile'],
      [{ name: 'X', language: 'fr' }, 'Language'],
      [{ name: 'X', notify: 2 }, 'Receives Messages'],
    ];
    for (const [body, words] of cases) {
      const res = await call(hkjcAdmin, 'POST', 'passengers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.join(' '), JSON.stringify(body)).toContain(words);
    }
    expect(await db().select().from(t.clientPassengers)).toHaveLength(before.length);
  });
});

describe('stored places', () => {
  it('lists the client’s places by label', async () => {
    const rows = (await call(booker, 'GET', 'places')).json() as Record<string, unknown>[];
    expect(rows.map((r) => r.label)).toEqual(['Airport Terminal 1', 'Happy Valley Racecourse', 'Sha Tin Racecourse']);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['address', 'id', 'label', 'locationId', 'version', 'zone']);
    expect(rows[0].locationId).toEqual(expect.any(Number));
    expect(rows[1]).toMatchObject({ locationId: null, address: '2 Sports Road, Happy Valley', zone: 'CENTRAL' });
  });

  it('holds a location, or an address with its zone', async () => {
    const [loc] = await db().select({ id: t.locations.id }).from(t.locations).where(eq(t.locations.locationCode, 'HKG-T1'));
    const ok = [
      { label: 'T1 again', locationId: loc.id },
      { label: 'Office', address: '1 Sports Road', zone: 'CENTRAL' },
    ];
    for (const body of ok) expect((await call(hkjcAdmin, 'POST', 'places', body)).statusCode, JSON.stringify(body)).toBe(201);
    const refused: [object, string][] = [
      [{ label: 'Nowhere' }, 'Location or Address is required'],
      [{ label: 'Both', locationId: loc.id, address: 'x', zone: 'TST' }, 'Only one of Location and Address may be set'],
      [{ label: 'No zone', address: '3 Sports Road' }, 'A stored place with an address needs its zone'],
      [{ label: 'Bad location', locationId: 2_000_000_000 }, 'Location'],
    ];
    for (const [body, words] of refused) {
      const res = await call(hkjcAdmin, 'POST', 'places', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(words);
    }
    // A change keeps the rule too: the address's zone cannot be dropped.
    const office = ((await call(hkjcAdmin, 'GET', 'places')).json() as { id: number; label: string }[]).find((r) => r.label === 'Office');
    const res = await call(hkjcAdmin, 'PUT', `places/${office?.id}`, { zone: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PLACE_NEEDS_ZONE');
  });
});

describe("another client's records", () => {
  it('answer 404 on every portal route that takes an id, for readers and writers alike', async () => {
    const pen = await clientId('PEN');
    const [passenger] = await db().select().from(t.clientPassengers).where(eq(t.clientPassengers.clientId, pen));
    const [place] = await db().select().from(t.clientPlaces).where(eq(t.clientPlaces.clientId, pen));
    const routes: ['PUT' | 'DELETE', string][] = [
      ['PUT', `passengers/${passenger.id}`],
      ['DELETE', `passengers/${passenger.id}`],
      ['PUT', `places/${place.id}`],
      ['DELETE', `places/${place.id}`],
    ];
    for (const token of [hkjcAdmin, booker]) {
      for (const [method, url] of routes) {
        const res = await call(token, method, url, method === 'PUT' ? { notes: 'x', label: 'x' } : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const [still] = await db().select().from(t.clientPassengers).where(eq(t.clientPassengers.id, passenger.id));
    expect(still.version).toBe(passenger.version);
  });

  it('answer 404 to an id beyond the id range and 400 to one that is no id (the ids test leaves portal routes here)', async () => {
    for (const path of ['passengers', 'places']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const body = method === 'PUT' ? { label: 'x' } : undefined;
        expect((await call(hkjcAdmin, method, `${path}/2147483648`, body)).statusCode, `${method} ${path}`).toBe(404);
        expect((await call(hkjcAdmin, method, `${path}/abc`, body)).statusCode, `${method} ${path}`).toBe(400);
      }
    }
  });
});

describe('audience separation', () => {
  it('refuses a portal token on staff and driver routes, and staff and driver tokens on portal routes', async () => {
    for (const url of ['/limo/api/clients', '/limo/driver/api/jobs']) {
      expect((await app.as(booker, { method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect((await app.as(booker, { method: 'POST', url: '/limo/auth/user', payload: {} })).statusCode).toBe(401);
    const [driver] = await db().select().from(t.drivers).where(eq(t.drivers.driverStatus, 'A')).limit(1);
    await db().delete(t.driverAuths).where(eq(t.driverAuths.driverId, driver.id));
    await db()
      .insert(t.driverAuths)
      .values({ driverId: driver.id, loginName: `portal-sep-${driver.id}` });
    const reset = await app.as(staff, {
      method: 'POST',
      url: '/limo/api/driverResetPassword',
      payload: { driverId: driver.id, newPassword: 'Sep-Driver-2031' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const signed = await app.app.inject({
      method: 'POST',
      url: '/limo/driver/auth',
      payload: { loginName: `portal-sep-${driver.id}`, password: 'Sep-Driver-2031' },
    });
    const driverToken = signed.json().token as string;
    expect((await app.as(driverToken, { method: 'GET', url: '/limo/driver/api/jobs' })).statusCode).toBe(200);
    for (const token of [staff, driverToken]) {
      for (const url of ['me', 'passengers', 'places']) expect((await call(token, 'GET', url)).statusCode, url).toBe(401);
    }
  });

  it("shuts a portal user out at once when their client's portal is switched off", async () => {
    const pair = await portalSignIn(app, 'concierge.pen', DEMO_PASSWORD);
    expect((await call(pair.token, 'GET', 'me')).statusCode).toBe(200);
    await app.as(staff, { method: 'PATCH', url: `/limo/api/clients/${await clientId('PEN')}`, payload: { portalEnabled: 0 } });
    try {
      expect((await call(pair.token, 'GET', 'me')).statusCode).toBe(401);
      expect((await app.app.inject({ method: 'POST', url: '/limo/portal/auth/refresh', payload: { refreshToken: pair.refreshToken } })).statusCode).toBe(401);
    } finally {
      await db()
        .update(t.clients)
        .set({ portalEnabled: 1 })
        .where(eq(t.clients.id, await clientId('PEN')));
    }
  });
});

describe('the client screen’s lists', () => {
  it('serves the stored passengers and places under the client for staff', async () => {
    const id = await clientId('HKJC');
    for (const child of ['clientPassengers', 'clientPlaces', 'clientUsers']) {
      const res = await app.as(staff, { method: 'GET', url: `/limo/api/clients/${id}/${child}` });
      expect(res.statusCode, child).toBe(200);
      expect(res.json()._embedded[child].length, child).toBeGreaterThan(0);
    }
  });
});

describe('the OpenAPI document of the portal identity calls', () => {
  it('documents each under Portal with the portal token, and each answer matches it', async () => {
    const doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
    const check = answerChecker();
    const calls: [string, () => Promise<{ statusCode: number; json: () => unknown }>][] = [
      ['GET /limo/portal/api/me', () => call(booker, 'GET', 'me')],
      ['GET /limo/portal/api/passengers', () => call(booker, 'GET', 'passengers')],
      ['GET /limo/portal/api/places', () => call(booker, 'GET', 'places')],
      ['POST /limo/portal/api/passengers', () => call(hkjcAdmin, 'POST', 'passengers', { name: 'Mr Documented' })],
      ['POST /limo/portal/api/places', () => call(hkjcAdmin, 'POST', 'places', { label: 'Documented', address: '1 Doc Road', zone: 'TST' })],
    ];
    for (const [route, run] of calls) {
      const op = operationOf(doc, route) as Operation & { tags?: string[]; security?: unknown };
      expect(op.tags, route).toEqual(['Portal']);
      expect(op.security, route).toEqual([{ portalToken: [] }]);
      const res = await run();
      const documented = successes(op).find((s) => s.status === res.statusCode);
      expect(documented?.schema, `${route} answered ${res.statusCode}`).toBeDefined();
      expect(check(documented?.schema as Schema, res.json()), route).toEqual([]);
    }
    // A spent link's 410 is documented beside the 204.
    expect(Object.keys(operationOf(doc, 'POST /limo/portal/auth/accept').responses ?? {})).toEqual(expect.arrayContaining(['204', '400', '410', '429']));
    const paths = Object.keys(doc.paths).filter(
      (p) => p.startsWith('/limo/portal/auth') || p.startsWith('/limo/portal/api/passengers') || p.startsWith('/limo/portal/api/places'),
    );
    expect(paths.sort()).toEqual([
      '/limo/portal/api/passengers',
      '/limo/portal/api/passengers/{id}',
      '/limo/portal/api/places',
      '/limo/portal/api/places/{id}',
      '/limo/portal/auth',
      '/limo/portal/auth/accept',
      '/limo/portal/auth/forgot',
      '/limo/portal/auth/logout',
      '/limo/portal/auth/refresh',
    ]);
  });
});
