import { type FieldDef, MAX_ID, type ResourceDef, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { type ListSpec, MAX_PAGE, MAX_PAGE_SIZE } from './query.js';

type JsonSchema = Record<string, unknown>;

/**
 * The OpenAPI schema of a hand-written call's body (io 'input': what a client may send) or answer
 * (io 'output'), from the zod schema that validates or describes it. OpenAPI 3.0, as the document.
 */
export function zodDoc(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const given = documentedAs.get(schema);
  if (given) return structuredClone(given);
  let byIo = converted.get(schema);
  if (!byIo) converted.set(schema, (byIo = {}));
  // A copy: the caller may add to it (a description), and the next app built reads the same schema again.
  return structuredClone((byIo[io] ??= convert(schema, io)));
}

/**
 * Each app built (every API test builds several) documents the same module-level schemas again: converting
 * them was about a fifth of building an app (95 of 420 ms).
 */
const converted = new WeakMap<z.ZodType, Partial<Record<'input' | 'output', JsonSchema>>>();

/** Schemas that read with code of their own (a path id, a list's query): documented as that code reads them. */
const documentedAs = new WeakMap<z.ZodType, JsonSchema>();
export function documentAs<S extends z.ZodType>(schema: S, doc: JsonSchema): S {
  documentedAs.set(schema, doc);
  return schema;
}

function convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...doc } = z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any', override: nullInEnum }) as JsonSchema;
  return doc;
}

/**
 * OpenAPI 3.0: a nullable enum allows null only when its enum lists it; `nullable` needs a `type` beside
 * it, so a nullable union (a string or a number) is nullable in each of its branches instead.
 */
