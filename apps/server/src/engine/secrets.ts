/*
 * Secrets (passwords, tokens, partner keys) never leave in an error body or a log line: a value
 * under a name like these is replaced by MASK wherever it is echoed.
 */

export const MASK = '***';

/**
 * Names that may carry a credential: exact short ones, or any name containing one of the words. Not `code`: here it is
 * a master file's code or a database error's SQLSTATE, which a 500's log line must show (issue 31).
 */
const SECRET_NAME =
  /^(key|sig|signature|auth|authorization|otp|pin|session|sid)$|token|password|passwd|pwd|secret|api[-_]?key|apikey|credential|private[-_]?key|(partner|client|access)[-_]?key/i;

/** True for a field or parameter name that may carry a credential (a dotted path: any of its parts). */
export function isSecretName(name: string): boolean {
  return name.split('.').some((part) => SECRET_NAME.test(part.trim()));
}

/** In a URL's query a bare `code` is an authorization code (an OAuth redirect): hidden there too. */
const isSecretParam = (name: string) => isSecretName(name) || /^code$/i.test(name.trim());

/** The url with the values of credential-like query parameters replaced, the rest left as sent. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawName = eq < 0 ? part : part.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: match the name as sent
      }
      return eq >= 0 && isSecretParam(name) ? `${rawName}=[redacted]` : part;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** A copy of `value` with every property named like a secret masked, at any depth. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 20) return value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSecretName(k) ? MASK : maskSecrets(v, depth + 1);
  return out;
}

/** The string values under secret names in `body` (to scrub from free text such as messages). */
export function secretValues(body: unknown, depth = 0, out: string[] = []): string[] {
  if (!body || typeof body !== 'object' || depth > 20) return out;
  for (const [k, v] of Object.entries(body)) {
    if (isSecretName(k) && (typeof v === 'string' || typeof v === 'number')) out.push(String(v));
    else if (isSecretName(k)) out.push(...collectStrings(v));
    else secretValues(v, depth + 1, out);
  }
  return out;
}

function collectStrings(value: unknown, depth = 0): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (!value || typeof value !== 'object' || depth > 20) return [];
  return Object.values(value).flatMap((v) => collectStrings(v, depth + 1));
}

/** `text` with each secret value (three characters or more, so ordinary words survive) masked. */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 3) out = out.split(s).join(MASK);
  return out;
}

/** What PostgreSQL says of a failed statement (pg's DatabaseError): what a 500's log line needs to be traced. */
const DATABASE_FIELDS = ['code', 'severity', 'detail', 'hint', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

/** The database's fields of the first error in the cause chain that has a SQLSTATE (the query wrapper keeps pg's error as its cause). */
function databaseFields(err: Error): Record<string, unknown> | undefined {
  let cur: unknown = err;
  for (let depth = 0; cur instanceof Error && depth < 5; depth++) {
    const fields = cur as Error & Record<string, unknown>;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code))
      return Object.fromEntries(DATABASE_FIELDS.filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]]));
    cur = cur.cause;
  }
  return undefined;
}

/**
 * An error as a log line may carry it: its own fields with secrets masked by name, the database's SQLSTATE, constraint
 * and table, and every secret value of the request scrubbed from all of it.
 */
export function loggableError(err: unknown, secrets: readonly string[] = []): unknown {
  if (!(err instanceof Error)) return maskSecrets(err);
  const fields = maskSecrets({ ...err }) as Record<string, unknown>;
  const database = databaseFields(err);
  const text = (s: string | undefined) => (s === undefined ? undefined : scrub(s, secrets));
  const line = { type: err.name, ...fields, ...(database ? { database } : {}), message: text(err.message), stack: text(err.stack) };
  return JSON.parse(scrub(JSON.stringify(line), secrets)) as unknown;
}
