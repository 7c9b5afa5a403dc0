import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
});
afterAll(() => app.close());

describe('a method the path does not answer', () => {
  it('answers 405 with Allow listing the methods of that path, in the error shape', async () => {
    const res = await app.as(admin, { method: 'PUT', url: '/limo/api/banks' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.json()).toMatchObject({ status: 405, error: 'Method Not Allowed', path: '/limo/api/banks', invalidValues: [] });
    expect(res.json().message).toBe('/limo/api/banks does not answer PUT: it answers GET, HEAD, POST');
  });

  it('reads the path with its parameters and a trailing slash, and words it in Chinese', async () => {
    const res = await app.as(admin, { method: 'POST', url: '/limo/api/banks/12/', headers: { 'accept-language': 'zh-HK' } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('DELETE, GET, HEAD, PATCH');
    expect(res.json().message).toBe('/limo/api/banks/12/ 不接受 POST 請求，只接受 DELETE, GET, HEAD, PATCH');
  });

  it('keeps 404 for a path no route answers', async () => {
    const res = await app.as(admin, { method: 'GET', url: '/limo/api/noSuchThing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});
