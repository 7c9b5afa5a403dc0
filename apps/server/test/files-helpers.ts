import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './harness.js';

/** Shared calls of the operation-file tests (files*.test.ts). */
export type Item = Record<string, unknown> & { id: number };
export type Method = InjectOptions['method'];

export function client(t: TestApp) {
  const call = (token: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.as(token, { method, url, payload: payload as InjectOptions['payload'], headers });
  return {
    call,
    get: (token: string, url: string, headers?: Record<string, string>) => call(token, 'GET', url, undefined, headers),
    post: (token: string, url: string, payload: unknown, headers?: Record<string, string>) => call(token, 'POST', url, payload, headers),
    put: (token: string, url: string, payload: unknown, headers?: Record<string, string>) => call(token, 'PUT', url, payload, headers),
    patch: (token: string, url: string, payload: unknown, headers?: Record<string, string>) => call(token, 'PATCH', url, payload, headers),
    del: (token: string, url: string, headers?: Record<string, string>) => call(token, 'DELETE', url, undefined, headers),
  };
}

/** The embedded list of a HAL answer, after checking its status (200 unless told). */
export function embedded(res: LightMyRequestResponse, name: string, status = 200): Item[] {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(status);
  const body = res.json() as { _embedded?: Record<string, Item[]> };
  expect(Array.isArray(body._embedded?.[name]), `_embedded.${name} in ${res.body.slice(0, 200)}`).toBe(true);
  return body._embedded?.[name] as Item[];
}

/** Checks the project's error body and returns it. */
export function expectError(res: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(status);
  const body = res.json() as {
    status: number;
    error: string;
    message: string;
    path: string;
    errors: string[];
    invalidValues: { field: string; value: unknown }[];
  };
  expect(body.status).toBe(status);
  expect(body.path).toBe(res.raw.req.url?.split('?')[0]);
  expect(Array.isArray(body.errors)).toBe(true);
  expect(body.errors.length).toBeGreaterThan(0);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

/** A code unique within the run (upper-case letters and digits). */
let n = 0;
export function code(prefix = 'T', max = 10) {
  n += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${n.toString(36)}`.toUpperCase().slice(0, max);
}

export const ids = (items: { id: number }[]) => items.map((i) => i.id);
export const byteSorted = (values: string[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export const STAFF_PASSWORD = 'Harbour-Lights-2026';

/**
 * A new staff member whose home branch is `branchId`, holding only `rights` (granted to the
 * staff directly through updateStaffSecurity), signed in.
 */
export async function newStaff(t: TestApp, admin: string, rights: string[], branchId = 2) {
  const { get, post } = client(t);
  const staffCode = code('S');
  const username = `t.${staffCode.toLowerCase()}`;
  const created = await post(admin, '/limo/api/staffs', { staffCode, staffNameEng: `Tester ${staffCode}`, username, branchId });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  expect((await post(admin, '/limo/api/resetPassword', { staffId: id, newPassword: STAFF_PASSWORD })).statusCode).toBe(204);
  const moduleIds: number[] = [];
  for (const right of rights) {
    const [m] = embedded(await get(admin, `/limo/api/modules?moduleCode=${right}`), 'modules');
    expect(m?.moduleCode).toBe(right);
    moduleIds.push(m.id);
  }
  const granted = await post(admin, '/limo/api/updateStaffSecurity', { staffId: id, modules: moduleIds });
  expect(granted.statusCode, granted.body).toBe(204);
  return { id, username, token: await t.login(username, STAFF_PASSWORD) };
}
