/** A report's calls: POST /limo/api/<call> for a page of rows, and the same call with ?format= for its file. */
import type { ReportView } from '@limo/domain';
import { api, download } from '../../api/http';
import { saveFile } from '../driverAllowance/hrFormat';
import { type ReportAnswer, type ReportBody, type ReportRow, readAnswer } from './reportModel';

const pathOf = (view: ReportView) => `/api/${view.call}`;

/** One page (0-based) of the view's rows, with the totals over every row. */
export async function loadReport(view: ReportView, body: ReportBody, page: number, size: number, signal?: AbortSignal): Promise<ReportAnswer> {
  return readAnswer(await api(pathOf(view), { method: 'POST', body: { ...body, page, size }, transform: false, signal }), view);
}

/** The file of every row and the totals, as the server writes it; saved under the server's name. */
export async function exportReport(view: ReportView, body: ReportBody, format: 'xlsx' | 'pdf', fallbackName: string): Promise<void> {
  const { blob, fileName } = await download(pathOf(view), { method: 'POST', body, transform: false, query: { format } });
  saveFile(blob, fileName ?? `${fallbackName}-${String(body.dateFrom)}-${String(body.dateTo)}.${format}`);
}

/** Rows fetched a page at a time for printing. */
const PRINT_PAGE = 500;

/**
 * Every row of the view for the print sheet, page after page, with the totals; null when there are
 * more than `max` (a sheet that long is the PDF's job).
 */
export async function loadAllRows(view: ReportView, body: ReportBody, max: number): Promise<ReportAnswer | null> {
  const first = await loadReport(view, body, 0, PRINT_PAGE);
  if (first.page.totalElements > max) return null;
  const rows: ReportRow[] = [...first.rows];
  for (let n = 1; n < first.page.totalPages; n += 1) rows.push(...(await loadReport(view, body, n, PRINT_PAGE)).rows);
  return { ...first, rows };
}
