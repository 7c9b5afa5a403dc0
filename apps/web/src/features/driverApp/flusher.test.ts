import { describe, expect, it, vi } from 'vitest';
import { createDriverClient } from './driverClient';
import { createFlusher, type FlushEvents } from './flusher';
import { createOutbox, type KeyValue } from './outbox';
import type { QueueItem } from './queueModel';

/** IndexedDB stand-in: values are copied, as structured clone would. */
function memoryKv(): KeyValue & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async <T>(key: string) => structuredClone(data.get(key)) as T | undefined,
    set: async (key, value) => void data.set(key, structuredClone(value)),
  };
}

const mark = (id: string, orderVehicleId = 7, driver = 'd001'): QueueItem => ({
  kind: 'progress',
  clientEventId: id,
  driver,
  orderVehicleId,
  orderRefId: `R${orderVehicleId}`,
  jobStatus: 'ACK',
  at: '2030-03-10T01:00:00.000Z',
});
const position = (id: string): QueueItem => ({ kind: 'position', clientEventId: id, driver: 'd001', latitude: 22.3, longitude: 114.2, speed: 0, at: 'T' });

type Reply = number | 'network' | { status: number; body: unknown };

/** A fake fetch answering from a script; records each call and how many ran at once. */
function fakeFetch(script: (url: string, body: Record<string, unknown>) => Reply) {
  const calls: { url: string; body: Record<string, unknown>; auth: string | null }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 1));
    inFlight--;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url: String(url), body, auth: new Headers(init?.headers).get('Authorization') });
    const reply = script(String(url), body);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const { status, body: answer } = typeof reply === 'number' ? { status: reply, body: {} } : reply;
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, maxInFlight: () => maxInFlight };
}

async function setUp(items: QueueItem[], script: (url: string, body: Record<string, unknown>) => Reply, driver: string | null = 'd001') {
  const kv = memoryKv();
  await kv.set('q', items);
  const outbox = createOutbox(kv, 'q');
  const fake = fakeFetch(script);
  const onUnauthorized = vi.fn();
  let token: string | null = 'tok';
  const call = createDriverClient({ fetch: fake.fetch, base: '/limo', token: () => token, onUnauthorized: () => (onUnauthorized(), (token = null)) });
  const events = { sent: vi.fn(), dropped: vi.fn(), stopped: vi.fn() } satisfies FlushEvents;
  const who = { driver };
  const flusher = createFlusher(outbox, call, () => (token ? who.driver : null), events);
  const ids = () => outbox.items().map((i) => i.clientEventId);
  const stored = () => ((kv.data.get('q') as QueueItem[]) ?? []).map((i) => i.clientEventId);
  return { kv, outbox, fake, flusher, events, ids, stored, onUnauthorized };
}

