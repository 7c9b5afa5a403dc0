import type { FieldDef, ResourceDef } from '@limo/domain';

type JsonSchema = Record<string, unknown>;

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

export function itemSchema(def: ResourceDef, mode: 'read' | 'create' | 'patch' = 'read'): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of def.fields) {
    const s = strip(fieldJsonSchema(f));
    properties[f.name] = mode === 'read' && !f.required ? { ...s, nullable: true } : s;
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
  const required = mode === 'create' ? def.fields.filter((f) => f.required && f.default === undefined).map((f) => f.name) : [];
  return strip({ type: 'object', title: def.label.en, properties, required: required.length ? required : undefined });
}

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
    if (f) properties[name] = strip(fieldJsonSchema(f));
  }
  return { type: 'object', properties };
}
