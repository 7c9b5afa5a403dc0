import { describe, expect, it } from 'vitest';
import { FONTS } from './fonts.js';
import { pdfBuffer } from './pdf.js';
import { pdfPageTexts } from '../../test/pdf-text.js';
import type { TableColumn } from './table.js';

interface Row {
  no: string;
  date: string;
  minutes: number;
  amount: string;
}

const COLUMNS: TableColumn<Row>[] = [
  { header: 'Driver No.', type: 'text', value: (r) => r.no, width: 11 },
  { header: 'Date', type: 'date', value: (r) => r.date, width: 12 },
  { header: 'Minutes', type: 'number', value: (r) => r.minutes },
  { header: 'Amount', type: 'money', value: (r) => r.amount },
];

describe('the PDF report writer', () => {
  it('writes an A4 landscape PDF, onto as many pages as the rows need', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ no: `D${String(i).padStart(3, '0')}`, date: '2030-06-01', minutes: i, amount: `${i}.50` }));
    const pdf = await pdfBuffer({
      title: 'Overtime',
      subtitle: ['Period 2030-06-01 to 2030-06-30'],
      columns: COLUMNS,
      rows,
      totals: { no: 'Total', date: '', minutes: 7140, amount: '7200.00' },
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const pages = Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(2);
    expect(pages).toBeLessThan(6);
  });

  it('writes a report without rows', async () => {
    const pdf = await pdfBuffer({ title: 'Empty', columns: COLUMNS, rows: [] });
    expect(/\/Count 1\b/.test(pdf.toString('latin1'))).toBe(true);
  });

  it('writes money with thousands separators, from the exact text (12,345.60, not 12345.60)', async () => {
    const rows = [
      { no: 'D001', date: '2030-06-01', minutes: 1, amount: '12345.6' },
      { no: 'D002', date: '2030-06-01', minutes: 2, amount: '-1234567.05' },
      { no: 'D003', date: '2030-06-01', minutes: 3, amount: '999.99' },
    ];
    const totals = { no: 'Total', date: '', minutes: 6, amount: '1234567890.12' };
    // The embedded font writes a ToUnicode map, so the test reads the text back.
    const pdf = await pdfBuffer({ title: 'Money', columns: COLUMNS, rows, totals, font: FONTS.regular });
    const text = pdfPageTexts(pdf).join('\n');
    for (const shown of ['12,345.60', '-1,234,567.05', '999.99', '1,234,567,890.12']) expect(text).toContain(shown);
    expect(text).not.toContain('12345.60');
  });

  it('prints a date cell dd/mm/yyyy, as every screen shows a date (issue 30)', async () => {
    const rows = [{ no: 'D001', date: '2030-06-09', minutes: 1, amount: '1.00' }];
    const text = pdfPageTexts(await pdfBuffer({ title: 'Dates', columns: COLUMNS, rows, font: FONTS.regular })).join('\n');
    expect(text).toContain('09/06/2030');
    expect(text).not.toContain('2030-06-09');
  });
});
