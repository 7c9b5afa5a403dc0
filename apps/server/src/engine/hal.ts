import type { FieldDef, ResourceDef } from '@limo/domain';

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
  const at = (number: number) => ({ href: pageHref(selfHref, number, page.size) });
  const navigable = page.number > 0 || page.number + 1 < page.totalPages;
  return {
    _embedded: { [name]: items },
    _links: {
      ...(navigable ? { first: at(0) } : {}),
      ...(page.number > 0 ? { prev: at(page.number - 1) } : {}),
      self: { href: selfHref },
      ...(page.number + 1 < page.totalPages ? { next: at(page.number + 1) } : {}),
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

/** The same URL on another page: its other parameters kept as sent, page and size set. */
function pageHref(url: string, number: number, size: number) {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  const isPaging = (part: string) => ['page', 'size'].includes(keyOf(part));
  const kept = query.split('&').filter((part) => part && !isPaging(part));
  return `${path}?${[...kept, `page=${number}`, `size=${size}`].join('&')}`;
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

/** A table row as the wire shows it: id, fields in wire form, audit columns and links. */
export function toWire(def: ResourceDef, row: Record<string, unknown>) {
  const out: Record<string, unknown> = { id: row.id };
  for (const field of def.fields) out[field.name] = wireValue(field, row[field.name]);
  for (const key of AUDIT) out[key] = row[key];
  const href = `${API}/${def.name}/${row.id}`;
  out._links = { self: { href }, [def.singular]: { href } };
  return out;
}

function wireValue(field: FieldDef, value: unknown) {
  if (value === null || value === undefined) return null;
  if (field.type === 'decimal') return Number(value);
  if (field.type === 'money') return Number(value).toFixed(2);
  return value;
}

export const etag = (version: unknown) => `"${version}"`;

/** The version an If-Match header asks for: "3", W/"3" or 3. */
export function ifMatchVersion(header: string | undefined): number | undefined {
  if (!header) return undefined;
  const m = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  return m ? Number(m[1]) : Number.NaN;
}
