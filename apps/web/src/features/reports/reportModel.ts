/*
 * A report screen's model (issue 17, docs/reports.md), read from its definition in REPORT_DEFS: the
 * period it opens on (the operator's calendar), the body of the call, the answer's rows, totals and
 * page, and how each cell is shown. Money stays text: never a binary float.
 */
import { formatDate, formatTime, isValidIsoDate, operatorToday, REPORT_DEFS, type ReportColumn, type ReportDef, type ReportView } from '@limo/domain';
import { formatMoney, monthRange } from '../driverAllowance/hrFormat';

/** What the filter bar holds while it is edited: the period and each filter's value ('' for any). */
export interface ReportDraft {
  dateFrom: string | null;
  dateTo: string | null;
  /** period 'year': the year as typed. */
  year: string;
  filters: Record<string, string>;
  /** The shown text of each reference filter's choice (the print sheet names the filters). */
  labels: Record<string, string>;
}

/** The body of a call, without the page: dateFrom, dateTo and the filters given. */
export type ReportBody = Record<string, string | number>;

/** The draft a report opens on: this month, today or this year on the operator's calendar. */
export function defaultDraft(def: ReportDef, today: string = operatorToday()): ReportDraft {
  const filters = Object.fromEntries(def.filters.map((f) => [f.name, '']));
  const year = today.slice(0, 4);
  const blank = { year, filters, labels: {} };
  if (def.period === 'date') return { ...blank, dateFrom: today, dateTo: today };
  if (def.period === 'year') return { ...blank, dateFrom: `${year}-01-01`, dateTo: `${year}-12-31` };
  return { ...blank, ...monthRange(today.slice(0, 7)) };
}

/** Days from the first to the last date, both counted ('2030-01-01'..'2030-01-31' is 31). */
export function daysIn(dateFrom: string, dateTo: string): number {
  const day = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((day(dateTo) - day(dateFrom)) / 86_400_000) + 1;
}

export const YEAR = /^(20\d\d)$/;

/** A problem of the draft as a text key and its values, or null when it may be shown. */
export type Problem = { key: string; values?: Record<string, string | number>; field: string };

export function draftProblem(def: ReportDef, draft: ReportDraft): Problem | null {
  if (def.period === 'year') {
    if (!YEAR.test(draft.year.trim())) return { key: 'reports.err.year', field: 'year' };
  } else {
    const { dateFrom, dateTo } = draft;
    if (!dateFrom || !isValidIsoDate(dateFrom)) return { key: 'reports.err.date', field: 'dateFrom' };
    if (def.period === 'range') {
      if (!dateTo || !isValidIsoDate(dateTo)) return { key: 'reports.err.date', field: 'dateTo' };
      if (dateFrom > dateTo) return { key: 'reports.err.order', field: 'dateTo' };
      if (def.maxDays && daysIn(dateFrom, dateTo) > def.maxDays) return { key: 'reports.err.maxDays', values: { days: def.maxDays }, field: 'dateTo' };
    }
  }
  const missing = def.filters.find((f) => f.required && !draft.filters[f.name]);
  return missing ? { key: 'reports.err.required', field: missing.name } : null;
}

/**
 * The call's body: the period (a date gives dateFrom = dateTo, a year its first and last day) and
 * every filter given (references as ids, options as codes, years as numbers); blank ones left out.
 */
export function reportBody(def: ReportDef, draft: ReportDraft): ReportBody {
  const body: ReportBody = {};
  if (def.period === 'year') {
    const y = draft.year.trim();
    body.dateFrom = `${y}-01-01`;
    body.dateTo = `${y}-12-31`;
  } else {
    body.dateFrom = draft.dateFrom ?? '';
    body.dateTo = def.period === 'date' ? (draft.dateFrom ?? '') : (draft.dateTo ?? '');
  }
  for (const f of def.filters) {
    const v = (draft.filters[f.name] ?? '').trim();
    if (!v) continue;
    body[f.name] = f.kind === 'option' ? v : Number(v);
  }
  return body;
}

export type ReportRow = Record<string, unknown>;

export interface PageInfo {
  size: number;
  totalElements: number;
  totalPages: number;
  number: number;
}

export interface ReportAnswer {
  rows: ReportRow[];
  totals: Record<string, unknown>;
  page: PageInfo;
}

