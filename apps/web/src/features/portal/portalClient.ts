/*
 * The portal's own HTTP client (issue 33): the portal token, JSON in and out. A 401 refreshes the
 * tokens once and repeats the call; when the refresh fails the booker is signed out. It never uses
 * api/http.ts, which carries the staff tokens.
 */
import i18next from 'i18next';
import { config } from '../../config';
import { portalSession } from './portalSession';

/** The call never got an answer (offline, the server unreachable): worth trying again. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** An answer other than 2xx, with the server's code (CUTOFF, PORTAL_ADMIN_ONLY, ...) when it gave one. */
export class PortalApiError extends Error {
  override name = 'PortalApiError';
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

export interface CallInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The body as a Blob (a PDF), not JSON. */
  blob?: boolean;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** The 409 codes of a trip the booker may no longer change or cancel: inside the cut-off, not open, or started. */
export const LOCKED_CODES = ['CUTOFF', 'CLOSED', 'STARTED'];
export const isLocked = (err: unknown): err is PortalApiError => err instanceof PortalApiError && err.status === 409 && LOCKED_CODES.includes(err.code ?? '');

/** The server's message with an error answer and the further problems it lists, else a plain one with the status. */
export function serverMessage(answer: Answer): string {
  const b = answer.body as { message?: unknown; errors?: unknown } | null;
  const message = typeof b?.message === 'string' ? b.message.trim() : '';
  const errors = Array.isArray(b?.errors) ? b.errors.filter((e): e is string => typeof e === 'string' && e !== message) : [];
  const lines = [message, ...errors].filter(Boolean);
  return lines.length ? lines.join('\n') : `HTTP ${answer.status}`;
}

async function send(path: string, init: CallInit, token: string | null): Promise<Response> {
  // The server words its messages and place names in the page's language.
  const headers: Record<string, string> = {
    Accept: init.blob ? '*/*' : 'application/json',
    'Accept-Language': i18next.language === 'zh-HK' ? 'zh-HK' : 'en',
    ...init.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(`${config.apiBase}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
    });
  } catch (err) {
    throw new NetworkError(err instanceof Error ? err.message : String(err));
  }
}

async function read(res: Response, blob = false): Promise<unknown> {
  if (blob && res.ok) return res.blob();
  const text = await res.text().catch(() => '');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { message: text };
  }
}

// One refresh at a time: calls failing together wait for the same new tokens.
let refreshing: Promise<boolean> | null = null;

function refresh(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = portalSession.refreshToken;
    if (!refreshToken) return false;
    try {
      const res = await send('/portal/auth/refresh', { method: 'POST', body: { refreshToken } }, null);
      if (!res.ok) return false;
      const b = (await read(res)) as { token?: string; refreshToken?: string } | null;
      if (!b?.token || !b.refreshToken) return false;
      portalSession.signedIn(b.token, b.refreshToken);
      return true;
    } catch {
      // Offline: keep the tokens, the booker may try again.
      return true;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Any answer; throws only a NetworkError. A 401 with a token: one refresh, then the call again, else signed out. */
export async function call(path: string, init: CallInit = {}): Promise<Answer> {
  const token = portalSession.token;
  let res = await send(path, init, token);
  if (res.status === 401 && token) {
    if (await refresh()) {
      const again = portalSession.token;
      if (again && again !== token) res = await send(path, init, again);
    }
    if (res.status === 401) portalSession.signOut('expired');
  }
  return { status: res.status, body: await read(res, init.blob) };
}

/** The body of a 2xx, else a PortalApiError with the server's message and code. */
export async function ok<T>(path: string, init: CallInit = {}): Promise<T> {
  const a = await call(path, init);
  if (a.status >= 200 && a.status < 300) return a.body as T;
  const code = (a.body as { code?: unknown } | null)?.code;
  throw new PortalApiError(a.status, typeof code === 'string' ? code : null, serverMessage(a));
}