function nullInEnum({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (jsonSchema.nullable === true && jsonSchema.type === undefined && Array.isArray(jsonSchema.anyOf)) {
    delete jsonSchema.nullable;
    for (const branch of jsonSchema.anyOf as JsonSchema[]) nullInEnum({ jsonSchema: Object.assign(branch, { nullable: true }) });
  }
  if (jsonSchema.nullable === true && Array.isArray(jsonSchema.enum) && !jsonSchema.enum.includes(null)) jsonSchema.enum = [...jsonSchema.enum, null];
}

/** The documented body of a POST that takes none (its subject is in the path or the session). */
export const noBody = (why: string) => z.object({}).describe(`${NO_BODY}${why}`);
const NO_BODY = 'no body: ';
/** Whether a documented body is noBody's: the call reads none. */
export const isNoBody = (schema: object | undefined) => String((schema as { description?: unknown } | undefined)?.description ?? '').startsWith(NO_BODY);

/** The documented answer of a call whose success has no body (204). */
export const NO_CONTENT = { type: 'null', description: 'No content' } as const;

export interface CallDoc {
  tags: string[];
  summary?: string;
  /** The body's zod schema (or its OpenAPI schema, when definitions validate it). */
  body?: z.ZodType | JsonSchema;
  /** The list whose query parameters the call reads, or the zod schema of its parameters. */
  query?: ListSpec | z.ZodType;
  /** The success answer's zod schema; null for a 204. */
  answer: z.ZodType | null;
  /** The success status; 200 unless told (204 without an answer). */
  status?: number;
}

/**
 * The route schema of a hand-written call: its body and query document only (the handler parses them;
 * engine/route-schema.ts callSchema makes them the validators), its zod `params` validate and type it.
 */
export function callDoc<const P extends z.ZodType | undefined = undefined>({ tags, summary, params, body, query, answer, status }: CallDoc & { params?: P }) {
  return {
    tags,
    ...(summary ? { summary } : {}),
    ...(params ? { params } : {}),
    ...(body ? { body: body instanceof z.ZodType ? zodDoc(body) : body } : {}),
    ...(query ? { querystring: query instanceof z.ZodType ? zodDoc(query) : listSpecQuerySchema(query) } : {}),
    response: answer ? { [status ?? 200]: zodDoc(answer, 'output') } : { [status ?? 204]: NO_CONTENT },
  } as { tags: string[]; summary?: string; params: P; body?: JsonSchema; querystring?: JsonSchema; response: Record<number, JsonSchema> };
}

/** The body of a record saved with its child lists (saveAggregate): the record's fields and, per child, the full list of its rows. */
export function aggregateBodySchema(def: ResourceDef, children: { name: string; foreignKey: string }[], mode: 'create' | 'patch'): JsonSchema {
  const body = itemSchema(def, mode);
  const row = ({ name, foreignKey }: { name: string; foreignKey: string }) => {
    const { [foreignKey]: _parent, ...fields } = itemSchema(RESOURCES[name], 'patch').properties as Record<string, JsonSchema>;
    const id = { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'the row kept (updated); a row without id is added' };
    return { type: 'object', title: RESOURCES[name].label.en, properties: { id, ...fields } };
  };
  const lists = Object.fromEntries(
    children.map((c) => [
      c.name,
      { type: 'array', items: row(c), description: `every ${RESOURCES[c.name].label.en} row: rows left out are deleted; leave the list out to keep them` },
    ]),
  );
  return { ...body, properties: { ...(body.properties as object), ...lists } };
}

/** The query parameters of a hand-written list, from the list's spec (engine/query.ts reads them). */
export function listSpecQuerySchema(spec: ListSpec): JsonSchema {
  const whole = spec.paging === 'optional' ? '; without page or size the whole list' : '';
  const properties: Record<string, JsonSchema> = {
    page: { type: 'integer', minimum: 0, maximum: MAX_PAGE, description: `page number, from 0${whole}` },
    size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, description: `page size, at most ${MAX_PAGE_SIZE}` },
    sort: { type: 'string', description: `field,asc or field,desc (repeatable); fields: ${Object.keys(spec.sortable).join(', ')}` },
    q: { type: 'string', description: spec.search.length ? 'quick search (a part, ignoring case)' : 'accepted, searches nothing here' },
  };
  for (const [name, f] of Object.entries(spec.filters)) {
    properties[name] =
      f.kind === 'status'
        ? { type: 'string', enum: f.options ?? ['A', 'C'] }
        : f.kind === 'date' || f.kind === 'dateFrom' || f.kind === 'dateTo'
          ? { type: 'string', format: 'date' }
          : f.kind === 'integer'
            ? { type: 'integer' }
            : f.kind === 'id' || f.kind === 'member'
              ? { type: 'integer', minimum: 1, maximum: MAX_ID, description: f.kind === 'id' ? 'id of a record' : 'id of a record the list holds' }
              : f.kind === 'flag'
                ? { type: 'integer', enum: [0, 1] }
                : { type: 'string', description: f.kind === 'code' ? 'the whole code, ignoring case' : 'a part, ignoring case' };
  }
  return { type: 'object', properties };
}

/** One switch on the field type gives the OpenAPI schema of a field (the request validation is zod's). */
export function fieldJsonSchema(field: FieldDef): JsonSchema {
  const description = `${field.label.en} / ${field.label.zh}`;
  switch (field.type) {
    case 'text':
    case 'longText':
      return { type: 'string', maxLength: field.max, pattern: field.pattern?.regex, description };
    case 'integer':
      return { type: 'integer', minimum: field.min, maximum: field.max, description };
    case 'reference':
      return { type: 'integer', minimum: 1, description: `${description} (id of ${field.ref?.resource})` };
    case 'references':
      return {
        type: 'array',
        items: { type: 'integer', minimum: 1, maximum: MAX_ID },
        maxItems: 1000,
        description: `${description} (ids of ${field.ref?.resource}; [] for none)`,
      };
    case 'decimal':
      return { type: 'number', minimum: field.min, maximum: field.max, description };
    case 'money':
      return { type: 'string', pattern: '^-?\\d{1,10}(\\.\\d{1,2})?$', description: `${description} (amount, 2 decimals)` };
    case 'date':
      return { type: 'string', format: 'date', description };
    case 'datetime':
      return { type: 'string', format: 'date-time', readOnly: true, description };
    case 'time':
      return { type: 'string', pattern: '^\\d{2}:\\d{2}(:\\d{2})?$', description: `${description} (HH:mm:ss)` };
    case 'flag':
      return { type: 'integer', enum: [0, 1], description };
    case 'status':
      return { type: 'string', enum: field.options ?? ['A', 'C'], description };
  }
}

