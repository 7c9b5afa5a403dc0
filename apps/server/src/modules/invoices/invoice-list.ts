/*
 * GET /api/invoices?dateFrom=&dateTo= (issue 17): the invoices whose period overlaps the dates asked
 * for, so a clerk asking for October finds October's invoices (and one of 15 Sep to 15 Oct). Read
 * as the generic list's range filters: the invoice's period ends on or after dateFrom and starts
 * on or before dateTo. dateFromFrom, dateToTo and the others keep their plain meaning.
 */

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** The list's query with dateFrom / dateTo read as an overlap of the invoice's period. */
export function invoiceListQuery(query: Record<string, unknown>): Record<string, unknown> {
  const { dateFrom, dateTo, ...rest } = query;
  return {
    ...rest,
    ...(dateFrom !== undefined ? { dateToFrom: first(dateFrom) } : {}),
    ...(dateTo !== undefined ? { dateFromTo: first(dateTo) } : {}),
  };
}
