import { type Bilingual, MAX_ID } from '@limo/domain';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boundProblems } from './body-bounds.js';
import { HttpError, SchemaRefusal } from './errors.js';
import { pathId } from './ids.js';
import { type CallDoc, callDoc, documentAs, isNoBody, listSpecQuerySchema } from './openapi.js';
import { parseWithPaths } from './parse-paths.js';
import { type ListQuery, type ListSpec, parseList } from './query.js';
import { parseBody } from './store.js';

/*
 * Issue 31: one schema per route. A zod schema in a route's `schema` (params, querystring, body) is its
 * validator (routeValidator), the handler's types (ZodTypeProvider) and its documentation (documentRoute
 * converts it). A refusal is the 400 (or a path id's 404) the handlers answered when they parsed it
 * themselves: rendered by the same parsers, in the request's language. Plain JSON schemas (the generic
 * collections) and noBody() stay documentation; their handlers validate.
 */

type Json = Record<string, unknown>;
type Parse = (data: unknown) => unknown;

/** The route plugin's instance whose zod route schemas type request.params, .query and .body. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** A value's own refusal, carried by a zod issue to the validator (a path id's 404 names the record sought). */
const REFUSAL = 'refusal';

/** A zod schema that reads its (already checked) input with code that refuses with an HttpError of its own. */
export function readWith<I extends z.ZodType, T>(input: I, read: (value: z.output<I>) => T) {
  return input.transform((value, ctx) => {
    try {
      return read(value);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message, input: value, params: { [REFUSAL]: err } });
      return z.NEVER;
    }
  });
}

const carried = (issues: readonly z.core.$ZodIssue[]) =>
  issues.map((i) => (i as { params?: Record<string, unknown> }).params?.[REFUSAL]).find((r): r is HttpError => r instanceof HttpError);

const renderers = new WeakMap<z.ZodType, Parse>();

/** Refusals of this schema name each place as the order calls do (`rows[1].dutyTime`, with fieldErrors): parseWithPaths. */
export function refusedWithPaths<S extends z.ZodType>(schema: S): S {
  renderers.set(schema, (data) => parseWithPaths(schema, data));
  return schema;
}

const emptyWhenMissing = new WeakSet<z.ZodType>();

/** A body that may be left out: a request without one is read as `{}` (as the handlers' `request.body ?? {}` did). */
export function bodyOrEmpty<S extends z.ZodType>(schema: S): S {
  emptyWhenMissing.add(schema);
  return schema;
}

/** Validates, or throws the refusal the handlers answered: a carried one, else parseBody's (or parseWithPaths') 400. */
export function parseRoutePart<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success && !boundProblems(schema, data).length) return result.data;
  const own = result.success ? undefined : carried(result.error.issues);
  if (own) throw own;
  return (renderers.get(schema) ?? ((d: unknown) => parseBody(undefined, schema, d)))(data) as z.output<S>;
}

const passThrough = (data: unknown) => ({ value: data });

/** Fastify's validator compiler: zod schemas validate; JSON schemas and noBody() only document. */
export const routeValidator: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!(schema instanceof z.ZodType) || isNoBody(schema)) return passThrough;
  return (data: unknown) => {
    try {
      // Fastify hands a missing body over as null; a JSON null body was refused before (installBodyShape).
      const missing = httpPart === 'body' && (data === null || data === undefined);
      return { value: parseRoutePart(schema, missing ? (emptyWhenMissing.has(schema) ? {} : undefined) : data) };
    } catch (err) {
      if (err instanceof HttpError) return { error: new SchemaRefusal(err) };
      throw err;
    }
  };
};

type Readers = Record<string, (raw: string) => unknown>;
export type PathParams<R extends Readers> = z.ZodType<{ [K in keyof R]: ReturnType<R[K]> }, { [K in keyof R]: string }>;

/** Path parameters read by the given functions (each refuses as it did in the handler), documented as `docs` say. */
export function pathParams<R extends Readers>(readers: R, docs: { [K in keyof R]: Json }): PathParams<R> {
  const shape = Object.fromEntries(Object.entries(readers).map(([name, read]) => [name, readWith(z.string(), read)]));
  const doc = { type: 'object', properties: docs, required: Object.keys(readers) };
  return documentAs(z.object(shape), doc) as unknown as PathParams<R>;
}

const idParams = new WeakMap<Bilingual, Map<string, z.ZodType>>();

/**
 * A path's record id (`{id}`, or `{orderVehicleId}` as `name`): what pathId reads, a 400 for no id,
 * a 404 naming `label` for digits beyond the id range. One schema per label and name (converted once).
 */
export function idParam<N extends string = 'id'>(label: Bilingual, name: N = 'id' as N): PathParams<Record<N, (raw: string) => number>> {
  let byName = idParams.get(label);
  if (!byName) idParams.set(label, (byName = new Map()));
  let schema = byName.get(name);
  if (!schema) {
    const doc = { type: 'integer', minimum: 1, maximum: MAX_ID, description: `id of a ${label.en}` };
    schema = pathParams({ [name]: (raw: string) => pathId(raw, label, name) }, { [name]: doc });
    byName.set(name, schema);
  }
  return schema as PathParams<Record<N, (raw: string) => number>>;
}

/** Several record ids of one path (`/{id}/{vehicleTypeId}`), each read as idParam reads one, in the path's order. */
export function idsParams<N extends string>(labels: Record<N, Bilingual>): PathParams<Record<N, (raw: string) => number>> {
  const entries = Object.entries<Bilingual>(labels);
  const readers = Object.fromEntries(entries.map(([name, label]) => [name, (raw: string) => pathId(raw, label, name)]));
  const docs = Object.fromEntries(entries.map(([name, label]) => [name, { type: 'integer', minimum: 1, maximum: MAX_ID, description: `id of a ${label.en}` }]));
  return pathParams(readers, docs) as PathParams<Record<N, (raw: string) => number>>;
}

const listQueries = new WeakMap<ListSpec, z.ZodType<ListQuery>>();
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** A hand-written list's query (page, size, sort, q, its filters) read by parseList, as the collections read theirs. */
export function listQuery(spec: ListSpec): z.ZodType<ListQuery> {
  let schema = listQueries.get(spec);
  if (!schema) {
    schema = documentAs(
      readWith(z.custom<Record<string, unknown>>(isObject), (q) => parseList(spec, q)),
      listSpecQuerySchema(spec),
    );
    listQueries.set(spec, schema);
  }
  return schema;
}

type Part<T> = T extends z.ZodType ? T : T extends ListSpec ? z.ZodType<ListQuery> : undefined;

export interface CallSchema extends Omit<CallDoc, 'body' | 'query'> {
  params?: z.ZodType;
  query?: z.ZodType | ListSpec;
  body?: z.ZodType;
}

/** The route schema of a hand-written call whose zod params, query and body validate and type it (callDoc's body and query document alone). */
export function callSchema<const D extends CallSchema>(doc: D) {
  const { params, query, body, ...rest } = doc;
  const { body: _b, querystring: _q, ...documented } = callDoc(rest);
  return {
    ...documented,
    ...(params ? { params } : {}),
    ...(query ? { querystring: query instanceof z.ZodType ? query : listQuery(query) } : {}),
    ...(body ? { body } : {}),
  } as Omit<typeof documented, 'params'> & { params: Part<D['params']>; querystring: Part<D['query']>; body: Part<D['body']> };
}
