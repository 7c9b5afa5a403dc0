import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { isNoBody } from '../src/engine/openapi.js';
import { bodyMisses, bodySchemaOf, expectRefused, refusalMiss, type SchemaNode, sendJson } from './no-5xx-fixtures.js';
import { hasBody, type Kind, type Route, securityWorld, tokensByKind } from './security/world.js';

/*
 * Issue 31 part 1: null where an object is expected (a body, an order's vehicle) reached the
 * cross-field checks of the schemas, which read its fields (500). Those checks run on objects only
 * (the domain's onAnyObject): a body or a list's element that is no object is a 400 naming its place.
 */
const w = await securityWorld();
let tokens: Record<Kind, string | undefined>;
beforeAll(async () => {
  tokens = await tokensByKind(w);
});
afterAll(() => w.close());

const orders = async () => (await w.database.db.select({ n: count() }).from(t.orders))[0].n;
const bookings = async () => (await w.database.db.select({ n: count() }).from(t.partnerBookings))[0].n;
const route = (method: string, url: string, kind: Kind): Route => ({ method, url, kind, rights: [], params: [], query: [], label: `${method} ${url}` });

describe('orderVehicles: [null]', () => {
  it('createOrder, updateOrder and createOrderBatch answer 400 naming the element, in either language, and save nothing', async () => {
    const before = await orders();
    const cases: [Route, unknown, string][] = [
      [route('POST', '/limo/api/createOrder', 'staff'), { orderVehicles: [null] }, 'orderVehicles[0]'],
      [route('PUT', '/limo/api/updateOrder/1', 'staff'), { orderVehicles: [null] }, 'orderVehicles[0]'],
    ];
    for (const [r, body, field] of cases) {
      const res = await sendJson(w, r, tokens.staff, body);
      const refused = expectRefused(res, field, r.label);
      expect(refused.errors).toContain(`${field} must be an object`);
      const zh = await w.as(tokens.staff as string, {
        method: r.method as 'POST',
        url: r.url,
        payload: body as object,
        headers: { 'accept-language': 'zh-HK' },
      });
      expect(zh.json().errors).toContain(`「${field}」的格式不正確（應為一個物件）`);
    }
    // A batch's refusal is its answer's shape: each row with its errors, by the full path.
    const batch = await sendJson(w, route('POST', '/limo/api/createOrderBatch', 'staff'), tokens.staff, { orders: [{ orderVehicles: [null] }] });
    expect(batch.statusCode, batch.body.slice(0, 300)).toBe(400);
    expect(batch.json().orders[0].errors).toContainEqual({ field: 'orders[0].orderVehicles[0]', message: 'orders[0].orderVehicles[0] must be an object' });
    expect(await orders()).toBe(before);
  });
});

describe('POST /limo/partner/v1/orders with a null body', () => {
  it('answers 400 naming the body, in either language, and stores no booking', async () => {
    const before = await bookings();
    const partnerOrders = route('POST', '/limo/partner/v1/orders', 'partner');
    for (const body of [null, [], 'x', 7]) {
      const refused = expectRefused(await sendJson(w, partnerOrders, tokens.partner, body), 'body', `partner body ${JSON.stringify(body)}`);
      expect(refused.errors).toEqual(['body must be an object']);
    }
    const zh = await w.app.inject({
      method: 'POST',
      url: '/limo/partner/v1/orders',
      payload: 'null',
      headers: { authorization: `Bearer ${tokens.partner}`, 'content-type': 'application/json', 'accept-language': 'zh-HK' },
    });
    expect(zh.json().message).toBe('請求內容的格式不正確（應為一個物件）');
    expect(await bookings()).toBe(before);
  });

  it('still answers 401 first to a caller without a key', async () => {
    const res = await w.app.inject({ method: 'POST', url: '/limo/partner/v1/orders', payload: 'null', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('every route with a documented object body', () => {
  // A call documented as taking no body (sign-out, a refresh of the caller's rights) reads none: left out.
  const takesBody = (r: Route) => !isNoBody(bodySchemaOf(w.app, r));
  const writes = () => w.routes.filter((r) => hasBody(r.method) && bodySchemaOf(w.app, r)?.type === 'object' && takesBody(r));

  it('answers a body that is no object with 400 naming the body', async () => {
    expect(writes().length).toBeGreaterThan(200);
    const misses: string[] = [];
    for (const r of writes())
      for (const body of [null, [], 'text', 0, true])
        misses.push(...refusalMiss(await sendJson(w, r, tokens[r.kind], body), [], `${r.label} ${JSON.stringify(body)}`));
    expect(misses).toEqual([]);
  }, 300_000);

  it('answers null, a scalar or a list in place of any documented object of a list with 400 naming the element', async () => {
    const element = (n: SchemaNode) => n.path.length > 0 && typeof n.path.at(-1) === 'number' && n.schema.type === 'object';
    const { misses, checked } = await bodyMisses(w, tokens, element, () => [null, 'x', [{}]]);
    expect(misses).toEqual([]);
    expect(checked).toBeGreaterThan(180);
  }, 300_000);
});