/** The answer's rows (none when _embedded is left out), totals and page. */
export function readAnswer(body: unknown, view: ReportView): ReportAnswer {
  const b = (body ?? {}) as { _embedded?: Record<string, unknown>; totals?: Record<string, unknown>; page?: Partial<PageInfo> };
  const list = b._embedded?.[view.resultsName];
  const rows = Array.isArray(list) ? (list as ReportRow[]) : [];
  const p = b.page ?? {};
  return {
    rows,
    totals: b.totals ?? {},
    page: {
      size: p.size ?? rows.length,
      totalElements: p.totalElements ?? rows.length,
      totalPages: p.totalPages ?? (rows.length ? 1 : 0),
      number: p.number ?? 0,
    },
  };
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A cell as shown: money with two decimals and separators, numbers with separators, dates dd/mm/yyyy, times hh:mm. */
export function cellText(column: Pick<ReportColumn, 'type' | 'decimals'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'money':
      return formatMoney(String(value));
    case 'number': {
      const n = Number(value);
      if (!Number.isFinite(n)) return String(value);
      const d = column.decimals;
      return d === undefined ? NUMBER.format(n) : n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
    }
    case 'percent': {
      const n = Number(value);
      return Number.isFinite(n) ? `${NUMBER.format(n)}%` : String(value);
    }
    case 'date':
      return formatDate(String(value));
    case 'time':
      return formatTime(String(value));
    default:
      return String(value);
  }
}

/** Money, numbers and percentages line up on the right. */
export const isNumeric = (column: Pick<ReportColumn, 'type'>) => column.type === 'money' || column.type === 'number' || column.type === 'percent';

/** The totals row: a text for each column (the total columns' sums; '' elsewhere). */
export function totalsCells(view: ReportView, totals: Record<string, unknown>): string[] {
  return view.columns.map((c) => (c.total ? cellText(c, totals[c.name] ?? (c.type === 'money' ? '0.00' : 0)) : ''));
}

/** Where the word "Totals" goes: the widest run of text columns before the first total column (at least one cell). */
export function totalsLabelSpan(view: ReportView): number {
  const first = view.columns.findIndex((c) => c.total);
  return first <= 0 ? 0 : first;
}

/**
 * The text of an option code in a column named as an option filter (a service type, an invoice
 * status): the label of this report's filter, else of another report's filter of that name, in the
 * reader's language; null when no filter offers the code.
 */
export function optionLabel(def: ReportDef, column: string, code: unknown, chinese: boolean): string | null {
  const filters = [...def.filters, ...REPORT_DEFS.flatMap((d) => d.filters)].filter((f) => f.kind === 'option' && f.name === column);
  const option = filters.flatMap((f) => f.options ?? []).find((o) => o.value === code);
  return option ? (chinese ? option.label.zh : option.label.en) : null;
}

/** A name column's value: in Chinese the row's Chinese name (clientNameChi beside clientNameEng) when it has one. */
export function nameIn(row: ReportRow, column: string, chinese: boolean): unknown {
  const zh = chinese && column.endsWith('Eng') ? row[`${column.slice(0, -3)}Chi`] : undefined;
  return typeof zh === 'string' && zh.trim() ? zh : row[column];
}

/** The rows shown as "from–to of count" (1-based; nothing shown as 0–0). */
export function pageRange(page: PageInfo, shown: number): { from: number; to: number; count: number } {
  const from = shown ? page.number * page.size + 1 : 0;
  return { from, to: shown ? from + shown - 1 : 0, count: page.totalElements };
}

/** The filters of a shown report in a line: the period, then each filter given ("Client: ISL"). */
export function filterLine(def: ReportDef, draft: ReportDraft, chinese: boolean): string {
  const lbl = (l: { en: string; zh: string }) => (chinese ? l.zh : l.en);
  const body = reportBody(def, draft);
  const period =
    def.period === 'year'
      ? draft.year.trim()
      : def.period === 'date'
        ? formatDate(String(body.dateFrom))
        : `${formatDate(String(body.dateFrom))} – ${formatDate(String(body.dateTo))}`;
  const parts = def.filters
    .filter((f) => body[f.name] !== undefined)
    .map((f) => {
      const code = String(body[f.name]);
      const text = f.kind === 'option' ? (optionLabel(def, f.name, code, chinese) ?? code) : (draft.labels[f.name] ?? code);
      return `${lbl(f.label)}: ${text}`;
    });
  return [period, ...parts].join(' · ');
}
