import { createReadStream } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from './db-unavailable.js';
import { isSecretName, loggableError, MASK, maskSecrets, scrub, secretValues } from './secrets.js';

export interface InvalidValue {
  field: string;
  value: unknown;
}

/** What the security log line of a refusal says beside the source address: who, which right, why. */
export interface SecurityFields {
  event?: string;
  username?: string;
  staffId?: number;
  right?: string;
  reason?: string;
  [field: string]: unknown;
}

/** An error with an HTTP status and the messages shown to the user. */
export class HttpError extends Error {
  /** Set on refusals worth a security log line (401, 403 and sign-in limits always get one). */
  security?: SecurityFields;

  constructor(
    readonly status: number,
    message: string,
    readonly errors: string[] = [message],
    readonly invalidValues: InvalidValue[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** Fields a call adds to its error body beside the usual ones (a clash list); never replaces them. */
  extra?: Record<string, unknown>;

  withExtra(fields: Record<string, unknown>): this {
    this.extra = { ...this.extra, ...fields };
    return this;
  }

  /** Adds what the security log line should tell about this refusal. */
  withSecurity(fields: SecurityFields): this {
    this.security = { ...this.security, ...fields };
    return this;
  }
}

export const badRequest = (message: string, errors?: string[], invalidValues?: InvalidValue[]) => new HttpError(400, message, errors, invalidValues);

/**
 * A problem of one field for programs and screens: the wire path (`orderVehicles[0].vehicleTypeId`),
 * a machine code (REQUIRED, UNKNOWN_REFERENCE, TOO_LONG...) and its numbers; screens word it in the
 * user's language from these, never from the English `errors`.
 */
export interface FieldError {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

/** A field's problem with its English line for `errors` and the value sent. */
export interface FieldProblem extends FieldError {
  message: string;
  value: unknown;
}

/** One 400 naming every problem: `errors`, `invalidValues` and `fieldErrors` one for one, in the same order. */
export function fieldsRefused(problems: readonly FieldProblem[]): HttpError {
  return badRequest(
    problems[0]?.message ?? 'The request is not valid',
    problems.map((p) => p.message),
    problems.map((p) => ({ field: p.field, value: p.value })),
  ).withExtra({ fieldErrors: problems.map(({ field, code, params }) => (params ? { field, code, params } : { field, code })) });
}
export const unauthorized = (message = 'Sign in again: your session is not valid') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export interface ErrorBody {
  status: number;
  error: string;
  message: string;
  path: string;
  errors: string[];
  invalidValues: InvalidValue[];
}

/** The error body; a value under a secret-like name is masked, so a refused password is never echoed. */
export function errorBody(status: number, message: string, path: string, errors?: string[], invalidValues?: InvalidValue[]): ErrorBody {
  return {
    status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    path,
    errors: errors ?? [message],
    invalidValues: (invalidValues ?? []).map(maskInvalid),
  };
}

function maskInvalid(v: InvalidValue): InvalidValue {
  if (!('value' in v) || v.value === undefined) return v;
  return { ...v, value: isSecretName(v.field) ? MASK : maskSecrets(v.value) };
}

/** The body's secret values, scrubbed from any message that might quote them. */
const secretsOf = (request: FastifyRequest) => secretValues(request.body);

/** A PostgreSQL error, whether drizzle wrapped it or not. */
export function pgError(err: unknown): { code: string; detail?: string; constraint?: string; table?: string } | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 3 && cur; i++) {
    const e = cur as { code?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as never;
    cur = e.cause;
  }
  return undefined;
}

/**
 * One warn line per refusal, attributable: event, who (the principal, or what the refusal names),
 * the source address and, for a 403, the right that was missing.
 */
function logRefusal(request: FastifyRequest, err: HttpError) {
  const principal = (request as { principal?: { staffId: number; username: string } | null }).principal;
  const event = err.status === 401 ? 'auth.unauthorized' : err.status === 403 ? 'auth.forbidden' : 'auth.refused';
  const who = principal ? { staffId: principal.staffId, username: principal.username } : {};
  const secrets = secretsOf(request);
  const security = maskSecrets(err.security) as SecurityFields | undefined;
  request.log.warn({ event, status: err.status, ...who, ...security, ip: request.ip }, scrub(err.message, secrets));
}

/** One shape for every error: the body of ARCHITECTURE section 4, never a stack or SQL. */
export function installErrorHandling(app: FastifyInstance, opts: { spaIndex?: string; counters?: { dbUnavailable(reason: 'timeout' | 'down'): void } } = {}) {
  app.setErrorHandler((err: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const secrets = secretsOf(request);
    if (err instanceof HttpError) {
      if (err.status >= 500) request.log.error({ err: loggableError(err, secrets) }, scrub(err.message, secrets));
      if (err.security || err.status === 401 || err.status === 403) logRefusal(request, err);
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      const errors = err.errors.map((e) => scrub(e, secrets));
      return reply.status(err.status).send({ ...err.extra, ...errorBody(err.status, scrub(err.message, secrets), path, errors, err.invalidValues) });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    const unavailable = status >= 500 ? databaseUnavailable(err) : undefined;
    if (unavailable) {
      request.log.warn({ event: 'db.unavailable', reason: unavailable.reason, err: loggableError(err, secrets) }, 'database unavailable');
      opts.counters?.dbUnavailable(unavailable.reason);
      const message =
        unavailable.reason === 'timeout'
          ? 'The database took too long to answer: try again shortly'
          : 'The database cannot be reached just now: try again shortly';
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(errorBody(503, message, path));
    }
    if (status >= 500) {
      request.log.error({ err: loggableError(err, secrets) }, 'request failed');
      return reply.status(500).send(errorBody(500, 'The server failed to process the request', path));
    }
    // Fastify's own 4xx: bad JSON (400), body too large (413), unsupported media type (415), rate limit (429).
    const message = status === 415 ? `Unsupported media type: send ${'application/json'}` : status === 413 ? 'The request body is too large' : err.message;
    return reply.status(status).send(errorBody(status, scrub(message, secrets), path));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // Browser-history routing: any page path of the web app is answered by its index.html.
    if (opts.spaIndex && request.method === 'GET' && !path.startsWith('/limo/') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(createReadStream(opts.spaIndex));
    }
    return reply.status(404).send(errorBody(404, `No such path: ${request.method} ${path}`, path));
  });
}
