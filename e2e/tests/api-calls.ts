import { type APIRequestContext, expect, type Page } from '../support/fixtures';

/* Calls the browser tests make beside the screens to set up their own data, as the signed-in user. */

export type Headers = Record<string, string>;

/** The signed-in user's token and branch, as the web app sends them. */
export async function headersOf(page: Page): Promise<Headers> {
  const [token, branch] = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('branchId')]);
  return { Authorization: `Bearer ${token}`, ...(branch ? { 'X-Branch-Id': branch } : {}) };
}

/** POST under /limo, expecting a 2xx; answers the body. */
export async function post(request: APIRequestContext, headers: Headers, path: string, data: unknown) {
  const res = await request.post(`/limo${path}`, { headers, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** The embedded list `name` of a GET under /limo. */
export async function listed(request: APIRequestContext, headers: Headers, path: string, name: string) {
  const res = await request.get(`/limo${path}`, { headers });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { _embedded: Record<string, Record<string, unknown>[]> })._embedded[name];
}
