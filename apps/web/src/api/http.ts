/**
 * The HTTP client of spec section 7: base paths, bearer token, branch header, request id,
 * the user's language (Accept-Language: the server words its texts in it, issue 30),
 * one token refresh on 401 (shared by the calls and the tabs) then sign-off, 30-minute time-out,
 * save transforms.
 */
import i18next from 'i18next';
import { config } from '../config';
import { ApiError, type ErrorBody } from './errors';
import { newRequestId } from './requestId';
import { announceRefreshFailed, announceRefreshing, refreshElsewhere, shareTokens, signOffEverywhere } from './tabSync';
import { tokens } from './tokens';
import { toWireBody } from './transforms';

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Send `If-Match` with this version (optimistic locking). */
  ifMatch?: string | number;
  /** Apply the save transforms to an object body (default true). */
  transform?: boolean;
  signal?: AbortSignal;
  /** Extra headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface Answer<T> {
  data: T;
  etag: string | null;
}

/** Paths holding `langs` or `/node` go to the node service, all others to the main one. */
export function urlFor(path: string, query?: Query): string {
  const base = path.includes('langs') || path.includes('/node') ? config.nodeBase : config.apiBase;
  const url = `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) qs.append(key, String(v));
    else qs.append(key, String(value));
  }
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh at a time in this tab, and none while another tab refreshes: every caller waiting
 * gets the same outcome. `failedToken` is the token a call was refused with; when the stored one
 * differs, someone refreshed meanwhile (here or in another tab) and the call just tries again.
 */
export function refreshTokens(failedToken: string | null = tokens.token): Promise<boolean> {
  refreshing ??= renew(failedToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const replaced = (failedToken: string | null) => tokens.token !== null && tokens.token !== failedToken;

async function renew(failedToken: string | null): Promise<boolean> {
  if (replaced(failedToken)) return true;
  const other = refreshElsewhere();
  if (other) {
    const outcome = await other;
    if (outcome !== null) return outcome;
    if (replaced(failedToken)) return true;
  }
  const refreshToken = tokens.refreshToken;
  if (!refreshToken) return false;
  announceRefreshing();
  try {
    const res = await send('/auth/refresh', { method: 'POST', body: { refreshToken }, transform: false }, false);
    const data = res.ok ? ((await res.json()) as { token?: string; refreshToken?: string }) : {};
    if (data.token) {
      shareTokens(data.token, data.refreshToken ?? refreshToken);
      return true;
    }
  } catch {
    // a network failure is a failed refresh
  }
  announceRefreshFailed();
  return false;
}

/** The language the user reads (i18next's, set by the sign-in screen and the user's choice): zh-HK or en. */
export const requestLanguage = (): 'zh-HK' | 'en' => (i18next.language === 'zh-HK' ? 'zh-HK' : 'en');

async function send(path: string, opts: RequestOptions, withAuth: boolean): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': requestLanguage(),
    'X-Request-Id': newRequestId(),
    ...opts.headers,
  };
  const token = tokens.token;
  if (withAuth && token) headers.Authorization = `Bearer ${token}`;
  const branch = tokens.branchId;
  if (branch !== null) headers['X-Branch-Id'] = String(branch);
  if (opts.ifMatch !== undefined) headers['If-Match'] = `"${String(opts.ifMatch).replace(/"/g, '')}"`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    const isObject = opts.body !== null && typeof opts.body === 'object' && !Array.isArray(opts.body);
    body = JSON.stringify(isObject && opts.transform !== false ? toWireBody(opts.body as object) : opts.body);
  }
  const timeout = AbortSignal.timeout(config.requestTimeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  return fetch(urlFor(path, opts.query), { method: opts.method ?? 'GET', headers, body, signal });
}

async function errorOf(res: Response, path: string): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    const text = await res.text();
    if (text) body = JSON.parse(text) as ErrorBody;
  } catch {
    body = {};
  }
  return new ApiError(res.status, res.statusText, urlFor(path), body);
}

/** Sign-in and refresh answer 401 for bad credentials: no refresh for them. */
const isAuthPath = (path: string) => path === '/auth' || path === '/auth/refresh';

/** A call with its ETag. Throws ApiError for every answer that is not 2xx. */
export async function call<T>(path: string, opts: RequestOptions = {}): Promise<Answer<T>> {
  const sentWith = tokens.token;
  let res = await send(path, opts, true);
  if (res.status === 401 && !isAuthPath(path) && tokens.token) {
    if (await refreshTokens(sentWith)) res = await send(path, opts, true);
    if (res.status === 401) {
      const err = await errorOf(res, path);
      signOffEverywhere();
      throw err;
    }
  }
  if (!res.ok) throw await errorOf(res, path);
  const text = res.status === 204 ? '' : await res.text();
  const data = (text ? JSON.parse(text) : undefined) as T;
  return { data, etag: res.headers.get('ETag') };
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await call<T>(path, opts)).data;
}

/** A call answered by a file: its content and the name the server gives it (Content-Disposition). */
export async function download(path: string, opts: RequestOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const sentWith = tokens.token;
  let res = await send(path, opts, true);
  if (res.status === 401 && tokens.token && (await refreshTokens(sentWith))) res = await send(path, opts, true);
  if (!res.ok) throw await errorOf(res, path);
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), fileName: name };
}
