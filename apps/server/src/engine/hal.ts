import type { FieldDef, ResourceDef } from '@limo/domain';

export const API = '/limo/api';

export interface PageInfo {
  size: number;
  totalElements: number;
  totalPages: number;
  number: number;
}

/** A Spring-Data-REST-style page: the embedded list is present even when empty. */
export function halPage(name: string, items: unknown[], page: PageInfo, selfHref: string) {
  return {
    _embedded: { [name]: items },
    _links: { self: { href: selfHref } },
    page,
  };
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
