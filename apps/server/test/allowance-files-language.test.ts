import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { allowanceMonth, type AllowanceFixture } from './allowance-fixtures.js';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { pdfPageTexts } from './pdf-text.js';

// Issue 30 part 1: the allowance and overtime files (.xlsx, PDF) in the reader's language: headings, sheet
// names, titles, the totals' word, kinds as words, and each driver by the reader's name.

let app: TestApp;
let hr: string;
let api: ReturnType<typeof client>;
let sep: AllowanceFixture;

const ZH = { 'accept-language': 'zh-HK' };
const EN = { 'accept-language': 'en' };
const LATIN_WORD = /[A-Za-z]{2,}/;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  const admin = await app.login('admin');
  hr = await app.login('hr');
  sep = await allowanceMonth(app, admin, '2030-09');
  await app.database.db.update(t.drivers).set({ driverNameChi: '陳大文' }).where(eq(t.drivers.id, sep.driverA));
});
afterAll(() => app.close());

const period = (extra: object = {}) => ({ dateFrom: sep.day(1), dateTo: `${sep.month}-30`, ...extra });

async function book(url: string, body: object, headers: Record<string, string>) {
  const res = await api.post(hr, url, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  return wb.worksheets[0];
}

const headings = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String);
const rowOf = (sheet: ExcelJS.Worksheet, driverNo: string) => sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === driverNo)!;

describe('the overtime report files', () => {
  it('heads the sheet, names it and totals it in Chinese for zh-HK', async () => {
    const sheet = await book('/limo/api/reports/driverOT?format=xlsx', period(), ZH);
    expect(sheet.name).toBe('司機超時');
    const heads = headings(sheet);
    expect(heads).toHaveLength(8);
    for (const h of heads) expect(h, h).not.toMatch(LATIN_WORD);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('合計');
    const english = await book('/limo/api/reports/driverOT?format=xlsx', period(), EN);
    expect(english.name).toBe('Driver overtime');
    expect(headings(english)[0]).toBe('Driver No.');
    expect(english.getRow(english.rowCount).getCell(1).value).toBe('Total');
  });

  it("titles the PDF, its period and branch in the reader's language", async () => {
    const res = await api.post(hr, '/limo/api/reports/driverOT?format=pdf', period(), ZH);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfPageTexts(res.rawPayload).join('\n');
    expect(text).toContain('司機超時工作報表');
    expect(text).toContain('期間');
    expect(text).toContain('司機編號');
    expect(text).toContain('陳大文');
    expect(text).not.toContain('Driver Overtime Report');
    expect(text).not.toContain('Driver No.');
  });
});

describe('the allowance files', () => {
  it("names each driver of the summary in the reader's language, on the wire and in the sheet", async () => {
    const res = await api.post(hr, '/limo/api/getAllowanceDriverSummary', period(), ZH);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { driverId: number; driverNo: string; driverNameEng: string; driverNameChi?: string | null }[];
    const mine = rows.find((r) => r.driverId === sep.driverA)!;
    expect(mine.driverNameChi).toBe('陳大文');
    for (const r of rows) expect(r).toHaveProperty('driverNameChi');
    const zh = await book('/limo/api/getAllowanceDriverSummary?format=xlsx', period(), ZH);
    expect(zh.name).toBe('津貼摘要');
    expect(rowOf(zh, mine.driverNo).getCell(2).value).toBe('陳大文');
    const en = await book('/limo/api/getAllowanceDriverSummary?format=xlsx', period(), EN);
    expect(en.name).toBe('Allowance summary');
    expect(rowOf(en, mine.driverNo).getCell(2).value).toBe(mine.driverNameEng);
  });

  it('writes the kind of each detail line as a word and names the sheets in Chinese for zh-HK', async () => {
    const zh = await book('/limo/api/getAllowanceDetail?format=xlsx', period({ driverId: sep.driverA }), ZH);
    expect(zh.name).toBe('津貼明細');
    const kinds = zh.getRows(2, zh.rowCount - 1)!.map((r) => String(r.getCell(3).value));
    expect(kinds.length).toBeGreaterThan(0);
    for (const k of kinds) expect(['工作', '兼職底薪', '超時', '其他項目']).toContain(k);
    const en = await book('/limo/api/getAllowanceDetail?format=xlsx', period({ driverId: sep.driverA }), EN);
    for (const r of en.getRows(2, en.rowCount - 1)!) expect(['Job', 'Part-time basic', 'Overtime', 'Other item']).toContain(r.getCell(3).value);
    const days = await book('/limo/api/getAllowanceDetailMonthly?format=xlsx', period(), ZH);
    expect(days.name).toBe('每日津貼');
  });
});