const strip = (o: JsonSchema) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
/**
 * What a body may send for an optional field (domain/schema.ts bodySchema): its value, or null, or an empty text, both
 * read as none (a form's cleared field). OpenAPI 3.0: null in each branch, as a nullable union must be.
 */
const orEmpty = (s: JsonSchema): JsonSchema =>
  s.type === 'string' && !s.pattern && !s.format && !s.enum && !s.minLength
    ? orNull(s)
    : {
        anyOf: [
          ...((orNull(s).anyOf as JsonSchema[] | undefined) ?? [orNull(s)]),
          { type: 'string', pattern: '^\\s*$', nullable: true, description: 'empty: none' },
        ],
        description: s.description,
      };
/** Null allowed as well; OpenAPI 3.0 takes null in an enum only when the enum lists it (a status left empty). */
const orNull = (s: JsonSchema): JsonSchema =>
  Array.isArray(s.anyOf)
    ? { ...s, anyOf: (s.anyOf as JsonSchema[]).map(orNull) }
    : { ...s, nullable: true, ...(Array.isArray(s.enum) ? { enum: [...(s.enum as unknown[]), null] } : {}) };

/** A field as a body may send it: money as its decimal text (answers always are), or a JSON number read as one. */
function bodyFieldSchema(f: FieldDef): JsonSchema {
  const s = fieldJsonSchema(f);
  return f.type === 'money' ? { anyOf: [s, { type: 'number', description: 'read as its decimal text' }], description: s.description } : s;
}

export function itemSchema(def: ResourceDef, mode: 'read' | 'create' | 'patch' = 'read'): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of def.fields) {
    const s = strip(mode === 'read' ? fieldJsonSchema(f) : bodyFieldSchema(f));
    const optional = !f.required && f.type !== 'references';
    properties[f.name] = !optional ? s : mode === 'read' ? orNull(s) : orEmpty(s);
  }
  if (mode === 'read') {
    Object.assign(properties, {
      id: { type: 'integer' },
      version: { type: 'integer' },
      createDt: { type: 'string', format: 'date-time' },
      createBy: { type: 'string' },
      lastUpdateDt: { type: 'string', format: 'date-time' },
      lastUpdateBy: { type: 'string' },
      _links: { type: 'object' },
    });
  }
  // A branch-scoped record is the selected branch's unless the body names one (CollectionStore.create).
  const required =
    mode === 'create' ? def.fields.filter((f) => f.required && f.default === undefined && !(def.branchScoped && f.name === 'branchId')).map((f) => f.name) : [];
  return strip({ type: 'object', title: def.label.en, properties, required: required.length ? required : undefined });
}

/** The `{id}` of a collection's record path as the handler reads it (documentation: its id() gives the 400 or 404). */
export const ID_PARAMS: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'the record’s id' } },
  required: ['id'],
};

export function pageSchema(def: ResourceDef): JsonSchema {
  return {
    type: 'object',
    properties: {
      _embedded: { type: 'object', properties: { [def.name]: { type: 'array', items: itemSchema(def) } } },
      page: {
        type: 'object',
        properties: { size: { type: 'integer' }, totalElements: { type: 'integer' }, totalPages: { type: 'integer' }, number: { type: 'integer' } },
      },
      _links: { type: 'object' },
    },
  };
}

export function listQuerySchema(def: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    page: { type: 'integer', minimum: 0, description: 'page number, from 0' },
    size: { type: 'integer', minimum: 1, maximum: 100, description: 'page size, at most 100' },
    sort: { type: 'string', description: 'field,asc or field,desc (repeatable)' },
    q: { type: 'string', description: `quick filter over ${def.search.join(', ')}` },
  };
  for (const name of def.filters) {
    const f = def.fields.find((x) => x.name === name);
    if (f?.type === 'references')
      properties[name] = { type: 'integer', minimum: 1, maximum: MAX_ID, description: `${f.label.en}: the records whose list holds this id` };
    else if (f) properties[name] = strip(fieldJsonSchema(f));
    if (f?.type === 'date')
      for (const end of ['From', 'To'])
        properties[`${name}${end}`] = { type: 'string', format: 'date', description: `${f.label.en} ${end.toLowerCase()} (included)` };
  }
  return { type: 'object', properties };
}
