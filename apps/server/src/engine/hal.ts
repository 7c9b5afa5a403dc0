import type { FieldDef, ResourceDef } from '@limo/domain';
import type { FastifyRequest } from 'fastify';

export const API = '/limo/api';

export interface PageInfo {
  size: number;
  totalElements: number;
  totalPages: number;
  number: number;
}

/**
 * A Spring-Data-REST-style page: the embedded list is present even when empty. Links as Spring's
 * PagedResourcesAssembler gives them: prev after the first page, next before the last, first and
 * last when there is somewhere to go; each keeps the query's filters and sort.
 */
export function halPage(name: string, items: unknown[], page: PageInfo, selfHref: string) {
  const hasPrev = page.number > 0;
  const hasNext = page.number + 1 < page.totalPages;
  const navigable = hasPrev || hasNext;
  // The self URL's other parameters are read once, for every link of the page.
  let to: ((number: number) => string) | undefined;
  const at = (number: number) => ({ href: (to ??= pageHrefs(selfHref, page.size))(number) });
  return {
    _embedded: { [name]: items },
    _links: {
      ...(navigable ? { first: at(0) } : {}),
      ...(hasPrev ? { prev: at(page.number - 1) } : {}),
      self: { href: selfHref },
      ...(hasNext ? { next: at(page.number + 1) } : {}),
      ...(navigable ? { last: at(Math.max(page.totalPages - 1, 0)) } : {}),
    },
    page,
  };
}

/** A page's answer, or the whole list when the list was not asked for a page. */
export function halListOrPage(name: string, items: unknown[], q: { paged: boolean; page: number; size: number }, total: number, selfHref: string) {
  if (!q.paged) return halList(name, items, selfHref);
  return halPage(name, items, { size: q.size, totalElements: total, totalPages: Math.ceil(total / q.size), number: q.page }, selfHref);
}

/** The same URL on other pages: its other parameters kept as sent, page and size set. */
function pageHrefs(url: string, size: number): (number: number) => string {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  const isPaging = (part: string) => ['page', 'size'].includes(keyOf(part));
  const kept = query.split('&').filter((part) => part && !isPaging(part));
  const start = `${path}?${kept.map((part) => `${part}&`).join('')}page=`;
  const end = `&size=${size}`;
  return (number) => `${start}${number}${end}`;
}

function keyOf(part: string) {
  const key = part.split('=')[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

export function halList(name: string, items: unknown[], selfHref: string) {
  return { _embedded: { [name]: items }, _links: { self: { href: selfHref } } };
}

const AUDIT = ['version', 'createDt', 'createBy', 'lastUpdateDt', 'lastUpdateBy'] as const;

type WireRow = (row: Record<string, unknown>) => Record<string, unknown>;
const wireRows = new WeakMap<ResourceDef, WireRow>();

/** A table row as the wire shows it: id, fields in wire form, audit columns and links. */
export function toWire(def: ResourceDef, row: Record<string, unknown>) {
  let wire = wireRows.get(def);
  if (!wire) {
    wire = compileWire(def);
    wireRows.set(def, wire);
  }
  return wire(row);
}

/**
 * toWire of one collection, compiled once: a single object literal (one shape for every row, no
 * loop over the fields or switch on their types), its links' common part written once and each
 * row's id added to it. The code holds the definition's own names, each quoted by JSON.stringify.
 */
function compileWire(def: ResourceDef): WireRow {
  const key = (name: string) => JSON.stringify(name);
  // A field's wire value: null when unset; decimals as numbers, money as a string of 2 decimals.
  const value = (field: FieldDef) => {
    const v = `row[${key(field.name)}]`;
    if (field.type === 'decimal') return `${v} == null ? null : Number(${v})`;
    if (field.type === 'money') return `${v} == null ? null : Number(${v}).toFixed(2)`;
    // An instant as ISO 8601, whatever the column gives (a Date, or PostgreSQL's text in string mode: issue 31).
    if (field.type === 'datetime') return `${v} == null ? null : new Date(${v}).toISOString()`;
    return `${v} ?? null`;
  };
  const body = [
    'return function toWire(row) {',
    '  const href = base + row.id;',
    '  return {',
    '    id: row.id,',
    ...def.fields.map((f) => `    ${key(f.name)}: ${value(f)},`),
    ...AUDIT.map((a) => `    ${a}: row.${a},`),
    `    _links: { self: { href }, ${key(def.singular)}: { href } },`,
    '  };',
    '};',
  ].join('\n');
  return new Function('base', body)(`${API}/${def.name}/`) as WireRow;
}

export const etag = (version: unknown) => `"${version}"`;

/**
 * The version the call's If-Match header asks for. Only a route that declares `config.ifMatch` may read it: the
 * declaration is what documents its 412 (engine/openapi-errors.ts), so the document cannot miss one (issue 31).
 */
export function ifMatchOf(request: FastifyRequest): number | undefined {
  if (request.routeOptions.config.ifMatch !== true) throw new Error(`${request.routeOptions.url} reads If-Match without declaring config.ifMatch`);
  return ifMatchVersion(request.headers['if-match']);
}

/** The version an If-Match header asks for: "3", W/"3" or 3. */
export function ifMatchVersion(header: string | undefined): number | undefined {
  if (!header) return undefined;
  const m = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  return m ? Number(m[1]) : Number.NaN;
}
