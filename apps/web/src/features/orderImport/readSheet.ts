/**
 * A client's spreadsheet (.xlsx or .csv) as a Sheet: the first row that holds anything is the
 * header, the rows under it the orders. Read in the browser: nothing is sent before the dry run.
 * Each format's reader (read-excel-file, papaparse) is loaded only when a file of that kind is chosen.
 */
import { cellText, type Sheet, type SheetCell } from '@limo/domain';
import { SheetReadError } from './sheetError';

/** A sheet of more rows than a batch takes is refused at once (the server takes 2,000). */
export const MAX_SHEET_ROWS = 2000;

/** Headers as the mapping keys them: trimmed, a blank one named by its column, a repeated one numbered. */
export function uniqueHeaders(row: SheetCell[], width: number): string[] {
  const seen = new Map<string, number>();
  return Array.from({ length: width }, (_, c) => {
    const text = cellText(row[c]) || `Column ${columnName(c)}`;
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    return n === 1 ? text : `${text} (${n})`;
  });
}

/** A, B, … Z, AA, … for column index 0, 1, … */
export function columnName(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Rows as read, to a Sheet: the header is the first row not blank; trailing blank rows dropped. */
export function toSheet(rows: SheetCell[][], date1904 = false): Sheet {
  const blank = (r: SheetCell[] | undefined) => !r || r.every((c) => cellText(c) === '');
  const top = rows.findIndex((r) => !blank(r));
  if (top < 0) throw new SheetReadError('empty');
  let bottom = rows.length;
  while (bottom > top + 1 && blank(rows[bottom - 1])) bottom--;
  const body = rows.slice(top + 1, bottom).map((r) => r ?? []);
  const width = Math.max(rows[top].length, ...body.map((r) => r.length));
  return { headers: uniqueHeaders(rows[top], width), rows: body.map((r) => Array.from({ length: width }, (_, c) => r[c] ?? null)), date1904 };
}

/** CSV text: UTF-8 (a byte-order mark dropped), else Big5 as Hong Kong's older Excel saves it. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('big5').decode(bytes);
  }
}

/** Seconds from Excel's day 0 (1899-12-30 in the 1900 date system) to 1970-01-01. */
const EXCEL_EPOCH_SECONDS = 25_569 * 86_400;

/**
 * A cell as read-excel-file gives it, as the domain reads cells: a date cell comes as a Date (the
 * 1904 system already applied) and goes back to its 1900-system serial, to the second (whole
 * seconds first, so 09:30 is exactly 570/1440), and dates and times read as from any number cell.
 */
export function xlsxCell(value: unknown): SheetCell {
  if (value instanceof Date) return (Math.round(value.getTime() / 1000) + EXCEL_EPOCH_SECONDS) / 86_400;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

/**
 * The first sheet's rows of an .xlsx file: blank cells null, error cells (#N/A…) too. read-excel-file
 * 6 (pinned): from 7 on it unzips a part over 512 KiB in a blob: worker, which the app's CSP refuses,
 * and the read then never ends (a 2,000-row sheet has such a part). Its errors are plain messages.
 */
export async function readXlsx(data: ArrayBuffer): Promise<SheetCell[][]> {
  const bytes = new Uint8Array(data);
  if (bytes.length === 0) throw new SheetReadError('empty');
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new SheetReadError('notZip');
  const { default: readXlsxFile } = await import('read-excel-file');
  try {
    return (await readXlsxFile(data)).map((row) => row.map(xlsxCell));
  } catch (err) {
    if (!(err instanceof Error)) throw err;
    // fflate's errors carry a number code: the zip itself is damaged.
    if (typeof (err as Error & { code?: unknown }).code === 'number') throw new SheetReadError('brokenZip');
    if (/file not found/.test(err.message)) throw new SheetReadError('noWorkbook');
    if (/^Sheet .* not found/.test(err.message)) throw new SheetReadError('noSheet');
    throw new SheetReadError('brokenZip');
  }
}

export async function readSheetFile(file: File): Promise<Sheet> {
  const data = await file.arrayBuffer();
  let sheet: Sheet;
  if (/\.csv$/i.test(file.name) || file.type === 'text/csv') {
    const { default: Papa } = await import('papaparse');
    const parsed = Papa.parse<string[]>(decodeCsv(new Uint8Array(data)), { skipEmptyLines: false });
    sheet = toSheet(parsed.data);
  } else if (/\.xlsx$/i.test(file.name)) {
    sheet = toSheet(await readXlsx(data));
  } else {
    throw new SheetReadError('fileType');
  }
  if (sheet.rows.length > MAX_SHEET_ROWS) throw new SheetReadError('tooManyRows', { rows: sheet.rows.length, max: MAX_SHEET_ROWS });
  return sheet;
}
