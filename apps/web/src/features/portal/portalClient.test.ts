import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { call, NetworkError, ok, PortalApiError } from './portalClient';
import { portalSession } from './portalSession';

function stub(answer: (path: string, auth: string | null) => Response) {
  const seen: { path: string; auth: string | null; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = String(url).replace(/^\/limo/, '');
      const auth = new Headers(init.headers).get('Authorization');
      seen.push({ path, auth, body: init.body ? JSON.parse(String(init.body)) : null });
      return answer(path, auth);
    }),
  );
  return seen;
}

beforeEach(() => portalSession.signedIn('old', 'refresh-1'));

describe('the portal client', () => {
  it('refreshes once on a 401 and repeats the call with the new token', async () => {
    const seen = stub((path, auth) => {
      if (path === '/portal/auth/refresh') return jsonResponse(200, { token: 'new', refreshToken: 'refresh-2' });
      return auth === 'Bearer new' ? jsonResponse(200, { ok: 1 }) : jsonResponse(401, { message: 'expired' });
    });
    expect(await ok('/portal/api/me')).toEqual({ ok: 1 });
    expect(seen.map((s) => `${s.path} ${s.auth}`)).toEqual(['/portal/api/me Bearer old', '/portal/auth/refresh null', '/portal/api/me Bearer new']);
    expect(seen[1].body).toEqual({ refreshToken: 'refresh-1' });
    expect(portalSession.current).toMatchObject({ token: 'new', refreshToken: 'refresh-2' });
  });

  it('shares one refresh among calls failing together', async () => {
    const seen = stub((path, auth) => {
      if (path === '/portal/auth/refresh') return jsonResponse(200, { token: 'new', refreshToken: 'refresh-2' });
      return auth === 'Bearer new' ? jsonResponse(200, {}) : jsonResponse(401, {});
    });
    await Promise.all([call('/portal/api/a'), call('/portal/api/b')]);
    expect(seen.filter((s) => s.path === '/portal/auth/refresh')).toHaveLength(1);
  });

  it('signs out (expired) when the refresh is refused', async () => {
    stub((path) => jsonResponse(401, { message: path }));
    const answer = await call('/portal/api/me');
    expect(answer.status).toBe(401);
    expect(portalSession.current).toMatchObject({ token: null, refreshToken: null, reason: 'expired' });
  });

  it('answers an error with the server’s code and message, and a network failure as NetworkError', async () => {
    stub(() => jsonResponse(409, { code: 'CUTOFF', message: 'Too late to change' }));
    const err = await ok('/portal/api/orders/1/cancel').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PortalApiError);
    expect(err).toMatchObject({ status: 409, code: 'CUTOFF', message: 'Too late to change' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(ok('/portal/api/me')).rejects.toBeInstanceOf(NetworkError);
    expect(portalSession.token).toBe('old');
  });

  it('words a refusal with each problem the server lists, once', async () => {
    stub(() => jsonResponse(400, { message: 'pickupTime: must be a time HH:MM', errors: ['pickupTime: must be a time HH:MM', 'paxCount: too many'] }));
    await expect(ok('/portal/api/quote')).rejects.toThrow('pickupTime: must be a time HH:MM\npaxCount: too many');
    stub(() => new Response('', { status: 502 }));
    await expect(ok('/portal/api/quote')).rejects.toThrow('HTTP 502');
  });
});
