import { type Bilingual, MAX_ID, srvText } from '@limo/domain';
import { badRequest, notFound } from './errors.js';

export { MAX_ID };

const DIGITS = /^\d+$/;

/**
 * Every id the server reads from a path, a query or a body goes through here: ids are PostgreSQL
 * integers, so a larger number must be answered here, not fail in the database (a 500).
 */
export function readId(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && DIGITS.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : undefined;
}

/** An id in a query or body: a 400 naming the parameter when it is not one. */
export function parseId(raw: unknown, name = 'id'): number {
  const id = readId(raw);
  if (id === undefined) throw badRequest(srvText('srv.notAnId', { field: name }), undefined, [{ field: name, value: raw }]);
  return id;
}

/**
 * The id of a path (/banks/{id}). Digits beyond the id range name a record that cannot exist: a 404
 * like any missing record. Anything else is not an id at all: a 400.
 */
export function pathId(raw: unknown, label: Bilingual, name = 'id'): number {
  const id = readId(raw);
  if (id !== undefined) return id;
  const s = String(raw);
  if (DIGITS.test(s) && Number(s) > MAX_ID) throw notFound(srvText('srv.notFound', { what: label, id: s }));
  throw badRequest(srvText('srv.notPositive', { field: name }), undefined, [{ field: name, value: raw }]);
}
