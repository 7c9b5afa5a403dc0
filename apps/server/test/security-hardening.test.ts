import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

type Res = { statusCode: number; body: string; json(): Record<string, unknown> };

/** The project's error body (engine/errors.ts errorBody), nothing else. */
function expectErrorBody(res: Res, status: number, path: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['error', 'errors', 'invalidValues', 'message', 'path', 'status']);
  expect(body).toMatchObject({ status, path });
  return body as { message: string; errors: string[] };
}

describe('tokens whose claims are not ids', () => {
  const sign = (claims: Record<string, unknown>, subject?: string) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('limo').setAudience('limo-staff').setIssuedAt().setExpirationTime('5m');
    return (subject === undefined ? jwt : jwt.setSubject(subject)).sign(t.config.jwtSecret);
  };

  it('answers 401, never 500, for a sub or sid that cannot name a staff member or session', async () => {
    const good = JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };
    const cases: [string, Promise<string>][] = [
      ['sub 2147483648', sign({ sid: good.sid }, '2147483648')],
      ['sub abc', sign({ sid: good.sid }, 'abc')],
      ['sub -1', sign({ sid: good.sid }, '-1')],
      ['sub 0', sign({ sid: good.sid }, '0')],
      ['sub 1.5', sign({ sid: good.sid }, '1.5')],
      ['sub 1e3', sign({ sid: good.sid }, '1e3')],
      ['sub empty', sign({ sid: good.sid }, '')],
      ['no sub', sign({ sid: good.sid })],
      ['sid abc', sign({ sid: 'abc' }, good.sub)],
      ['sid number', sign({ sid: 12 }, good.sub)],
      ['sid too long', sign({ sid: `${good.sid}0` }, good.sub)],
      ['no sid', sign({}, good.sub)],
    ];
    for (const [name, token] of cases) {
      const res = await t.as(await token, { method: 'POST', url: '/limo/auth/user' });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(401);
      expectErrorBody(res, 401, '/limo/auth/user');
    }
  });

  it('still accepts the well-formed claims of the same signer', async () => {
    const good = JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };
    const res = await t.as(await sign({ sid: good.sid }, good.sub), { method: 'POST', url: '/limo/auth/user' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 to a refresh with a token that is not one of ours, whatever its form', async () => {
    for (const refreshToken of [admin, '2147483648', '-1', 'x'.repeat(5000), '\u0000', '💥']) {
      const res = await t.app.inject({ method: 'POST', url: '/limo/auth/refresh', payload: { refreshToken } });
      expectErrorBody(res, 401, '/limo/auth/refresh');
    }
  });
});

describe('deeply nested JSON', () => {
  const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const post = (url: string, payload: string) => t.as(admin, { method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  it('is refused with the project 400 on a generic collection POST, and nothing is saved', async () => {
    for (const nested of [deepArray(5000), deepObject(5000)]) {
      const res = await post('/limo/api/banks', `{"bankCode":"DEEP","bankNameEng":${nested}}`);
      const body = expectErrorBody(res, 400, '/limo/api/banks');
      expect(body.message).toMatch(/nested too deeply/);
    }
    const list = await t.as(admin, { method: 'GET', url: '/limo/api/banks?bankCode=DEEP' });
    expect(list.json()._embedded.banks).toEqual([]);
  });

  it('is refused with the project 400 on a hand-written call', async () => {
    const res = await post('/limo/api/copyUserGroup', `{"userGroupId":1,"userGroup":${deepArray(5000)},"userGroupDescEng":"x"}`);
    expect(expectErrorBody(res, 400, '/limo/api/copyUserGroup').message).toMatch(/nested too deeply/);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/limo/auth',
      payload: `{"username":${deepObject(5000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(expectErrorBody(signIn, 400, '/limo/auth').message).toMatch(/nested too deeply/);
  });

  it('counts brackets inside strings as text, and accepts ordinary nesting', async () => {
    const name = `[[[{{{${'['.repeat(200)}`;
    const res = await post('/limo/api/banks', JSON.stringify({ bankCode: 'BRKT', bankNameEng: name.slice(0, 60) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bankNameEng).toBe(name.slice(0, 60));
    // Escaped quotes do not end a string early.
    const quoted = await post('/limo/api/banks', JSON.stringify({ bankCode: 'QUOT', bankNameEng: '\\"[[[[' }));
    expect(quoted.statusCode, quoted.body).toBe(201);
    // Nesting below the limit reaches the field checks as usual.
    const shallow = await post('/limo/api/banks', `{"bankCode":"SHAL","bankNameEng":${deepArray(50)}}`);
    expect(expectErrorBody(shallow, 400, '/limo/api/banks').message).not.toMatch(/nested too deeply/);
  });
});
