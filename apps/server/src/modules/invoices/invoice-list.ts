import { isValidIsoDate, srvText } from '@limo/domain';
import { badRequest } from '../../engine/errors.js';

/*
 * GET /api/invoices?dateFrom=&dateTo= (issue 17): the invoices whose period overlaps the dates asked
 * for, so a clerk asking for October finds October's invoices (and one of 15 Sep to 15 Oct). Read
 * as the generic list's range filters: the invoice's period ends on or after dateFrom and starts
 * on or before dateTo. dateFromFrom, dateToTo and the others keep their plain meaning.
 */

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** A date filter's value, checked under the name the caller sent (not the column filter it becomes). */
function date(name: string, raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  const value = first(raw);
  // Blank is no filter, as on every list.
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (typeof value === 'string' && isValidIsoDate(value.trim())) return value.trim();
  const message = srvText('srv.notADate', { field: name });
  throw badRequest(message, [message], [{ field: name, value: typeof value === 'string' ? value : String(value) }]);
}

/** The list's query with dateFrom / dateTo read as an overlap of the invoice's period. */
export function invoiceListQuery(query: Record<string, unknown>): Record<string, unknown> {
  const { dateFrom: rawFrom, dateTo: rawTo, ...rest } = query;
  const dateFrom = date('dateFrom', rawFrom);
  const dateTo = date('dateTo', rawTo);
  return { ...rest, ...(dateFrom !== undefined ? { dateToFrom: dateFrom } : {}), ...(dateTo !== undefined ? { dateFromTo: dateTo } : {}) };
}
