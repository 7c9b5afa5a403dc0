/** The generic calls of spec section 7 for a collection X. */
import { typedParmValue } from '@limo/domain/rules/wire';
import { type HalRecord, type Page, readList, readPage } from './hal';
import { api, call, type Query } from './http';

export interface ListParams {
  page?: number;
  size?: number;
  sort?: string[];
  q?: string;
  filters?: Record<string, string | number | undefined>;
}

export async function listPage(name: string, params: ListParams = {}): Promise<Page> {
  const query: Query = { page: params.page ?? 0, size: params.size ?? 20, sort: params.sort, q: params.q, ...params.filters };
  return readPage(await api(`/api/${name}`, { query }), name);
}

/** Every record matching the filters, page by page (100 a page, the most the server gives). */
export async function listAll(name: string, filters: Record<string, string | number> = {}, sort?: string[]): Promise<HalRecord[]> {
  const rows: HalRecord[] = [];
  for (let page = 0; page < 1000; page++) {
    const p = await listPage(name, { page, size: 100, sort, filters });
    rows.push(...p.rows);
    if (page + 1 >= p.page.totalPages || p.rows.length === 0) break;
  }
  return rows;
}

export async function getOne(name: string, id: number): Promise<{ record: HalRecord; etag: string | null }> {
  const { data, etag } = await call<HalRecord>(`/api/${name}/${id}`);
  return { record: data, etag: etag ?? (data.version !== undefined ? String(data.version) : null) };
}

export function createOne(name: string, body: object): Promise<HalRecord> {
  return api<HalRecord>(`/api/${name}`, { method: 'POST', body });
}

export function patchOne(name: string, id: number, body: object, version?: string | number | null): Promise<HalRecord> {
  return api<HalRecord>(`/api/${name}/${id}`, { method: 'PATCH', body, ifMatch: version ?? undefined });
}

export function deleteOne(name: string, id: number): Promise<void> {
  return api<void>(`/api/${name}/${id}`, { method: 'DELETE' });
}

/** GET /api/{parent}/{id}/{child}: the embedded list of the same name. */
export async function childList(parent: string, id: number, child: string): Promise<HalRecord[]> {
  return readList(await api(`/api/${parent}/${id}/${child}`), child);
}

/** A system parameter's value, a number when it looks like one (spec section 3); null when absent. */
export async function sysParameter(key: string): Promise<string | number | null> {
  const p = await listPage('sysParameters', { size: 100, filters: { parmKey: key } });
  const row = p.rows.find((r) => r.parmKey === key);
  return row ? typedParmValue(typeof row.parmValue === 'string' ? row.parmValue : null) : null;
}
