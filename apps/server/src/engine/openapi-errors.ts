/** What a route's error answers depend on, read from its config when the document is made (openapi-document.ts). */
export interface RouteFacts {
  /** A token or key opens it (401 without, 403 without the right). */
  signed: boolean;
  /** Under a call limit (config.rateLimit): 429. */
  limited: boolean;
  /** Reads the database: 503 when it is down or slow. */
  database: boolean;
  /** Reads If-Match (config.ifMatch, the only way to read it: ifMatchOf): 412 on a stale version. */
  ifMatch: boolean;
}

/** The one error shape of every refusal (engine/errors.ts errorBody, httpErrorBody; ARCHITECTURE section 4). */
export const ERROR_SCHEMA = {
  type: 'object',
  title: 'Error',
  required: ['status', 'error', 'message', 'path', 'errors', 'invalidValues'],
  properties: {
    status: { type: 'integer', minimum: 400, maximum: 599, description: 'the HTTP status' },
    error: { type: 'string', description: 'the status phrase (Bad Request...)' },
    message: { type: 'string', description: "the first problem, in the request's language (Accept-Language)" },
    path: { type: 'string', description: 'the path called' },
    errors: { type: 'array', items: { type: 'string' }, description: 'every problem, worded' },
    invalidValues: {
      type: 'array',
      items: { type: 'object', required: ['field'], properties: { field: { type: 'string' }, value: {} } },
      description: 'the fields refused and the values sent (secrets masked)',
    },
    code: { type: 'string', description: 'the machine code of the message, when it has one (DRIVER_BUSY, RATE_LIMITED...)' },
    fieldErrors: {
      type: 'array',
      items: { type: 'object', required: ['field', 'code'], properties: { field: { type: 'string' }, code: { type: 'string' }, params: { type: 'object' } } },
      description: 'per field: its wire path and a machine code, one for one with errors (a 400 of the field checks)',
    },
  },
} as const;

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const answer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

/** The shared error answers, each the Error shape (components.responses). */
export const ERROR_RESPONSES = {
  BadRequest: answer('The body, query or path parameters are not valid: nothing changed'),
  Unauthorized: answer('No token or key, or one that is not valid or has ended'),
  Forbidden: answer('The caller lacks the right for this call or the branch asked'),
  NotFound: answer('No such record (or path)'),
  Conflict: answer('The change conflicts with the records (a duplicate, a record in use, a void order...): nothing changed'),
  PreconditionFailed: answer('If-Match names an older version: someone else changed the record; reload it'),
  PayloadTooLarge: answer('The body is over 1 MB'),
  TooManyRequests: answer('Too many calls from this address: wait the seconds of Retry-After'),
  ServiceUnavailable: answer('The database is down or slow: try again after Retry-After'),
};

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });
const WRITES = ['post', 'put', 'patch', 'delete'];

/** The error answers of one operation, as they apply (its own documented answers are kept over these). */
export function errorAnswers(method: string, path: string, op: { parameters?: unknown[]; requestBody?: unknown }, facts: RouteFacts) {
  const out: Record<string, unknown> = {};
  const idInPath = /\{\w+\}/.test(path);
  if (op.requestBody || op.parameters?.length) out['400'] = ref('BadRequest');
  if (facts.signed) Object.assign(out, { 401: ref('Unauthorized'), 403: ref('Forbidden') });
  // A sign-in or refresh refuses the credential its body carries.
  else if (op.requestBody) out['401'] = ref('Unauthorized');
  // A record named in the path, or by an id in the body or query of a signed call, may not exist (or not for this branch).
  const idInQuery = (op.parameters ?? []).some((p) => (p as { in?: string; name?: string }).in === 'query' && /Id$/.test((p as { name?: string }).name ?? ''));
  if (idInPath || (facts.signed && (op.requestBody || idInQuery))) out['404'] = ref('NotFound');
  if (WRITES.includes(method) && facts.signed) out['409'] = ref('Conflict');
  // Exactly the routes that read If-Match, as they declare it (a POST upsert or re-pricing too).
  if (facts.ifMatch) out['412'] = ref('PreconditionFailed');
  if (op.requestBody) out['413'] = ref('PayloadTooLarge');
  if (facts.limited) out['429'] = ref('TooManyRequests');
  if (facts.database) out['503'] = ref('ServiceUnavailable');
  return out;
}
