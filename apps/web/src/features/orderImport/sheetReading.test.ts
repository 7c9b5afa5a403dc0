import { parseSheetDate, parseSheetTime } from '@limo/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sampleText } from './MappingStep';
import { columnName, decodeCsv, readSheetFile, readXlsx, toSheet, uniqueHeaders, xlsxCell } from './readSheet';
import { SheetReadError } from './sheetError';

const utc = (y: number, m: number, d: number, h = 0, min = 0) => new Date(Date.UTC(y, m - 1, d, h, min));

/**
 * A real .xlsx as Excel saves a client's sheet: a blank first row, the header, dates, times and
 * date-times in date formats, shared and rich text, numbers, a boolean, gaps; a second sheet after it.
 */
async function workbook(date1904 = false): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  book.properties.date1904 = date1904;
  const ws = book.addWorksheet('Orders');
  ws.addRow([]);
  ws.addRow(['Date', 'Time', 'Guest', null, 'Pax', 'Pick-up at', 'VIP']);
  ws.addRow([
    utc(2029, 2, 11),
    utc(1899, 12, 30, 9, 30),
    { richText: [{ text: 'Chan ' }, { text: 'Tai Man', font: { bold: true } }] },
    null,
    2,
    utc(2030, 2, 11, 21, 45),
    true,
  ]);
  ws.addRow(['10/02/2030', '09:00', '  Lee & Co 香  ', null, 1.5]);
  ws.addRow([]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(2).numFmt = 'hh:mm';
  ws.getColumn(6).numFmt = 'yyyy-mm-dd hh:mm';
  book.addWorksheet('Notes').addRow(['not an order']);
  const buffer = await book.xlsx.writeBuffer();
  return new Uint8Array(buffer).slice().buffer;
}

/** The same bytes with one zip entry's name changed (in the local and the central header). */
function renameEntry(data: ArrayBuffer, from: string, to: string): ArrayBuffer {
  const bytes = new Uint8Array(data.slice(0));
  const [a, b] = [new TextEncoder().encode(from), new TextEncoder().encode(to)];
  for (let i = 0; i + a.length <= bytes.length; i++) if (a.every((x, k) => bytes[i + k] === x)) bytes.set(b, i);
  return bytes.buffer;
}

describe('reading an .xlsx', () => {
  it('reads the first sheet: dates as Excel serials, text, numbers, booleans, blanks as null', async () => {
    const rows = await readXlsx(await workbook());
    expect(rows).toEqual([
      Array(7).fill(null),
      ['Date', 'Time', 'Guest', null, 'Pax', 'Pick-up at', 'VIP'],
      [47160, 0.3958333333333333, 'Chan Tai Man', null, 2, 47525.90625, true],
      ['10/02/2030', '09:00', 'Lee & Co 香', null, 1.5, null, null],
    ]);
  });

  it('gives the same serials from a workbook in the 1904 date system', async () => {
    expect((await readXlsx(await workbook(true)))[2]).toEqual([47160, 0.3958333333333333, 'Chan Tai Man', null, 2, 47525.90625, true]);
  });

  it('reads an .xlsx file to a sheet whose dates and times the order fields read and show as dates', async () => {
    const file = new File([await workbook()], 'orders.xlsx');
    const sheet = await readSheetFile(file);
    expect(sheet.headers).toEqual(['Date', 'Time', 'Guest', 'Column D', 'Pax', 'Pick-up at', 'VIP']);
    expect(sheet.rows).toHaveLength(2);
    const [date, time, , , , dateTime] = sheet.rows[0];
    expect([parseSheetDate(date, sheet.date1904), parseSheetTime(time), parseSheetDate(dateTime), parseSheetTime(dateTime)]).toEqual([
      '2029-02-11',
      '09:30',
      '2030-02-11',
      '21:45',
    ]);
    expect(sampleText(date, 'pickupDate', sheet.date1904)).toBe('11/02/2029');
  });

  it('keeps cells of other kinds as they are and turns a date back to its serial', () => {
    expect([xlsxCell('x'), xlsxCell(3), xlsxCell(false), xlsxCell(null), xlsxCell(undefined), xlsxCell(utc(1970, 1, 1, 12))]).toEqual([
      'x',
      3,
      false,
      null,
      null,
      25_569.5,
    ]);
  });

  it('says why a file is no workbook it can read', async () => {
    await expect(readXlsx(new TextEncoder().encode('Date,Time\n').buffer)).rejects.toMatchObject({ code: 'notZip' });
    await expect(readXlsx(new ArrayBuffer(0))).rejects.toMatchObject({ code: 'empty' });
    const good = await workbook();
    await expect(readXlsx(good.slice(0, good.byteLength - 30))).rejects.toMatchObject({ code: 'brokenZip' });
    await expect(readXlsx(renameEntry(good, 'xl/workbook.xml', 'xl/workbooX.xml'))).rejects.toMatchObject({ code: 'noWorkbook' });
  });
});

describe('column names', () => {
  it('names columns by letters', () => {
    expect([0, 25, 26, 27, 701].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ']);
  });
});

describe('rows to a sheet', () => {
  it('takes the first row that holds anything as the header, names blank and repeated headers, drops trailing blank rows', () => {
    const sheet = toSheet([[], ['Date', '', 'Date', null], ['2030-02-10', 'x'], [], [null, '']]);
    expect(sheet.headers).toEqual(['Date', 'Column B', 'Date (2)', 'Column D']);
    expect(sheet.rows).toEqual([['2030-02-10', 'x', null, null]]);
    expect(uniqueHeaders([' Pax ', 'Pax'], 2)).toEqual(['Pax', 'Pax (2)']);
    expect(() => toSheet([[], ['', null]])).toThrow(SheetReadError);
  });

  it('reads CSV as UTF-8 without its byte-order mark, else as Big5', () => {
    expect(decodeCsv(new TextEncoder().encode('\uFEFF日期,時間'))).toBe('日期,時間');
    // 陳大文 in Big5
    expect(decodeCsv(new Uint8Array([0xb3, 0xaf, 0xa4, 0x6a, 0xa4, 0xe5]))).toBe('陳大文');
  });

  it('reads a .csv file and refuses other files and sheets over 2,000 rows', async () => {
    const csv = new File(['Date,Guest\r\n10/02/2030,"Chan, Tai Man"\r\n'], 'orders.csv', { type: 'text/csv' });
    expect(await readSheetFile(csv)).toEqual({ headers: ['Date', 'Guest'], rows: [['10/02/2030', 'Chan, Tai Man']], date1904: false });
    await expect(readSheetFile(new File(['x'], 'orders.pdf'))).rejects.toMatchObject({ code: 'fileType' });
    const big = new File([`Date\n${'2030-02-10\n'.repeat(2001)}`], 'big.csv');
    await expect(readSheetFile(big)).rejects.toMatchObject({ code: 'tooManyRows', params: { rows: 2001, max: 2000 } });
  });
});
