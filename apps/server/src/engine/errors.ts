import { createReadStream } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { renderMessage, renderServerText, type ServerLanguage, type ServerText, srvText } from '@limo/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from './db-unavailable.js';
import { codedText, fieldLabel } from './field-text.js';
import { requestLanguage } from './language.js';
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

/**
 * A text for a person: a message key with its parameters, rendered in the request's language. Never a
 * string literal (issue 30): a refusal written in one language only does not type-check.
 */
export type Text = ServerText;

const say = (lang: ServerLanguage, text: Text) => renderServerText(lang, text);

/** An error with an HTTP status and the messages shown to the user. */
export class HttpError extends Error {
  /** Set on refusals worth a security log line (401, 403 and sign-in limits always get one). */
  security?: SecurityFields;
  /** The machine code beside the text (`DRIVER_BUSY`): the body's `code`. */
  code?: string;
  /** The messages in English (logs, the order history). */
  readonly errors: string[];
  /** The message and the errors as given (keys or literals), to word them again in another context. */
  readonly texts: { message: Text; errors: Text[] };

  constructor(
    readonly status: number,
    message: Text,
    errors: Text[] = [message],
    readonly invalidValues: InvalidValue[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(say('en', message));
    this.texts = { message, errors };
    this.errors = errors.map((e) => say('en', e));
  }

  /** The message and the errors in `lang`. */
  rendered(lang: ServerLanguage): { message: string; errors: string[] } {
    return { message: say(lang, this.texts.message), errors: this.texts.errors.map((e) => say(lang, e)) };
  }

  /** The same refusal about a part of the body ("Location, row 2: ..."), in either language. */
  within(where: Text): HttpError {
    const at = (text: Text): Text => ({ key: 'srv.at', params: { where, text } });
    return new HttpError(this.status, at(this.texts.message), this.texts.errors.map(at), this.invalidValues, this.headers);
  }

  /** Fields a call adds to its error body beside the usual ones (a clash list); never replaces them. */
  extra?: Record<string, unknown>;
  /** Like `extra`, for fields holding texts: given the request's language. */
  extraIn?: (lang: ServerLanguage) => Record<string, unknown>;

  withExtra(fields: Record<string, unknown>): this {
    this.extra = { ...this.extra, ...fields };
    return this;
  }

  withExtraIn(fields: (lang: ServerLanguage) => Record<string, unknown>): this {
    this.extraIn = fields;
    return this;
  }

  withCode(code: string): this {
    this.code = code;
    return this;
  }

  /** Adds what the security log line should tell about this refusal. */
  withSecurity(fields: SecurityFields): this {
    this.security = { ...this.security, ...fields };
    return this;
  }
}

/**
 * A route schema's refusal (engine/route-schema.ts), handed to fastify as its validation error: fastify
 * stamps a validation error with its own code, so the refusal travels inside and answers as it is.
 */
export class SchemaRefusal extends Error {
  constructor(readonly refusal: HttpError) {
    super(refusal.message);
  }
}

/** The code of a call over its limit per address (429), whichever limit it is. */
export const RATE_LIMITED = 'RATE_LIMITED';

// The standard refusals carry no `code`: their status is their code, and their body keeps exactly the fields of ARCHITECTURE section 4.
export const badRequest = (message: Text, errors?: Text[], invalidValues?: InvalidValue[]) => new HttpError(400, message, errors, invalidValues);

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

/** A field's problem with its English line for `errors` and the value sent; `text` words it in either language (else its code does). */
export interface FieldProblem extends FieldError {
  message: string;
  value: unknown;
  text?: ServerText;
}

/** One 400 naming every problem: `errors`, `invalidValues` and `fieldErrors` one for one, in the same order. */
export function fieldsRefused(problems: readonly FieldProblem[]): HttpError {
  const texts = problems.map((p) => p.text ?? codedText(p.code, p.message, fieldLabel(p.field), p.params));
  return badRequest(
    texts[0] ?? srvText('srv.v.notValid'),
    texts,
    problems.map((p) => ({ field: p.field, value: p.value })),
  ).withExtra({ fieldErrors: problems.map(({ field, code, params }) => (params ? { field, code, params } : { field, code })) });
}

/** A body that is no JSON object where one is expected: one refusal, in one wording, wherever it is found (issue 31). */
export const bodyNotObject = (value: unknown): HttpError => fieldsRefused([{ field: 'body', code: 'NOT_OBJECT', message: 'body must be an object', value }]);
export const unauthorized = (message: Text = { key: 'srv.unauthorized' }) => new HttpError(401, message);
export const forbidden = (message: Text) => new HttpError(403, message);
export const notFound = (message: Text) => new HttpError(404, message);
export const conflict = (message: Text) => new HttpError(409, message);

export interface ErrorBody {
  status: number;
  error: string;
  message: string;
  path: string;
  errors: string[];
  invalidValues: InvalidValue[];
  /** The machine code of the message (issue 30), when it has one. */
  code?: string;
}

/** The error body; a value under a secret-like name is masked, so a refused password is never echoed. */
export function errorBody(status: number, message: string, path: string, errors?: string[], invalidValues?: InvalidValue[], code?: string): ErrorBody {
  return {
    status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    path,
    errors: errors ?? [message],
    invalidValues: (invalidValues ?? []).map(maskInvalid),
    ...(code ? { code } : {}),
  };
}

/** The body of an HttpError in `lang`: its extra fields, then the usual ones (never replaced). */
export function httpErrorBody(err: HttpError, path: string, lang: ServerLanguage, secrets: readonly string[] = []): Record<string, unknown> {
  const said = err.rendered(lang);
  const errors = said.errors.map((e) => scrub(e, secrets));
  const body = errorBody(err.status, scrub(said.message, secrets), path, errors, err.invalidValues, err.code);
  return { ...err.extra, ...err.extraIn?.(lang), ...body };
}

/** An error body worded from a key in the request's language, for answers built outside the error handler. */
export function textErrorBody(status: number, text: ServerText, request: FastifyRequest): ErrorBody {
  return errorBody(status, renderServerText(requestLanguage(request), text), request.url);
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
export function installErrorHandling(
  app: FastifyInstance,
  opts: { spaIndex?: string; counters?: { dbUnavailable(reason: 'timeout' | 'down'): void }; methodsOf?: (path: string) => string[] } = {},
) {
  app.setErrorHandler((thrown: FastifyError | HttpError | SchemaRefusal, request: FastifyRequest, reply: FastifyReply) => {
    const err = thrown instanceof SchemaRefusal ? thrown.refusal : thrown;
    const path = request.url.split('?')[0];
    const secrets = secretsOf(request);
    const lang = requestLanguage(request);
    if (err instanceof HttpError) {
      if (err.status >= 500) request.log.error({ err: loggableError(err, secrets) }, scrub(err.message, secrets));
      if (err.security || err.status === 401 || err.status === 403) logRefusal(request, err);
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply.status(err.status).send(httpErrorBody(err, path, lang, secrets));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    const unavailable = status >= 500 ? databaseUnavailable(err) : undefined;
    if (unavailable) {
      request.log.warn({ event: 'db.unavailable', reason: unavailable.reason, err: loggableError(err, secrets) }, 'database unavailable');
      opts.counters?.dbUnavailable(unavailable.reason);
      const message = renderMessage(lang, { key: unavailable.reason === 'timeout' ? 'srv.dbTimeout' : 'srv.dbDown' });
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(errorBody(503, message, path));
    }
    if (status >= 500) {
      request.log.error({ err: loggableError(err, secrets) }, 'request failed');
      return reply.status(500).send(errorBody(500, renderMessage(lang, { key: 'srv.failed' }), path));
    }
    // A limit on calls that has no words of its own (its limiter set Retry-After).
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      const message = renderServerText(lang, srvText('srv.tooManyCalls', { seconds }));
      return reply.status(429).send(errorBody(429, message, path, undefined, undefined, RATE_LIMITED));
    }
    // Fastify's own 4xx: bad JSON (400), body too large (413), unsupported media type (415).
    const english = err.message;
    const text =
      status === 415
        ? srvText('srv.unsupportedMedia')
        : status === 413
          ? srvText('srv.tooLarge')
          : status === 400
            ? srvText('srv.badBody', { english })
            : undefined;
    const message = text ? renderServerText(lang, text) : english;
    return reply.status(status).send(errorBody(status, scrub(message, secrets), path));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // Browser-history routing: any page path of the web app is answered by its index.html.
    if (opts.spaIndex && request.method === 'GET' && !path.startsWith('/limo/') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(createReadStream(opts.spaIndex));
    }
    // The path is there, not with this method: 405 naming the methods it answers.
    const allowed = opts.methodsOf?.(path) ?? [];
    if (allowed.length) {
      const text = srvText('srv.methodNotAllowed', { method: request.method, path, allowed: allowed.join(', ') });
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send(errorBody(405, renderServerText(requestLanguage(request), text), path));
    }
    const message = renderMessage(requestLanguage(request), { key: 'srv.noSuchPath', params: { method: request.method, path } });
    return reply.status(404).send(errorBody(404, message, path));
  });
}
