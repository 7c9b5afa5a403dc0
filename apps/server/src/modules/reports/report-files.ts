import { formatDate, nameIn, operatorNow, type ReportDef, type ReportView, renderServerText, type ServerLanguage, srvText } from '@limo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { TableColumn } from '../../documents/table.js';
import { badRequest } from '../../engine/errors.js';
import { sendPdf, sendXlsx } from '../allowance/files.js';
import { FONTS } from '../../documents/fonts.js';
import type { ReportQuery } from './report-body.js';
import type { ReportRow, ReportSource, ReportTotals } from './report-source.js';
import { totalsCounter } from './report-totals.js';

/*
 * A report call's ?format=xlsx or pdf (rule 8): every row of the report, not only the page, then the
 * totals row, under the definition's column labels in the request's language (issue 30), codes of a
 * column with words (a status) written as words. A large (paged) report is read 10,000
 * rows at a time while the workbook streams out, so a month of 45,000 order vehicles keeps the
 * server's memory flat. A PDF is for printing: more than PDF_MAX_ROWS rows is refused (use Excel).
 */

export const EXPORT_PAGE_ROWS = 10_000;
export const PDF_MAX_ROWS = 5_000;

export function fileColumns(view: ReportView, lang: ServerLanguage = 'en'): TableColumn<ReportRow>[] {
  return view.columns.map((c) => ({
    header: nameIn(lang, c.label),
    type: c.type === 'percent' ? 'number' : c.type,
    value: (r: ReportRow) => {
      const word = c.words?.[String(r[c.name])];
      return word ? nameIn(lang, word) : r[c.name];
    },
    width: c.width,
    decimals: c.decimals,
  }));
}

/** The totals row: "Total" in the first text column, each total under its column. */
export function totalsRow(view: ReportView, totals: ReportTotals, lang: ServerLanguage = 'en'): ReportRow {
  const label = view.columns.find((c) => c.type === 'text' && !c.total);
  return { ...(label ? { [label.name]: renderServerText(lang, srvText('srv.rep.total')) } : {}), ...totals };
}

/** Every row of the report in order; `onRow` sees each (the totals are summed from what was written). */
async function* everyRow(db: Db, source: ReportSource, q: ReportQuery, onRow: (r: ReportRow) => void): AsyncGenerator<ReportRow> {
  if (source.kind === 'all') {
    for (const r of await source.rows(db, q.input)) {
      onRow(r);
      yield r;
    }
    return;
  }
  if (source.stream) {
    for await (const r of source.stream(db, q.input)) {
      onRow(r);
      yield r;
    }
    return;
  }
  const read = (offset: number) => {
    const page = source.page(db, q.input, offset, EXPORT_PAGE_ROWS);
    page.catch(() => undefined); // awaited below; a download dropped meanwhile must not leave it unhandled
    return page;
  };
  let next = read(0);
  for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
    const page = await next;
    const more = page.length === EXPORT_PAGE_ROWS;
    // The next page is read while this one is written: the database and the workbook work at once.
    if (more) next = read(offset + EXPORT_PAGE_ROWS);
    for (const r of page) {
      onRow(r);
      yield r;
    }
    if (!more) return;
  }
}

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function fileBase(def: ReportDef, view: ReportView) {
  return def.views.length > 1 && def.views[0] !== view ? `${kebab(def.title.en)}-${kebab(view.label.en)}` : kebab(def.title.en);
}

export async function sendReportFile(
  reply: FastifyReply,
  db: Db,
  def: ReportDef,
  view: ReportView,
  source: ReportSource,
  q: ReportQuery,
  format: 'xlsx' | 'pdf',
  lang: ServerLanguage = 'en',
) {
  const say = (text: Parameters<typeof renderServerText>[1]) => renderServerText(lang, text);
  const columns = fileColumns(view, lang);
  const counter = totalsCounter(view.columns);
  // A source with its own totals (void invoices left out) is small: its rows are kept for them.
  const own = source.kind === 'all' ? source.totals : undefined;
  const kept: ReportRow[] = [];
  const onRow = (r: ReportRow) => (own ? kept.push(r) : counter.add(r));
  const totals = () => totalsRow(view, own ? own(kept) : counter.totals(), lang);
  const base = fileBase(def, view);
  if (format === 'xlsx') {
    async function* withTotals() {
      yield* everyRow(db, source, q, onRow);
      yield totals();
    }
    return sendXlsx(reply, base, nameIn(lang, def.title), columns, withTotals());
  }
  const rows: ReportRow[] = [];
  for await (const r of everyRow(db, source, q, onRow)) {
    rows.push(r);
    if (rows.length > PDF_MAX_ROWS) throw badRequest(srvText('srv.rep.pdfTooMany', { max: PDF_MAX_ROWS }), undefined, [{ field: 'format', value: 'pdf' }]);
  }
  const [branch] = await db
    .select({ code: t.branches.branchCode, en: t.branches.branchNameEng, zh: t.branches.branchNameChi })
    .from(t.branches)
    .where(eq(t.branches.id, q.input.branchId));
  const { dateFrom, dateTo } = q.input;
  return sendPdf(reply, base, {
    title: `${nameIn(lang, def.title)}${def.views.length > 1 ? ` (${nameIn(lang, view.label)})` : ''}`,
    subtitle: [
      say(
        dateFrom === dateTo
          ? srvText('srv.rep.date', { date: formatDate(dateFrom) })
          : srvText('srv.rep.period', { from: formatDate(dateFrom), to: formatDate(dateTo) }),
      ),
      say(srvText('srv.rep.branch', { branch: branch ? `${branch.code} ${nameIn(lang, { en: branch.en, zh: branch.zh ?? '' })}` : q.input.branchId })),
      ...q.filterLines.map(say),
      say(srvText('srv.rep.printed', { date: formatDate(operatorNow().date), time: operatorNow().time.slice(0, 5) })),
    ],
    columns,
    rows,
    totals: totals(),
    font: FONTS.regular,
  });
}
