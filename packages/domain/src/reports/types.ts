import type { Label } from '../resources/define.js';
import type { RightCode } from '../rights.js';

/*
 * The reports (issue 17, docs/reports.md) as data: the server registers each call from this table and
 * the web builds each screen's filters, grid, totals row and exports from it. One source for both.
 */

/** How a cell is shown and written to Excel and PDF: numbers as numbers, money with two decimals, dates as dates. */
export type ReportCellType = 'text' | 'number' | 'money' | 'date' | 'time' | 'percent';

export interface ReportColumn {
  /** The row's field. */
  name: string;
  label: Label;
  type: ReportCellType;
  /** Summed into the totals (money and number columns): totals[name] is the sum over every row, not only the page's. */
  total?: boolean;
  /** Width in characters (Excel; the PDF and the grid share the proportions). */
  width?: number;
  /** A number column shown with this many decimals (litres 2): rows line up; whole counts need none. */
  decimals?: number;
  /** A column of codes (a status): the word of each code, written to Excel and PDF instead of the code. */
  words?: Record<string, Label>;
}

/**
 * A filter of the body besides dateFrom and dateTo: a record of a collection (an id), one of fixed
 * options (a code), or a year.
 */
export interface ReportFilter {
  name: string;
  label: Label;
  kind: 'reference' | 'option' | 'year';
  /** kind reference: the collection and the field shown in the picker. */
  resource?: string;
  display?: string;
  /** kind option: the codes allowed, each with its label. */
  options?: { value: string; label: Label }[];
  required?: boolean;
}

/** One call of a report: its rows and their columns. A report has one view, or a detail and a summary. */
export interface ReportView {
  /** The call under /limo/api/ (POST), exactly as the contract names it, e.g. "enqSalesReport" or "reports/refuel". */
  call: string;
  /** The key under _embedded holding the rows, e.g. "salesReportResults". */
  resultsName: string;
  label: Label;
  columns: ReportColumn[];
}

export interface ReportDef {
  /** The report's key, e.g. "sales". */
  key: string;
  /** The screen's route, e.g. "/report/salesreport". */
  route: string;
  right: RightCode;
  title: Label;
  /** What the period is: a range of dates (dateFrom, dateTo), one date (dateFrom = dateTo) or a year (year). */
  period: 'range' | 'date' | 'year';
  /** The longest range in days a call accepts (a month of a busy branch is 45,000 order vehicles). */
  maxDays?: number;
  filters: ReportFilter[];
  views: ReportView[];
  /** What a row is, in a sentence (the screen's help line and docs/reports.md). */
  description: Label;
}
