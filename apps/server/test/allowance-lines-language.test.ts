import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { allowanceMonth, type AllowanceFixture } from './allowance-fixtures.js';
import { client } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

// Issue 30 part 1: the allowance detail lines in the request's language, computed or closed, with the
// Chinese names of the groups; a closed month keeps each line's key, a line closed before keeps its text.

let app: TestApp;
let hr: string;
let api: ReturnType<typeof client>;
let aug: AllowanceFixture;

type Line = { kind: string; description: string; textCode?: string };
const ZH = { 'accept-language': 'zh-HK' };
const EN = { 'accept-language': 'en' };
const HAN = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  const admin = await app.login('admin');
  hr = await app.login('hr');
  aug = await allowanceMonth(app, admin, '2030-08');
  const db = app.database.db;
  await db.update(t.allowanceLocations).set({ descChi: '機場區' }).where(eq(t.allowanceLocations.descEng, 'Airport'));
  await db.update(t.allowanceOtherGroups).set({ descChi: '津貼組' }).where(eq(t.allowanceOtherGroups.id, aug.groups.plus));
  await db.update(t.allowanceOtherGroupNatures).set({ descChi: '膳食' }).where(eq(t.allowanceOtherGroupNatures.id, aug.natures.meal));
});
afterAll(() => app.close());

const period = (extra: object = {}) => ({ dateFrom: aug.day(1), dateTo: `${aug.month}-31`, driverId: aug.driverA, ...extra });

async function detail(headers: Record<string, string>, extra: object = {}): Promise<Line[]> {
  const res = await api.post(hr, '/limo/api/getAllowanceDetail', period(extra), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Line[];
}

const airportJob = (lines: Line[]) => lines.find((l) => l.kind === 'JOB' && /AP|機場/.test(l.description))!;

describe('allowance detail lines in the request language', () => {
  let english: Line[];

  it('zh-HK: each line of each kind in Chinese, with the Chinese names of the groups', async () => {
    const zh = [...(await detail(ZH)), ...(await detail(ZH, { driverId: aug.driverB }))];
    expect(new Set(zh.map((l) => l.kind))).toEqual(new Set(['JOB', 'PT_BASIC', 'OT', 'OTHER']));
    for (const l of zh) {
      expect(l.description, l.kind).toMatch(HAN);
      expect(l.description, l.kind).not.toMatch(/\b(Rate seq|No rate|Overtime|Part-time|allowance|location|minutes?|min|deduction)\b/);
      expect(l).not.toHaveProperty('textCode');
    }
    expect(airportJob(zh).description).toMatch(/^2030-08-01 收費表第 \d+ 項：地點 機場區/);
    expect(zh.find((l) => l.kind === 'OTHER' && l.description.includes('膳食'))?.description).toMatch(/^G\w+ 津貼組 \/ N\w+ 膳食：1 x /);
  });

  it('en: the English lines as before', async () => {
    english = await detail(EN);
    expect(airportJob(english).description).toMatch(/^Rate seq \d+ of 2030-08-01: location AP\w*/);
    expect(english.find((l) => l.kind === 'OT')?.description).toMatch(/^Overtime: on duty 08:00-19:20, worked 680 min, standard 600, 75 min x 85.50\/h$/);
    expect(await detail({})).toEqual(english);
  });

  it('a closed month keeps the keys and answers in either language; a line closed before keeps its text', async () => {
    const zhOpen = await detail(ZH);
    const closed = await api.post(hr, '/limo/api/closeAllowanceMonth', { month: aug.month });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await detail(EN)).toEqual(english);
    expect(await detail(ZH)).toEqual(zhOpen);

    const db = app.database.db;
    const where = and(eq(t.allowances.month, aug.month), eq(t.allowances.driverId, aug.driverA));
    const [row] = await db.select({ details: t.allowances.details }).from(t.allowances).where(where);
    const kept = row.details as Line[];
    expect(kept.every((l) => l.textCode?.startsWith('srv.allow.'))).toBe(true);
    // A month closed before issue 30: its lines have no key.
    const old = kept.map(({ textCode: _c, ...l }) => ({ ...l, textParams: undefined }));
    await db.update(t.allowances).set({ details: old }).where(where);
    expect((await detail(ZH)).map((l) => l.description)).toEqual(english.map((l) => l.description));
  });

  it('the detail sheet in Chinese for zh-HK, as the screen shows it', async () => {
    const sep = await allowanceMonth(app, await app.login('admin'), '2030-09');
    const body = { dateFrom: sep.day(1), dateTo: '2030-09-30', driverId: sep.driverA };
    const res = await api.post(hr, '/limo/api/getAllowanceDetail?format=xlsx', body, ZH);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0];
    const descriptions = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(6).value ?? ''));
    const shown = (await api.post(hr, '/limo/api/getAllowanceDetail', body, ZH)).json() as Line[];
    expect(descriptions).toEqual(shown.map((l) => l.description));
    expect(descriptions.filter((d) => HAN.test(d)).length).toBeGreaterThan(descriptions.length / 2);
  });
});

describe("the overtime report in the reader's language (issue 30)", () => {
  it('answers the Chinese name beside the English one, and the sheet writes the reader’s one', async () => {
    await app.database.db.update(t.drivers).set({ driverNameChi: '陳大文' }).where(eq(t.drivers.id, aug.driverA));
    const body = period({ driverId: undefined });
    const res = await api.post(hr, '/limo/api/reports/driverOT', body, ZH);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json()._embedded.driverOTResults as { driverId: number; driverNo: string; driverNameEng: string; driverNameChi?: string | null }[];
    const mine = rows.find((r) => r.driverId === aug.driverA)!;
    expect(mine.driverNameChi).toBe('陳大文');
    const nameCell = async (headers: Record<string, string>) => {
      const file = await api.post(hr, '/limo/api/reports/driverOT?format=xlsx', body, headers);
      expect(file.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as never);
      const sheet = book.worksheets[0];
      const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === mine.driverNo)!;
      return row.getCell(2).value;
    };
    expect(await nameCell(ZH)).toBe('陳大文');
    expect(await nameCell(EN)).toBe(mine.driverNameEng);
  });
});
