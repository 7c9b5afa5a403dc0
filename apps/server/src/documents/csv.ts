import { cellText, type TableColumn } from './table.js';

/*
 * CSV (RFC 4180): CRLF between records, a field quoted when it holds a comma, a quote, CR or LF,
 * quotes doubled. UTF-8 with a byte-order mark so Excel opens Chinese names right. A text cell that
 * starts like a formula (= + - @, tab, CR) is prefixed with ' so a spreadsheet never runs it.
 */

export const CSV_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';
const FORMULA = /^[=+\-@\t\r]/;

export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cell<R>(column: TableColumn<R>, row: R): string {
  const text = cellText(column.type, column.value(row));
  return csvField(column.type === 'text' && FORMULA.test(text) ? `'${text}` : text);
}

export function toCsv<R>(columns: TableColumn<R>[], rows: R[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c, row)).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
