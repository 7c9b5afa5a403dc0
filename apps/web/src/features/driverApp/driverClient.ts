/*
 * The drivers' page's own tiny HTTP client (issue 11): the driver token, JSON in and out, and a
 * 401 on any call signs the driver out. It does not use api/http.ts, which carries staff tokens.
 */
import { config } from '../../config';
import { driverSession } from './driverSession';
import type { JobsDay } from './jobsModel';

export interface Answer {
  status: number;
  body: unknown;
}

/** The call never got an answer (offline, the server unreachable): worth trying again. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** An answer other than 2xx. */
export class DriverApiError extends Error {
  override name = 'DriverApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ClientOptions {
  fetch?: typeof fetch;
  base?: string;
  token?: () => string | null;
  /** A 401: the token is gone or expired. */
  onUnauthorized?: () => void;
}

/** The message the server gave with an error answer, else a plain one with the status. */
export function serverMessage(answer: Answer): string {
  const b = answer.body as { message?: unknown; errors?: unknown } | null;
  const errors = Array.isArray(b?.errors) ? b.errors.filter((e): e is string => typeof e === 'string') : [];
  const message = typeof b?.message === 'string' && b.message.trim() ? b.message.trim() : '';
  const lines = [message, ...errors.filter((e) => e !== message)].filter(Boolean);
  return lines.length ? lines.join('\n') : `HTTP ${answer.status}`;
}

export type Call = (path: string, init?: { method?: string; body?: unknown }) => Promise<Answer>;

/** Makes the client: `call` answers any status and throws only a NetworkError. */
export function createDriverClient(options: ClientOptions = {}): Call {
  const base = options.base ?? config.apiBase;
  const token = options.token ?? (() => driverSession.token);
  const onUnauthorized = options.onUnauthorized ?? (() => driverSession.signOut('expired'));
  return async (path, init = {}) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const t = token();
    if (t) headers.Authorization = `Bearer ${t}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      const doFetch = options.fetch ?? fetch;
      res = await doFetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        cache: 'no-store',
      });
    } catch (err) {
      throw new NetworkError(err instanceof Error ? err.message : String(err));
    }
    const text = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { message: text };
    }
    if (res.status === 401 && t) onUnauthorized();
    return { status: res.status, body };
  };
}

const call = createDriverClient();

/** The body of a 2xx, else a DriverApiError with the server's message. */
async function ok<T>(answer: Promise<Answer>): Promise<T> {
  const a = await answer;
  if (a.status >= 200 && a.status < 300) return a.body as T;
  throw new DriverApiError(a.status, serverMessage(a));
}

/** POST /driver/auth: stores the token on success. */
export async function signInDriver(loginName: string, password: string): Promise<void> {
  const login = loginName.trim().toLowerCase();
  const { token } = await ok<{ token: string }>(call('/driver/auth', { method: 'POST', body: { loginName: login, password } }));
  driverSession.signedIn(token, login);
}

/** GET /driver/api/jobs for one duty date. */
export const loadJobs = (dutyDate: string) => ok<JobsDay>(call(`/driver/api/jobs?dutyDate=${encodeURIComponent(dutyDate)}`));

/** The one client the queue's flusher uses. */
export const driverCall: Call = call;
