import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText, type TableColumn } from './table.js';

/*
 * An .xlsx of one sheet through exceljs's streaming writer (rows are committed as they are written,
 * so the workbook is not held in memory). Numbers stay numbers, money is a number shown with two
 * decimals, dates are dates shown dd/mm/yyyy; the header row is bold and stays in view.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function cellValue<R>(column: TableColumn<R>, row: R): ExcelJS.CellValue {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'number':
    case 'money':
      return Number(value);
    case 'date': {
      // Excel dates have no zone: midnight UTC of the day is the day.
      const [y, m, d] = String(value).split('-').map(Number);
      return new Date(Date.UTC(y, m - 1, d));
    }
    default:
      return cellText(column.type, value);
  }
}

const FORMATS: Partial<Record<TableColumn<unknown>['type'], string>> = { money: '#,##0.00', date: 'dd/mm/yyyy' };

/** Writes the workbook to the stream and ends it; rows may come a page at a time (an async iterable) to keep memory flat. */
export async function writeXlsx<R>(stream: Writable, sheetName: string, columns: TableColumn<R>[], rows: Iterable<R> | AsyncIterable<R>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? Math.max(10, c.header.length + 2),
    style: c.type === 'number' && c.decimals ? { numFmt: `#,##0.${'0'.repeat(c.decimals)}` } : FORMATS[c.type] ? { numFmt: FORMATS[c.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  if (Symbol.asyncIterator in rows) for await (const row of rows) sheet.addRow(columns.map((c) => cellValue(c, row))).commit();
  else for (const row of rows) sheet.addRow(columns.map((c) => cellValue(c, row))).commit();
  sheet.commit();
  await workbook.commit();
}

/** The workbook as one buffer (small files, tests). */
export async function xlsxBuffer<R>(sheetName: string, columns: TableColumn<R>[], rows: Iterable<R>): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  await writeXlsx(stream, sheetName, columns, rows);
  return Buffer.concat(chunks);
}
