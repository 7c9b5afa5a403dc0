import { RESOURCES } from '@limo/domain';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** The parts of the OpenAPI document the tests read. */
export interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
export type Schema = Record<string, unknown> & { properties?: Record<string, unknown> };
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

const HAND_PREFIXES = ['/limo/api/', '/limo/node/api/', '/limo/auth', '/limo/driver/'];

/** The routes the generic engine makes from the definitions: each collection's list, item and child lists, and its lookup. */
function genericPaths(): Set<string> {
  const out = new Set<string>();
  for (const def of Object.values(RESOURCES)) {
    const base = `/limo/api/${def.name}`;
    out.add(base).add(`${base}/{id}`).add(`/limo/api/lookups/${def.name}`);
    for (const child of def.children ?? []) out.add(`${base}/{id}/${child.name}`);
  }
  return out;
}

/** Every hand-written call of /limo/api, /limo/node/api and /limo/auth in the document, as "METHOD path". */
export function handRoutes(doc: OpenApiDoc): string[] {
  const generic = genericPaths();
  return Object.entries(doc.paths)
    .filter(([path]) => HAND_PREFIXES.some((p) => path.startsWith(p)) && !generic.has(path))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

export const operationOf = (doc: OpenApiDoc, route: string): Operation => {
  const [method, path] = route.split(' ');
  return doc.paths[path]?.[method.toLowerCase()] ?? {};
};

/** The documented 2xx answers of a call: status and JSON schema (undefined for one without content). */
export const successes = (op: Operation) =>
  Object.entries(op.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .map(([status, r]) => ({ status: Number(status), schema: r.content?.['application/json']?.schema }));

/** Checks answers against the schemas the document gives them (OpenAPI 3.0: nullable is Ajv's too). */
export function answerChecker() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<Schema, ValidateFunction>();
  return (schema: Schema, body: unknown) => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`);
  };
}
