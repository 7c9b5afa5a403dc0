import { type FieldDef, MAX_ID, MIN_INT, type ResourceDef, RESOURCES } from '@limo/domain';
import { z } from 'zod';

/*
 * The answers of the hand-written calls as zod schemas, built from the definitions the way toWire
 * (hal.ts) writes records: the OpenAPI document shows them (openapi.ts, zodDoc) and a test checks
 * real answers against it. Objects are strict, so a field the answer gains must be documented.
 */

const href = z.strictObject({ href: z.string() });
/** A record's id (a PostgreSQL integer from 1). */
export const wireId = () => z.int().min(1).max(MAX_ID);
/** A whole number of a PostgreSQL integer column. */
const int32 = () => z.int().min(MIN_INT).max(MAX_ID);

/** A field's value as toWire sends it; null unless the field is required. */
function wireValue(field: FieldDef): z.ZodType {
  const value = ((): z.ZodType => {
    switch (field.type) {
      case 'text':
      case 'longText':
      case 'time':
        return z.string();
      case 'integer':
        return int32();
      case 'reference':
        return wireId();
      case 'references':
        // Never null: a list without members is [] (the column is NOT NULL DEFAULT '{}').
        return z.array(wireId());
      case 'decimal':
        return z.number();
      case 'money':
        return z.string().regex(/^-?\d+\.\d{2}$/);
      case 'date':
        return z.iso.date();
      case 'datetime':
        return z.iso.datetime();
      case 'flag':
        return z.literal([0, 1]);
      case 'status':
        return z.enum((field.options ?? ['A', 'C']) as [string, ...string[]]);
    }
  })().describe(`${field.label.en} / ${field.label.zh}`);
  return field.required || field.type === 'references' ? value : value.nullable();
}

const records = new WeakMap<ResourceDef, z.ZodObject>();

/** One record of a collection as the wire shows it: id, fields, audit columns and links. */
export function wireRecordSchema(def: ResourceDef): z.ZodObject {
  let schema = records.get(def);
  if (!schema) {
    schema = z
      .strictObject({
        id: wireId(),
        ...Object.fromEntries(def.fields.map((f) => [f.name, wireValue(f)])),
        version: int32(),
        createDt: z.iso.datetime(),
        createBy: z.string(),
        lastUpdateDt: z.iso.datetime(),
        lastUpdateBy: z.string(),
        _links: z.strictObject({ self: href, [def.singular]: href }),
      })
      .describe(def.label.en);
    records.set(def, schema);
  }
  return schema;
}

/** The wire value of one field of a collection (a joined column shown beside another record). */
export function wireFieldSchema(def: ResourceDef, name: string): z.ZodType {
  const field = def.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${def.name} has no field ${name}`);
  return wireValue(field);
}

/** A 1 or 0 the server works out. */
export const wireFlag = () => z.literal([0, 1]);

/** A record with extra read-only columns a list joins to it (a client's type code...). */
export const wireRecordWith = (def: ResourceDef, extra: z.ZodRawShape) => wireRecordSchema(def).extend(extra);

/** A record saved or read with its child lists (saveAggregate, readAggregate). */
export function aggregateSchema(def: ResourceDef, children: string[]) {
  return wireRecordWith(def, Object.fromEntries(children.map((name) => [name, z.array(wireRecordSchema(RESOURCES[name]))])));
}

const pageInfo = z.strictObject({ size: z.int(), totalElements: z.int(), totalPages: z.int(), number: z.int() });
const pageLinks = z.strictObject({ first: href.optional(), prev: href.optional(), self: href, next: href.optional(), last: href.optional() });

/** halList: every item under _embedded.{name}. */
export const halListSchema = (name: string, item: z.ZodType) =>
  z.strictObject({ _embedded: z.strictObject({ [name]: z.array(item) }), _links: z.strictObject({ self: href }) });

/** halListOrPage: the whole list, or with page (and its links) when a page was asked for or the list always pages. */
export const halListOrPageSchema = (name: string, item: z.ZodType) =>
  z.strictObject({ _embedded: z.strictObject({ [name]: z.array(item) }), _links: pageLinks, page: pageInfo.optional() });
