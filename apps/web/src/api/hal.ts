/** Readers of the Spring-Data-REST-style HAL answers (ARCHITECTURE section 4). */

export interface HalRecord {
  id: number;
  version?: number;
  createDt?: string;
  createBy?: string;
  lastUpdateDt?: string;
  lastUpdateBy?: string;
  [field: string]: unknown;
}

export interface PageInfo {
  size: number;
  totalElements: number;
  totalPages: number;
  number: number;
}

export interface Page<T = HalRecord> {
  rows: T[];
  page: PageInfo;
}

interface HalBody {
  _embedded?: Record<string, unknown>;
  page?: Partial<PageInfo>;
}

function embeddedList<T>(body: unknown, name: string): T[] {
  if (!body || typeof body !== 'object') return [];
  const embedded = (body as HalBody)._embedded;
  if (!embedded || typeof embedded !== 'object') return [];
  const list = embedded[name] ?? Object.values(embedded).find(Array.isArray);
  return Array.isArray(list) ? (list as T[]) : [];
}

/** A HAL page: the embedded list named `name` and the page object. An empty page gives an empty list. */
export function readPage<T = HalRecord>(body: unknown, name: string): Page<T> {
  const rows = embeddedList<T>(body, name);
  const p = body && typeof body === 'object' ? ((body as HalBody).page ?? {}) : {};
  return {
    rows,
    page: {
      size: p.size ?? rows.length,
      totalElements: p.totalElements ?? rows.length,
      totalPages: p.totalPages ?? (rows.length > 0 ? 1 : 0),
      number: p.number ?? 0,
    },
  };
}

/** An unpaged HAL list (child lists): the embedded collection of that name. */
export function readList<T = HalRecord>(body: unknown, name: string): T[] {
  return embeddedList<T>(body, name);
}
