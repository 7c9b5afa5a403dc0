import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDriverClient, NetworkError, serverMessage, signInDriver } from './driverClient';
import { driverSession, LOGIN_KEY, TOKEN_KEY } from './driverSession';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => driverSession.reload());

describe('serverMessage', () => {
  it("gives the server's message and its listed errors, else the status", () => {
    expect(serverMessage({ status: 409, body: { message: 'The job is already completed' } })).toBe('The job is already completed');
    expect(serverMessage({ status: 400, body: { message: 'Bad Request', errors: ['Bad Request', 'litres is required'] } })).toBe(
      'Bad Request\nlitres is required',
    );
    expect(serverMessage({ status: 404, body: null })).toBe('HTTP 404');
    expect(serverMessage({ status: 422, body: { message: '  ' } })).toBe('HTTP 422');
  });
});

describe('createDriverClient', () => {
  it('sends JSON with the driver token and answers any status', async () => {
    const fetch = vi.fn(async () => json(409, { message: 'no' }));
    const call = createDriverClient({ fetch, base: '/limo', token: () => 'abc' });
    expect(await call('/driver/api/jobs/1/progress', { method: 'POST', body: { a: 1 } })).toEqual({ status: 409, body: { message: 'no' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/limo/driver/api/jobs/1/progress');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
  });
  it('throws a NetworkError when no answer comes', async () => {
    const call = createDriverClient({ fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), token: () => 'abc' });
    await expect(call('/driver/api/jobs')).rejects.toBeInstanceOf(NetworkError);
  });
  it('signs out on a 401 to a signed-in call, not on a refused sign-in', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => json(401, { message: 'expired' }));
    await createDriverClient({ fetch, token: () => 'abc', onUnauthorized })('/driver/api/jobs');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await createDriverClient({ fetch, token: () => null, onUnauthorized })('/driver/auth', { method: 'POST', body: {} });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
  it('reads a non-JSON error page as its message', async () => {
    const call = createDriverClient({ fetch: vi.fn(async () => new Response('Bad gateway', { status: 502 })), token: () => null });
    expect(await call('/x')).toEqual({ status: 502, body: { message: 'Bad gateway' } });
  });
});

describe('driverSession and signInDriver', () => {
  it('keeps the driver token in its own storage key and drops only the token on sign-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { token: 'driver-token' })),
    );
    await signInDriver(' D001 ', 'limo-demo');
    const body = JSON.parse(String((vi.mocked(fetch).mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toEqual({ loginName: 'd001', password: 'limo-demo' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('driver-token');
    expect(driverSession.loginName).toBe('d001');
    driverSession.signOut('expired');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(LOGIN_KEY)).toBe('d001');
    expect(driverSession.loginName).toBeNull();
    expect(driverSession.current.reason).toBe('expired');
  });
  it("refuses a wrong password with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { message: 'Wrong driver number or password' })),
    );
    await expect(signInDriver('d001', 'x')).rejects.toThrow('Wrong driver number or password');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
