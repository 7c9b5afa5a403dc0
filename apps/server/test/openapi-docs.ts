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

const HAND_PREFIXES = ['/limo/api/', '/limo/node/api/', '/limo/auth', '/limo/driver/', '/limo/public/'];

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
  // The document writes a path without its trailing slash (both forms answer alike).
  return doc.paths[path.length > 1 ? path.replace(/\/$/, '') : path]?.[method.toLowerCase()] ?? {};
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

/** The document with its shared parts ($ref to #/components/...) written in place, for tests that read schemas. */
export function inlined<D extends object>(doc: D): D {
  const components = (doc as { components?: Record<string, Record<string, unknown>> }).components ?? {};
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/')) {
      const [kind, name] = ref.slice('#/components/'.length).split('/');
      return walk(components[kind]?.[name]);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  };
  return { ...doc, paths: walk((doc as { paths?: unknown }).paths) };
}
