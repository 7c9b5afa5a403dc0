import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { call, type Instance, startCluster, startInstance, startProxy } from './instances-fixtures.js';
import { DEMO_PASSWORD } from './harness.js';

// Sign-in limits across two instances behind a proxy (issue 19 part 2): the failures live in
// PostgreSQL, and X-Forwarded-For names the client only when the proxy is trusted (TRUST_PROXY).

let cluster: Awaited<ReturnType<typeof startCluster>>;
let instances: Instance[];
let proxy: Awaited<ReturnType<typeof startProxy>>;

beforeAll(async () => {
  cluster = await startCluster(2);
  instances = cluster.instances;
  proxy = await startProxy(instances.map((i) => i.base));
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await cluster?.close();
});

const signIn = (base: string, username: string, password: string, from: string, headers: Record<string, string> = {}) =>
  call(base, 'POST', '/limo/auth', { body: { username, password }, from, headers });
const failuresOf = async (username: string) =>
  (await instances[0].database.db.select().from(t.signInFailures).where(eq(t.signInFailures.username, username))).map((f) => f.source);

describe('sign-in limits of several instances', () => {
  it('locks an (account, address) pair on every instance after failures spread over both; another client behind the proxy still gets in', async () => {
    const before = [...proxy.served];
    for (let i = 0; i < 5; i++) expect((await signIn(proxy.base, 'hr', 'wrong-password', '127.0.0.2')).status).toBe(401);
    // Round robin: each instance counted some of the five.
    for (const [i, n] of proxy.served.entries()) expect(n - before[i], `failures seen by instance ${i}`).toBeGreaterThanOrEqual(2);
    expect(await failuresOf('hr')).toEqual(Array(5).fill('127.0.0.2'));

    // Locked through the proxy, whichever instance answers, and on each instance called directly from that address.
    for (let i = 0; i < 2; i++) {
      const res = await signIn(proxy.base, 'hr', DEMO_PASSWORD, '127.0.0.2');
      expect(res.status, JSON.stringify(res.body)).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    for (const instance of instances) expect((await signIn(instance.base, 'hr', DEMO_PASSWORD, '127.0.0.2')).status).toBe(429);

    // The other client is its own address: both instances let it in.
    for (let i = 0; i < 2; i++) expect((await signIn(proxy.base, 'hr', DEMO_PASSWORD, '127.0.0.3')).status).toBe(200);
  });

  it('takes the client address the proxy appended, not one the client wrote into X-Forwarded-For', async () => {
    // The locked client names the free one: the proxy appends its real address, which is the one trusted.
    for (let i = 0; i < 2; i++) {
      const res = await signIn(proxy.base, 'hr', DEMO_PASSWORD, '127.0.0.2', { 'x-forwarded-for': '127.0.0.3' });
      expect(res.status).toBe(429);
    }
    expect((await signIn(proxy.base, 'accounts', 'wrong-password', '127.0.0.4', { 'x-forwarded-for': '10.9.9.9' })).status).toBe(401);
    expect(await failuresOf('accounts')).toEqual(['127.0.0.4']);
  });

  it('ignores X-Forwarded-For from a caller that is not a trusted proxy', async () => {
    // A direct call from another address: the instance trusts 127.0.0.1 only, so the header is the caller's word.
    const direct = await signIn(instances[0].base, 'hr', DEMO_PASSWORD, '127.0.0.5', { 'x-forwarded-for': '127.0.0.2' });
    expect(direct.status, JSON.stringify(direct.body)).toBe(200);
    expect((await signIn(instances[1].base, 'dispatcher', 'wrong-password', '127.0.0.5', { 'x-forwarded-for': '127.0.0.9' })).status).toBe(401);
    // An instance that trusts no proxy (TRUST_PROXY unset) takes the socket's address, even from 127.0.0.1.
    const untrusting = await startInstance(cluster.url, { trustProxy: false });
    try {
      expect((await signIn(untrusting.base, 'dispatcher', 'wrong-password', '127.0.0.1', { 'x-forwarded-for': '127.0.0.9' })).status).toBe(401);
    } finally {
      await untrusting.close();
    }
    expect((await failuresOf('dispatcher')).sort()).toEqual(['127.0.0.1', '127.0.0.5']);
  });

  it('counts the sign-in calls of an address on every instance against one per-minute limit', async () => {
    const url = cluster.url;
    const strict = [await startInstance(url, { signIn: { perIpPerMinute: 3, perAccountFailures: 5, perAccountWindowSeconds: 900 } })];
    strict.push(await startInstance(url, strict[0].config));
    const front = await startProxy(strict.map((i) => i.base));
    try {
      for (let i = 0; i < 3; i++) expect((await signIn(front.base, 'nobody', 'wrong-password', '127.0.0.6')).status).toBe(401);
      for (let i = 0; i < 2; i++) {
        const res = await signIn(front.base, 'nobody', 'wrong-password', '127.0.0.6');
        expect(res.status, JSON.stringify(res.body)).toBe(429);
        expect(res.body.message).toMatch(/from this address/);
      }
      expect(front.served.every((n) => n >= 2)).toBe(true);
      // Another client behind the same proxy has calls of its own.
      expect((await signIn(front.base, 'nobody', 'wrong-password', '127.0.0.7')).status).toBe(401);
    } finally {
      await front.close();
      for (const i of strict) await i.close();
    }
  });
});
