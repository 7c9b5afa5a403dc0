import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.js';
import { xlsxBuffer } from './excel.js';
import { attachment, cellText, fileName, type TableColumn } from './table.js';

interface Row {
  ref: string;
  date: string | null;
  count: number;
  fare: string;
  names: string[];
}
const columns: TableColumn<Row>[] = [
  { header: 'Ref', type: 'text', value: (r) => r.ref },
  { header: 'Date', type: 'date', value: (r) => r.date },
  { header: 'Count', type: 'number', value: (r) => r.count },
  { header: 'Fare', type: 'money', value: (r) => r.fare },
  { header: 'Names', type: 'text', value: (r) => r.names },
];
const rows: Row[] = [
  { ref: 'HK1', date: '2030-02-10', count: 2, fare: '1234.50', names: ['陳大文', 'Lee, Ann'] },
  { ref: '=cmd|"x"', date: null, count: 0, fare: '0.00', names: [] },
];

describe('CSV', () => {
  it('quotes a field with a comma, a quote, CR or LF, doubling quotes, and leaves others bare', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes UTF-8 with a BOM, CRLF records, lists joined and formulas defused', () => {
    const text = toCsv(columns, rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual(['Ref,Date,Count,Fare,Names', 'HK1,2030-02-10,2,1234.50,"陳大文, Lee, Ann"', `"'=cmd|""x""",,0,0.00,`, '']);
  });
});

describe('Excel', () => {
  it('keeps numbers as numbers, money with two decimals and dates as dates', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsxBuffer('Orders', columns, rows)) as never);
    const sheet = workbook.getWorksheet('Orders');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Ref', 'Date', 'Count', 'Fare', 'Names']);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('HK1');
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2030, 1, 10)));
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(3).value).toBe(2);
    expect(first.getCell(4).value).toBe(1234.5);
    expect(first.getCell(4).numFmt).toBe('#,##0.00');
    expect(first.getCell(5).value).toBe('陳大文, Lee, Ann');
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe('=cmd|"x"');
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(3).value).toBe(0);
    expect(sheet.rowCount).toBe(3);
  });

  it('writes a number column of fixed decimals with that many, in Excel and as text', async () => {
    const litres: TableColumn<{ l: number }>[] = [{ header: 'Litres', type: 'number', value: (r) => r.l, decimals: 2 }];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsxBuffer('Fuel', litres, [{ l: 40 }])) as never);
    const cell = workbook.getWorksheet('Fuel')?.getRow(2).getCell(1);
    expect(cell?.value).toBe(40);
    expect(cell?.numFmt).toBe('#,##0.00');
    expect(cellText('number', 40, 2)).toBe('40.00');
    expect(cellText('number', 11.2)).toBe('11.2');
  });
});

describe('file names', () => {
  it('name the download by its base and the operator time, in a Content-Disposition', () => {
    const name = fileName('order-enquiry', 'csv', { date: '2030-02-10', time: '09:30:12' });
    expect(name).toBe('order-enquiry-20300210-0930.csv');
    expect(attachment(name)).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
  });
});
