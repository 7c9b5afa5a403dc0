type Json = Record<string, unknown>;

/** The content type of each file a call sends by its `format` (documents/excel.ts, pdf.ts, csv.ts). */
const FILE_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv',
};

/** A call with a `format` parameter answers that file instead of JSON: its 200 lists each type. */
export function addFileTypes(op: { parameters?: Json[]; responses?: Json }) {
  const format = op.parameters?.find((p) => p.name === 'format' && p.in === 'query');
  const formats = ((format?.schema as Json | undefined)?.enum as string[] | undefined) ?? [];
  const ok = op.responses?.['200'] as { content?: Json } | undefined;
  if (!ok || !formats.length) return;
  const file = { type: 'string', format: 'binary' };
  ok.content = { ...ok.content, ...Object.fromEntries(formats.filter((f) => FILE_TYPES[f]).map((f) => [FILE_TYPES[f], { schema: file }])) };
}

/** An object schema this large (a titled one: a collection's record), seen twice or more, is written once in components.schemas. */
const MIN_TITLED = 400;
const MIN_UNTITLED = 1500;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const pascal = (s: string) => {
  const clean = s.replace(/[^A-Za-z0-9]+/g, '');
  return clean.charAt(0).toUpperCase() + clean.slice(1);
};

/** Where a schema sits, as a name: the operation, body or answer, then the property (createOrderBodyOrderVehiclesItem). */
function label(at: string, key: string, parent: Json): string {
  if (typeof parent.operationId === 'string' && (key === 'requestBody' || key === 'responses'))
    return parent.operationId + (key === 'requestBody' ? 'Body' : 'Answer');
  if (['content', 'schema', 'properties', '200'].includes(key) || key.includes('/')) return at;
  if (key === 'items') return `${at}Item`;
  return /^\d{3}$/.test(key) ? `${at}${key}` : `${at}${pascal(key)}`;
}

/**
 * Replaces the repeated copies of a large object schema by a $ref to one shared schema, named from
 * its title (Bank, then Bank2 for another shape of that title) or from where it is first seen.
 */
export function hoistRepeatedSchemas(paths: Json, schemas: Json): Json {
  const seen = new Map<string, { count: number; name: string }>();
  const keyOf = (node: Json) => {
    if (node.type !== 'object') return undefined;
    const key = JSON.stringify(node);
    return key.length >= (typeof node.title === 'string' ? MIN_TITLED : MIN_UNTITLED) ? key : undefined;
  };
  const count = (node: unknown, at: string) => {
    if (Array.isArray(node)) return node.forEach((n) => count(n, at));
    if (!isObject(node)) return;
    const key = keyOf(node);
    if (key) {
      const entry = seen.get(key) ?? { count: 0, name: typeof node.title === 'string' ? pascal(node.title) : at };
      seen.set(key, { ...entry, count: entry.count + 1 });
    }
    for (const [k, v] of Object.entries(node)) count(v, label(at, k, node));
  };
  count(paths, '');

  const named = new Map<string, string>();
  const nameOf = (node: Json, key: string) => {
    let name = named.get(key);
    if (name) return name;
    const base = seen.get(key)?.name || 'Shape';
    name = base;
    for (let i = 2; name in schemas; i++) name = `${base}${i}`;
    named.set(key, name);
    // Copies inside the shared schema are shared too.
    const own = structuredClone(node);
    schemas[name] = own;
    for (const v of Object.values(own)) replaceIn(v);
    return name;
  };
  const replaceIn = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(replaceIn);
    if (!isObject(node)) return;
    for (const [k, v] of Object.entries(node)) {
      const key = isObject(v) ? keyOf(v) : undefined;
      if (key && (seen.get(key)?.count ?? 0) > 1) node[k] = { $ref: `#/components/schemas/${nameOf(v as Json, key)}` };
      else replaceIn(v);
    }
  };
  replaceIn(paths);
  return schemas;
}
