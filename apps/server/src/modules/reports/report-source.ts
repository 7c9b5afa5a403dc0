import type { ServerLanguage } from '@limo/domain';
import type { Db } from '../../db/client.js';

/*
 * What each report's server side provides (issue 17, docs/reports.md): the rows of one call of
 * REPORT_DEFS (packages/domain/src/reports) for a checked input. reports.routes.ts registers every
 * call, checks the body, pages the answer, sums the totals and writes the .xlsx and PDF; a source
 * only reads the database.
 */

/** A checked body: the period in operator dates, the selected branch and the report's own filters. */
export interface ReportInput {
  dateFrom: string;
  dateTo: string;
  /** The request's selected branch (X-Branch-Id or the home branch): every report counts that branch only. */
  branchId: number;
  /** The filters of the report's definition that were given (ids as numbers, options as codes). */
  filters: Record<string, string | number | undefined>;
  /** The request's language: texts a source composes (the reduce pay reasons) are written in it. */
  lang?: ServerLanguage;
}

/** A row of the answer: the definition's columns by name, plus ids and other fields the wire contract names. */
export type ReportRow = Record<string, unknown>;

/** Totals by column name: money as text with two decimals, counts as numbers. */
export type ReportTotals = Record<string, string | number>;

export type ReportSource =
  | {
      /** A small report: every row in the report's order (paged and summed by the registrar). */
      kind: 'all';
      rows: (db: Db, input: ReportInput) => Promise<ReportRow[]>;
      /** Totals other than the sum of the total columns over every row (an invoice report leaves void ones out). */
      totals?: (rows: ReportRow[]) => ReportTotals;
    }
  | {
      /** A large report (a month of sales): one page at a time, the count and totals by SQL; export walks the pages. */
      kind: 'paged';
      page: (db: Db, input: ReportInput, offset: number, limit: number) => Promise<ReportRow[]>;
      summary: (db: Db, input: ReportInput) => Promise<{ count: number; totals: ReportTotals }>;
      /** Every row in order for an export, read in pieces (by default the export walks page() by offset). */
      stream?: (db: Db, input: ReportInput) => AsyncIterable<ReportRow>;
    };
