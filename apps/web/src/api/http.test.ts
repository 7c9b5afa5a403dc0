import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { api, call, urlFor } from './http';
import { tokens } from './tokens';

type Handler = (url: string, init: RequestInit) => Response;

function stubFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

beforeEach(() => tokens.clear());

describe('urlFor', () => {
  it('sends langs and /node paths to the node base, the rest to the main base', () => {
    expect(urlFor('/api/banks')).toBe('/limo/api/banks');
    expect(urlFor('/node/api/drivers')).toBe('/limo/node/api/drivers');
    expect(urlFor('/node/langs/en')).toBe('/limo/node/langs/en');
  });
  it('writes the query, repeating arrays and leaving empty values out', () => {
    expect(urlFor('/api/banks', { page: 0, size: 20, sort: ['a,asc', 'b,desc'], q: '', x: undefined })).toBe(
      '/limo/api/banks?page=0&size=20&sort=a%2Casc&sort=b%2Cdesc',
    );
  });
});

describe('call', () => {
  it('sends the bearer token, branch and a unique request id', async () => {
    tokens.set('t1', 'r1');
    tokens.setBranchId(3);
    const calls = stubFetch(() => json(200, { ok: true }));
    await api('/api/banks');
    await api('/api/banks');
    expect(header(calls[0].init, 'Authorization')).toBe('Bearer t1');
    expect(header(calls[0].init, 'X-Branch-Id')).toBe('3');
    const ids = calls.map((c) => header(c.init, 'X-Request-Id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });
  it('applies the save transforms and strips never-sent fields', async () => {
    const calls = stubFetch(() => json(201, { id: 1 }));
    await api('/api/x', { method: 'POST', body: { startDate: '', pickupTime: '0930', cashFlag: true, version: 3, _links: {}, name: 'a' } });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ startDate: null, pickupTime: '09:30:00', cashFlag: 1, name: 'a' });
  });
  it('sends If-Match and returns the ETag', async () => {
    const calls = stubFetch(() => json(200, { id: 1 }, { ETag: '"4"' }));
    const answer = await call('/api/banks/1', { method: 'PATCH', body: {}, ifMatch: 3 });
    expect(header(calls[0].init, 'If-Match')).toBe('"3"');
    expect(answer.etag).toBe('"4"');
  });
  it('refreshes once on 401, stores the new tokens and retries', async () => {
    tokens.set('old', 'r1');
    const calls = stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) return json(200, { token: 'new', refreshToken: 'r2' });
      return header(init, 'Authorization') === 'Bearer new' ? json(200, [1]) : json(401, { status: 401, error: 'Unauthorized' });
    });
    expect(await api('/api/banks')).toEqual([1]);
    expect(tokens.token).toBe('new');
    expect(tokens.refreshToken).toBe('r2');
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ refreshToken: 'r1' });
    expect(calls).toHaveLength(3);
  });
  it('signs off when the refresh fails', async () => {
    tokens.set('old', 'r1');
    const calls = stubFetch(() => json(401, { status: 401, error: 'Unauthorized' }));
    await expect(api('/api/banks')).rejects.toBeInstanceOf(ApiError);
    expect(tokens.token).toBeNull();
    expect(tokens.refreshToken).toBeNull();
    expect(calls).toHaveLength(2);
  });
  it('shares one refresh between concurrent calls', async () => {
    tokens.set('old', 'r1');
    const calls = stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) return json(200, { token: 'new', refreshToken: 'r2' });
      return header(init, 'Authorization') === 'Bearer new' ? json(200, {}) : json(401, {});
    });
    await Promise.all([api('/api/a'), api('/api/b')]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });
  it('does not refresh for a failed sign-in', async () => {
    const calls = stubFetch(() => json(401, { status: 401, error: 'Unauthorized', message: 'Wrong username or password' }));
    await expect(api('/auth', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401, message: 'Wrong username or password' });
    expect(calls).toHaveLength(1);
  });
  it('turns an error answer into an ApiError with its body', async () => {
    stubFetch(() => json(409, { status: 409, error: 'Conflict', message: 'Bank HSBC is used by 2 payments', errors: ['x'] }));
    const err = await api('/api/banks/1', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).errors).toEqual(['x']);
  });
  it('gives undefined for 204', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    expect(await api('/api/banks/1', { method: 'DELETE' })).toBeUndefined();
  });
});
