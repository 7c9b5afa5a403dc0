import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { type Instance, orderBody, startCluster } from './instances-fixtures.js';
import { DEMO_PASSWORD } from './harness.js';

// Issue 19 part 2: an Idempotency-Key, a refresh token's rotation and its two-tab grace hold across
// two instances on one PostgreSQL.

let cluster: Awaited<ReturnType<typeof startCluster>>;
let a: Instance;
let b: Instance;
let admin: string;

beforeAll(async () => {
  cluster = await startCluster(2);
  [a, b] = cluster.instances;
  admin = await a.login('admin');
}, 120_000);

afterAll(async () => {
  await cluster?.close();
});
afterEach(() => vi.useRealTimers());

type Pair = { token: string; refreshToken: string };
const ordersNamed = async (contactName: string) =>
  (await a.database.db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.contactName, contactName))).map((o) => o.id);

describe('an Idempotency-Key across instances', () => {
  it('answers a retry on the other instance with the first order and makes no second one', async () => {
    const body = { ...(await orderBody(a, admin, '2030-06-01')), contactName: 'Idempotent retry' };
    const headers = { 'idempotency-key': 'instances-retry-1' };
    const first = await a.as(admin, { method: 'POST', url: '/limo/api/createOrder', payload: body, headers });
    expect(first.statusCode, first.body).toBe(201);
    const again = await b.as(admin, { method: 'POST', url: '/limo/api/createOrder', payload: body, headers });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ordersNamed('Idempotent retry')).toEqual([first.json().id]);
  });

  it('makes one order of a retry racing the first call on the other instance', async () => {
    const body = { ...(await orderBody(a, admin, '2030-06-02')), contactName: 'Idempotent race' };
    const headers = { 'idempotency-key': 'instances-race-1' };
    const answers = await Promise.all([a, b, a, b].map((i) => i.as(admin, { method: 'POST', url: '/limo/api/createOrder', payload: body, headers })));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const ids = new Set(answers.map((r) => r.json().id as number));
    expect(ids.size).toBe(1);
    expect(await ordersNamed('Idempotent race')).toEqual([...ids]);
  });
});

describe('refresh tokens across instances', () => {
  const signIn = async (i: Instance, username: string) =>
    (await i.app.inject({ method: 'POST', url: '/limo/auth', payload: { username, password: DEMO_PASSWORD } })).json() as Pair;
  const refresh = (i: Instance, refreshToken: string) => i.app.inject({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken } });
  const user = (i: Instance, token: string) => i.as(token, { method: 'POST', url: '/limo/auth/user' });

  it('rotates on A and gives the same token used again on B within the grace the same pair', async () => {
    const first = await signIn(a, 'dispatcher');
    const onA = await refresh(a, first.refreshToken);
    expect(onA.statusCode, onA.body).toBe(200);
    const onB = await refresh(b, first.refreshToken);
    expect(onB.statusCode, onB.body).toBe(200);
    expect(onB.json()).toEqual(onA.json());
    expect(onA.json().refreshToken).not.toBe(first.refreshToken);
    const pair = onA.json() as Pair;
    for (const i of [a, b]) expect((await user(i, pair.token)).statusCode).toBe(200);
    // The new one rotates on B as usual.
    const next = await refresh(b, pair.refreshToken);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().refreshToken).not.toBe(pair.refreshToken);
  });

  it('ends the session on both instances when the spent token comes back to B after the grace', async () => {
    const first = await signIn(b, 'accounts');
    const rotated = (await refresh(a, first.refreshToken)).json() as Pair;
    for (const i of [a, b]) expect((await user(i, rotated.token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + (a.config.refreshGraceSeconds + 1) * 1000);
    const reuse = await refresh(b, first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toMatch(/already used/);
    for (const i of [a, b]) {
      expect((await refresh(i, rotated.refreshToken)).statusCode).toBe(401);
      expect((await user(i, rotated.token)).statusCode).toBe(401);
    }
  });
});
