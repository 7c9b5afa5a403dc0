/*
 * The partner's HTTP side (issue 18): JSON calls to {CHINALINK_URL}{path} with our bearer token.
 * Answers what came back, never throws: a network failure or a timeout is an answer with status null.
 */

export const PARTNER_TIMEOUT_MS = 10_000;

export interface PartnerAnswer {
  /** The HTTP status; null when no answer came (refused, timed out). */
  status: number | null;
  body: unknown;
  /** What went wrong when status is null. */
  error?: string;
  durationMs: number;
  url: string;
}

/** Where the partner is and our credentials there (CHINALINK_URL, CHINALINK_TOKEN). */
export interface PartnerEndpoint {
  url?: string;
  token?: string;
}

export const ok = (a: PartnerAnswer) => a.status !== null && a.status >= 200 && a.status < 300;

/** The partner's full URL of a path: the base URL without its trailing slash, then the path. */
export const partnerUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

export async function callPartner(
  settings: PartnerEndpoint & { url: string },
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = PARTNER_TIMEOUT_MS,
): Promise<PartnerAnswer> {
  const url = partnerUrl(settings.url, path);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (settings.token) headers.authorization = `Bearer ${settings.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return { status: res.status, body: parseJson(text), durationMs: took(), url };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const error = e.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : `${e.message}${e.cause?.code ? ` (${e.cause.code})` : ''}`;
    return { status: null, body: null, error, durationMs: took(), url };
  }
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
