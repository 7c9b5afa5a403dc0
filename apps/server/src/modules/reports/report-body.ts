import {
  isValidIsoDate,
  MAX_ID,
  nextDate,
  type ReportColumn,
  type ReportDef,
  type ReportFilter,
  type ReportView,
  type ServerText,
  srvText,
} from '@limo/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Principal } from '../../engine/auth.js';
import type { CollectionStore } from '../../engine/store.js';
import { badRequest } from '../../engine/errors.js';
import type { ReportInput } from './report-source.js';

/*
 * A report call's body and answer (issue 17 wire contract, docs/reports.md): {dateFrom, dateTo, the
 * report's filters, page?, size?}; unknown fields, a bad date, a period backwards, longer than the
 * report's maxDays or (period 'year') across two years, and an option not offered are 400; a
 * record filter the user cannot see in the selected branch is 404, as the collections answer it.
 */

export const DEFAULT_REPORT_PAGE_SIZE = 50;
export const MAX_REPORT_PAGE_SIZE = 500;

// Messages without the field's name: parseBody puts it in front.
const isoDate = () => z.string({ error: 'must be a date YYYY-MM-DD' }).refine(isValidIsoDate, 'must be a date YYYY-MM-DD');
const intIn = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.number({ error }).int(error).min(min, error).max(max, error);
};

function filterSchema(f: ReportFilter): z.ZodType {
  const what = f.label.en;
  if (f.kind === 'option') {
    const values = (f.options ?? []).map((o) => o.value);
    return z.enum(values as [string, ...string[]], { error: `must be one of ${values.join(', ')}` }).describe(what);
  }
  if (f.kind === 'year') return intIn(1900, 9999).describe(what);
  return intIn(1, MAX_ID).describe(`${what}: id of ${f.resource}`);
}

/** The body a call of the report takes. */
export function reportBodySchema(def: ReportDef) {
  const dateTo = isoDate();
  return z.strictObject({
    dateFrom: isoDate().describe('first day of the period (operator date)'),
    dateTo: (def.period === 'date' ? dateTo.optional() : dateTo).describe(
      def.period === 'date' ? 'last day (the same as dateFrom when left out)' : 'last day of the period, included',
    ),
    ...Object.fromEntries(def.filters.map((f) => [f.name, (f.required ? filterSchema(f) : filterSchema(f).nullish()) as z.ZodType])),
    page: intIn(0, 1_000_000).optional().describe('page number from 0'),
    size: intIn(1, MAX_REPORT_PAGE_SIZE).optional().describe(`page size, ${DEFAULT_REPORT_PAGE_SIZE} unless told, at most ${MAX_REPORT_PAGE_SIZE}`),
  });
}

const money = () => z.string().regex(/^-?\d+\.\d{2}$/);
function cellSchema(c: ReportColumn): z.ZodType {
  switch (c.type) {
    case 'money':
      return money();
    case 'number':
    case 'percent':
      return z.number();
    case 'date':
      return z.iso.date();
    default:
      return z.string();
  }
}

/** The answer of a call: the page's rows (the columns and any ids the contract names), the totals over every row, the page. */
export function reportAnswerSchema(view: ReportView) {
  const row = z.looseObject(Object.fromEntries(view.columns.map((c) => [c.name, cellSchema(c).nullable().describe(c.label.en)])));
  const totals = z.looseObject(Object.fromEntries(view.columns.filter((c) => c.total).map((c) => [c.name, c.type === 'money' ? money() : z.number()])));
  return z.strictObject({
    _embedded: z.strictObject({ [view.resultsName]: z.array(row) }),
    totals: totals.describe('each total column summed over every row of the report, not only the page'),
    page: z.strictObject({ size: z.int(), totalElements: z.int(), totalPages: z.int(), number: z.int() }),
  });
}

export interface ReportQuery {
  input: ReportInput;
  page: number;
  size: number;
  /** "Client: PEN The Peninsula 半島酒店": the filters given, for a file's subtitle. */
  filterLines: ServerText[];
}

/** The display of a record for a subtitle: its display field, and its English and Chinese names when it has them. */
function displayOf(row: Record<string, unknown>, display: string | undefined): string {
  const names = Object.keys(row).filter((k) => /(Name|Desc)(Eng|Chi)$/.test(k) && row[k]);
  return [display ? row[display] : row.id, ...names.map((k) => row[k])].filter((v) => v !== null && v !== undefined && v !== '').join(' ');
}

/** A report's body as its schema (reportBodySchema) reads it. */
export type ReportBody = Record<string, unknown> & { dateFrom: string; dateTo?: string; page?: number; size?: number };

/** Checks a read body across its fields; the filters' records must be ones the user sees in the selected branch. */
export async function readReportBody(
  db: Db,
  stores: Record<string, CollectionStore>,
  def: ReportDef,
  q: ReportBody,
  principal: Principal,
): Promise<ReportQuery> {
  const dateFrom = q.dateFrom;
  const dateTo = q.dateTo ?? dateFrom;
  if (dateTo < dateFrom) throw badRequest(srvText('srv.dateOrder', { from: 'dateFrom', to: 'dateTo' }), undefined, [{ field: 'dateTo', value: dateTo }]);
  if (def.maxDays && nextDate(dateFrom, def.maxDays) <= dateTo)
    throw badRequest(srvText('srv.maxDays', { max: def.maxDays }), undefined, [{ field: 'dateTo', value: dateTo }]);
  if (def.period === 'year' && dateFrom.slice(0, 4) !== dateTo.slice(0, 4))
    throw badRequest(srvText('srv.rep.oneYear'), undefined, [{ field: 'dateTo', value: dateTo }]);
  const filters: ReportInput['filters'] = {};
  const filterLines: ServerText[] = [];
  for (const f of def.filters) {
    const value = q[f.name] as string | number | null | undefined;
    if (value === null || value === undefined) continue;
    filters[f.name] = value;
    if (f.kind === 'reference') {
      const store = stores[f.resource as string];
      if (!store) throw new Error(`report ${def.key}: filter ${f.name} refers to ${f.resource}, which is no collection`);
      const row = await store.findOne(db, value as number, principal);
      filterLines.push(srvText('srv.rep.filter', { label: f.label, value: displayOf(row, f.display) }));
    } else {
      const option = f.options?.find((o) => o.value === value);
      filterLines.push(srvText('srv.rep.filter', { label: f.label, value: option ? option.label : String(value) }));
    }
  }
  return {
    input: { dateFrom, dateTo, branchId: principal.selectedBranchId, filters },
    page: q.page ?? 0,
    size: q.size ?? DEFAULT_REPORT_PAGE_SIZE,
    filterLines,
  };
}