describe('the flusher', () => {
  it('sends the queue in order with the driver token, removing each item on its 2xx', async () => {
    const t = await setUp([mark('a', 1), mark('b', 2), mark('c', 3)], () => ({ status: 200, body: { jobStatus: 'ACK' } }));
    await t.flusher.flush();
    expect(t.fake.calls.map((c) => [c.url, c.body.clientEventId])).toEqual([
      ['/limo/driver/api/jobs/1/progress', 'a'],
      ['/limo/driver/api/jobs/2/progress', 'b'],
      ['/limo/driver/api/jobs/3/progress', 'c'],
    ]);
    expect(t.fake.calls.every((c) => c.auth === 'Bearer tok')).toBe(true);
    expect(t.ids()).toEqual([]);
    expect(t.stored()).toEqual([]);
    expect(t.events.sent).toHaveBeenCalledTimes(3);
    expect(t.events.sent.mock.calls[0][1]).toEqual({ jobStatus: 'ACK' });
    expect(t.events.stopped).toHaveBeenLastCalledWith('idle');
  });

  it('tells the answer while the item is still queued, so the screen never shows neither', async () => {
    const t = await setUp([mark('a')], () => 200);
    t.events.sent.mockImplementation(() => expect(t.ids()).toEqual(['a']));
    await t.flusher.flush();
    expect(t.ids()).toEqual([]);
  });

  it('stops at a network failure, leaves the item at the head, and sends the same event again later', async () => {
    let online = false;
    const t = await setUp([mark('a'), mark('b')], () => (online ? 200 : 'network'));
    await t.flusher.flush();
    expect(t.fake.calls).toHaveLength(1);
    expect(t.ids()).toEqual(['a', 'b']);
    expect(t.stored()).toEqual(['a', 'b']);
    expect(t.events.stopped).toHaveBeenLastCalledWith('retry');
    online = true;
    await t.flusher.flush();
    expect(t.fake.calls.map((c) => c.body.clientEventId)).toEqual(['a', 'a', 'b']);
    expect(t.ids()).toEqual([]);
  });

  it('stops at a 5xx and keeps the item', async () => {
    const t = await setUp([mark('a'), mark('b')], () => 503);
    await t.flusher.flush();
    expect(t.fake.calls).toHaveLength(1);
    expect(t.ids()).toEqual(['a', 'b']);
    expect(t.events.dropped).not.toHaveBeenCalled();
  });

  it("drops an item the server refuses (409), tells the server's message and goes on", async () => {
    const t = await setUp([mark('a', 1), mark('b', 2)], (url) =>
      url.includes('/1/') ? { status: 409, body: { status: 409, message: 'The job is already completed' } } : 200,
    );
    await t.flusher.flush();
    expect(t.events.dropped).toHaveBeenCalledTimes(1);
    expect(t.events.dropped.mock.calls[0][0].map((i: QueueItem) => i.clientEventId)).toEqual(['a']);
    expect(t.events.dropped.mock.calls[0][1]).toBe('The job is already completed');
    expect(t.events.dropped.mock.calls[0][2]).toBe(409);
    expect(t.ids()).toEqual([]);
    expect(t.fake.calls).toHaveLength(2);
  });

  it('drops a 400 and a 404 too, with the messages the server listed', async () => {
    const t = await setUp([mark('a', 1), mark('b', 2)], (url) =>
      url.includes('/1/') ? { status: 400, body: { message: 'Bad Request', errors: ['at must be an instant'] } } : { status: 404, body: null },
    );
    await t.flusher.flush();
    expect(t.events.dropped.mock.calls.map((c) => c[1])).toEqual(['Bad Request\nat must be an instant', 'HTTP 404']);
  });

  it('signs the driver out on a 401 and keeps the whole queue for the next sign-in', async () => {
    const t = await setUp([mark('a'), mark('b')], () => ({ status: 401, body: { message: 'expired' } }));
    await t.flusher.flush();
    expect(t.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(t.ids()).toEqual(['a', 'b']);
    expect(t.events.dropped).not.toHaveBeenCalled();
    // Signed out: nothing more is tried.
    await t.flusher.flush();
    expect(t.fake.calls).toHaveLength(1);
  });

  it('sends nothing while nobody is signed in', async () => {
    const t = await setUp([mark('a')], () => 200, null);
    await t.flusher.flush();
    expect(t.fake.calls).toHaveLength(0);
    expect(t.ids()).toEqual(['a']);
  });

  it("leaves another driver's items where they are", async () => {
    const t = await setUp([mark('x', 5, 'd002'), mark('a', 1)], () => 200);
    await t.flusher.flush();
    expect(t.fake.calls.map((c) => c.body.clientEventId)).toEqual(['a']);
    expect(t.ids()).toEqual(['x']);
  });

  it('makes one call at a time however often it is asked, and picks up what was queued meanwhile', async () => {
    const t = await setUp([mark('a'), mark('b')], () => 200);
    const first = t.flusher.flush();
    const second = t.flusher.flush();
    await t.outbox.add(mark('c'));
    const third = t.flusher.flush();
    await Promise.all([first, second, third]);
    expect(t.fake.maxInFlight()).toBe(1);
    expect(t.fake.calls.map((c) => c.body.clientEventId)).toEqual(['a', 'b', 'c']);
    expect(t.ids()).toEqual([]);
  });

  it('sends positions in batches of 100', async () => {
    const t = await setUp(
      Array.from({ length: 150 }, (_, i) => position(`g${i}`)),
      () => ({ status: 200, body: { accepted: 1, duplicates: 0 } }),
    );
    await t.flusher.flush();
    expect(t.fake.calls.map((c) => [c.url, (c.body.positions as unknown[]).length])).toEqual([
      ['/limo/driver/api/positions', 100],
      ['/limo/driver/api/positions', 50],
    ]);
    expect(t.ids()).toEqual([]);
  });

  it('keeps the queue across a restart of the page', async () => {
    const t = await setUp([mark('a'), mark('b')], () => 'network');
    await t.outbox.add(mark('c'));
    await t.flusher.flush();
    const reopened = createOutbox(t.kv, 'q');
    await reopened.ready;
    expect(reopened.items().map((i) => i.clientEventId)).toEqual(['a', 'b', 'c']);
  });
});
