import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { XLSX_TYPE } from '../src/documents/excel.js';
import { allowanceMonth, type AllowanceFixture, HAND_TOTALS, monthLogs } from './allowance-fixtures.js';
import { client, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

// The driver allowance of a month (issue 16 rules 3-9): computed end to end, closed, reopened, as files.

let app: TestApp;
let admin: string;
let hr: string;
let api: ReturnType<typeof client>;
let june: AllowanceFixture;

const period = (f: AllowanceFixture, extra: object = {}) => ({ dateFrom: f.day(1), dateTo: `${f.month}-30`, ...extra });

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  hr = await app.login('hr');
  june = await allowanceMonth(app, admin, '2030-06');
});
afterAll(() => app.close());

describe('a month computed end to end', () => {
  it('answers the hand-computed summary, footer and header', async () => {
    const summary = await api.post(hr, '/limo/api/getAllowanceDriverSummary', period(june));
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toEqual([
      { driverId: june.driverA, driverNo: june.driverNoA, driverNameEng: 'Allowance Full-time', driverNameChi: null, ...HAND_TOTALS.a },
      { driverId: june.driverB, driverNo: june.driverNoB, driverNameEng: 'Allowance Part-time', driverNameChi: null, ...HAND_TOTALS.b },
    ]);
    expect((await api.post(hr, '/limo/api/getAllowanceDriverFooter', period(june))).json()).toEqual(HAND_TOTALS.footer);
    expect((await api.post(hr, '/limo/api/getAllowanceHeader', period(june))).json()).toEqual({
      dateFrom: '2030-06-01',
      dateTo: '2030-06-30',
      branchId: 2,
      drivers: 2,
      total: '1202.88',
      closed: false,
    });
    const one = await api.post(hr, '/limo/api/getAllowanceDriverSummary', period(june, { driverId: june.driverB }));
    expect(one.json()).toEqual([expect.objectContaining({ driverId: june.driverB, total: '900.00' })]);
  });

  it('lists every line in order, with the rate row that paid it, and the day rows', async () => {
    const detail = (await api.post(hr, '/limo/api/getAllowanceDetail', period(june, { driverId: june.driverA }))).json() as Record<string, unknown>[];
    expect(detail.map((l) => [l.date, l.kind, l.pickupTime ?? null, l.allowanceRateId, l.qty, l.amount, l.noRate ?? false])).toEqual([
      ['2030-06-03', 'JOB', '10:00:00', june.rates.airport, 1, '60.00', false],
      ['2030-06-03', 'JOB', '23:30:00', june.rates.nightAirportSaloon, 1, '75.00', false],
      ['2030-06-03', 'OT', null, null, 75, '106.88', false],
      ['2030-06-04', 'JOB', '14:00:00', null, 1, '0.00', true],
      ['2030-06-04', 'OT', null, null, 60, '85.50', false],
      ['2030-06-05', 'JOB', '09:00:00', june.rates.hire, 1, '45.50', false],
      ['2030-06-05', 'OTHER', null, null, 1, '50.00', false],
      ['2030-06-05', 'OTHER', null, null, 1, '-120.00', false],
    ]);
    const monthly = (await api.post(hr, '/limo/api/getAllowanceDetailMonthly', period(june))).json() as Record<string, unknown>[];
    expect(monthly.map((r) => [r.driverId, r.date, r.jobs, r.jobAmount, r.ptAmount, r.otMinutes, r.otAmount, r.otherAmount, r.total])).toEqual([
      [june.driverA, '2030-06-03', 2, '135.00', '0.00', 75, '106.88', '0.00', '241.88'],
      [june.driverA, '2030-06-04', 1, '0.00', '0.00', 60, '85.50', '0.00', '85.50'],
      [june.driverA, '2030-06-05', 1, '45.50', '0.00', 0, '0.00', '-70.00', '-24.50'],
      [june.driverB, '2030-06-03', 2, '150.00', '400.00', 0, '0.00', '0.00', '550.00'],
      [june.driverB, '2030-06-04', 1, '0.00', '300.00', 0, '0.00', '50.00', '350.00'],
    ]);
    const drivers = (await api.post(hr, '/limo/api/getAllowanceDriver', period(june))).json();
    expect(drivers).toEqual([
      { driverId: june.driverA, driverNo: june.driverNoA, driverNameEng: 'Allowance Full-time', driverNameChi: null, employmentType: 'FT' },
      { driverId: june.driverB, driverNo: june.driverNoB, driverNameEng: 'Allowance Part-time', driverNameChi: null, employmentType: 'PT' },
    ]);
  });

  it('refuses a bad period, naming it', async () => {
    for (const body of [
      { dateFrom: '2030-06-31', dateTo: '2030-06-30' },
      { dateFrom: '2030-06-10', dateTo: '2030-06-01' },
      { dateFrom: '2030-01-01', dateTo: '2030-06-30' },
    ]) {
      const res = expectError(await api.post(hr, '/limo/api/getAllowanceDetail', body), 400);
      expect(res.invalidValues.length).toBeGreaterThan(0);
    }
    expectError(await api.post(hr, '/limo/api/getAllowanceDetail', { dateFrom: '2030-06-01' }), 400);
    expectError(await api.post(hr, '/limo/api/getAllowanceHeader?format=xlsx', period(june)), 400);
  });
});

describe('branch scoping and rights', () => {
  it("leaves out another branch's drivers and answers 404 for one asked by id", async () => {
    const sz = { 'X-Branch-Id': '1' };
    expectError(await api.post(admin, '/limo/api/getAllowanceDetail', period(june, { driverId: june.driverA }), sz), 404);
    expect((await api.post(admin, '/limo/api/getAllowanceDriverSummary', period(june), sz)).json()).toEqual([]);
    expect((await api.post(admin, '/limo/api/getAllowanceDriverFooter', period(june), sz)).json().total).toBe('0.00');
    expectError(await api.get(admin, `/limo/api/getAllowanceOther/${june.otherIds[0]}`, sz), 404);
    expectError(await api.post(admin, '/limo/api/getAllowanceOthers', { ...period(june), driverId: june.driverA }, sz), 404);
    expect((await api.post(admin, '/limo/api/getAllowanceOthers', period(june), sz)).json()).toEqual([]);
    const item = { driverId: june.driverA, allowanceOtherGroupId: june.groups.plus, allowanceOtherGroupNatureId: june.natures.meal, otherDate: june.day(9) };
    expectError(await api.post(admin, '/limo/api/upsertAllowanceOther', item, sz), 404);
    expectError(await api.post(admin, '/limo/api/upsertAllowanceOther', { id: june.otherIds[0], remarks: 'x' }, sz), 404);
    expectError(await api.post(admin, '/limo/api/reports/driverOT', period(june, { driverId: june.driverA }), sz), 404);
    // hr works in Hong Kong only.
    expectError(await api.post(hr, '/limo/api/getAllowanceDetail', period(june), sz), 403);
  });

  it('needs DRIVERALLOWANCE for the month, DRIVEROTRPT for the report', async () => {
    const dispatcher = await app.login('dispatcher');
    const accounts = await app.login('accounts');
    for (const call of [
      'getAllowanceHeader',
      'getAllowanceDetail',
      'getAllowanceDriver',
      'getAllowanceDriverSummary',
      'getAllowanceDriverFooter',
      'getAllowanceDetailMonthly',
      'getAllowanceOthers',
    ]) {
      expectError(await api.post(dispatcher, `/limo/api/${call}`, period(june)), 403);
      expectError(await api.post(accounts, `/limo/api/${call}`, period(june)), 403);
    }
    expectError(await api.get(dispatcher, `/limo/api/getAllowanceOther/${june.otherIds[0]}`), 403);
    expectError(await api.post(dispatcher, '/limo/api/upsertAllowanceOther', { id: june.otherIds[0], remarks: 'x' }), 403);
    expectError(await api.post(dispatcher, '/limo/api/closeAllowanceMonth', { month: '2030-06' }), 403);
    expectError(await api.post(dispatcher, '/limo/api/reopenAllowanceMonth', { month: '2030-06' }), 403);
    expectError(await api.post(dispatcher, '/limo/api/reports/driverOT', period(june)), 403);
    expect((await api.post(accounts, '/limo/api/reports/driverOT', period(june))).statusCode).toBe(200);
  });
});

describe('other items', () => {
  it('lists items with their line amounts, reads one, updates one', async () => {
    const list = (await api.post(hr, '/limo/api/getAllowanceOthers', period(june))).json() as Record<string, unknown>[];
    expect(list.map((o) => [o.otherDate, o.driverNo, o.sign, o.qty, o.amount, o.lineAmount])).toEqual([
      ['2030-06-04', june.driverNoB, 1, 1.5, null, '50.00'],
      ['2030-06-05', june.driverNoA, 1, 1, null, '50.00'],
      ['2030-06-05', june.driverNoA, -1, 1, '120.00', '-120.00'],
    ]);
    const one = await api.get(hr, `/limo/api/getAllowanceOther/${june.otherIds[1]}`);
    expect(one.json()).toMatchObject({
      id: june.otherIds[1],
      driverId: june.driverA,
      lineAmount: '-120.00',
      groupCode: expect.any(String),
      natureCode: expect.any(String),
    });
    const updated = await api.post(hr, '/limo/api/upsertAllowanceOther', { id: june.otherIds[1], amount: '121.00' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ amount: '121.00', lineAmount: '-121.00', version: 1 });
    await api.post(hr, '/limo/api/upsertAllowanceOther', { id: june.otherIds[1], amount: '120.00' });
    expectError(await api.get(hr, '/limo/api/getAllowanceOther/99999999'), 404);
  });

  it("refuses a nature that is not the group's, and bad fields, saving nothing", async () => {
    const before = (await app.database.db.select().from(t.allowanceOthers)).length;
    const bad = expectError(
      await api.post(hr, '/limo/api/upsertAllowanceOther', {
        driverId: june.driverA,
        allowanceOtherGroupId: june.groups.plus,
        allowanceOtherGroupNatureId: june.natures.unlinked,
        otherDate: june.day(6),
      }),
      400,
    );
    expect(bad.invalidValues.map((v) => v.field)).toEqual(['allowanceOtherGroupNatureId']);
    const fields = expectError(
      await api.post(hr, '/limo/api/upsertAllowanceOther', {
        driverId: june.driverA,
        allowanceOtherGroupId: june.groups.plus,
        otherDate: '2030-02-30',
        qty: -1,
      }),
      400,
    );
    expect(fields.invalidValues.map((v) => v.field).sort()).toEqual(['allowanceOtherGroupNatureId', 'otherDate', 'qty']);
    expect((await app.database.db.select().from(t.allowanceOthers)).length).toBe(before);
  });
});

describe('closing and reopening a month', () => {
  it('keeps the closed figures when the rate card changes; reopening recomputes them', async () => {
    const closed = await api.post(hr, '/limo/api/closeAllowanceMonth', { month: '2030-06' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ month: '2030-06', branchId: 2, drivers: 2, total: '1202.88', closedBy: 'hr', closedDt: expect.any(String) });
    const stored = await app.database.db
      .select()
      .from(t.allowances)
      .where(and(eq(t.allowances.month, '2030-06'), eq(t.allowances.branchId, 2)));
    expect(stored.map((r) => [r.driverId, r.total]).sort()).toEqual(
      [
        [june.driverA, '302.88'],
        [june.driverB, '900.00'],
      ].sort(),
    );
    const detailBefore = (await api.post(hr, '/limo/api/getAllowanceDetail', period(june))).json();
    expect(detailBefore).toHaveLength(14);

    // The card changes: the airport row and the overtime rate.
    const changed = await api.post(hr, '/limo/api/upsertAllowanceRate', { id: june.rates.airport, amount: '99.00' });
    expect(changed.statusCode, changed.body).toBe(200);
    const version = await api.patch(hr, `/limo/api/allowanceEffDates/${june.versionId}`, { otHourlyRate: '100.00' });
    expect(version.statusCode, version.body).toBe(200);

    expect((await api.post(hr, '/limo/api/getAllowanceDriverFooter', period(june))).json()).toEqual(HAND_TOTALS.footer);
    expect((await api.post(hr, '/limo/api/getAllowanceHeader', period(june))).json()).toMatchObject({ total: '1202.88', closed: true });
    expect((await api.post(hr, '/limo/api/getAllowanceDetail', period(june))).json()).toEqual(detailBefore);
    const summary = (await api.post(hr, '/limo/api/getAllowanceDriverSummary', period(june))).json() as Record<string, unknown>[];
    expect(summary.map((s) => s.total)).toEqual(['302.88', '900.00']);
    const ot = (await api.post(hr, '/limo/api/reports/driverOT', period(june))).json();
    expect(ot.totals).toEqual({ otMinutes: 135, otAmount: '192.38' });
    // Part of a closed month and part of an open one: the closed part as closed.
    const across = (await api.post(hr, '/limo/api/getAllowanceHeader', { dateFrom: '2030-06-05', dateTo: '2030-07-05' })).json();
    expect(across).toMatchObject({ total: '-24.50', closed: false });

    // Closed: no second close, no item into or out of it.
    const again = expectError(await api.post(hr, '/limo/api/closeAllowanceMonth', { month: '2030-06' }), 409);
    expect((again as unknown as { code: string }).code).toBe('MONTH_CLOSED');
    const into = expectError(
      await api.post(hr, '/limo/api/upsertAllowanceOther', {
        driverId: june.driverA,
        allowanceOtherGroupId: june.groups.plus,
        allowanceOtherGroupNatureId: june.natures.meal,
        otherDate: june.day(20),
      }),
      409,
    );
    expect((into as unknown as { code: string }).code).toBe('MONTH_CLOSED');
    const out = expectError(await api.post(hr, '/limo/api/upsertAllowanceOther', { id: june.otherIds[0], otherDate: '2030-07-01' }), 409);
    expect((out as unknown as { code: string }).code).toBe('MONTH_CLOSED');
    // The generic collection keeps the same rules: no item created, moved or deleted in a closed month.
    const generic = { driverId: june.driverA, allowanceOtherGroupId: june.groups.plus, allowanceOtherGroupNatureId: june.natures.meal, qty: 1 };
    expect((await api.post(hr, '/limo/api/allowanceOthers', { ...generic, otherDate: june.day(21) })).json().code).toBe('MONTH_CLOSED');
    expect((await api.patch(hr, `/limo/api/allowanceOthers/${june.otherIds[0]}`, { remarks: 'late' })).json().code).toBe('MONTH_CLOSED');
    expect((await api.del(hr, `/limo/api/allowanceOthers/${june.otherIds[0]}`)).json().code).toBe('MONTH_CLOSED');

    // Reopening needs its own right.
    const clerk = await newStaff(app, admin, ['DRIVERALLOWANCE']);
    expectError(await api.post(clerk.token, '/limo/api/reopenAllowanceMonth', { month: '2030-06' }), 403);
    const reopened = await api.post(hr, '/limo/api/reopenAllowanceMonth', { month: '2030-06' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual({ month: '2030-06', branchId: 2, reopened: 2 });
    const notClosed = expectError(await api.post(hr, '/limo/api/reopenAllowanceMonth', { month: '2030-06' }), 409);
    expect((notClosed as unknown as { code: string }).code).toBe('MONTH_OPEN');
    expect(await monthLogs(app, '2030-06')).toEqual([
      expect.objectContaining({ action: 'CLOSE', drivers: 2, total: '1202.88', doneBy: 'hr' }),
      expect.objectContaining({ action: 'REOPEN', drivers: 2, total: '1202.88', doneBy: 'hr' }),
    ]);

    // Open again: computed from today's card (airport 99.00 twice; overtime 75 min and 60 min at 100.00/h).
    const now = (await api.post(hr, '/limo/api/getAllowanceDriverFooter', period(june))).json();
    expect(now).toMatchObject({ jobAmount: '408.50', otAmount: '225.00', total: '1313.50' });
    expect((await api.post(hr, '/limo/api/getAllowanceHeader', period(june))).json().closed).toBe(false);
  });

  it('closes a month with nothing in it, and refuses a bad month', async () => {
    const res = await api.post(hr, '/limo/api/closeAllowanceMonth', { month: '2031-02' });
    expect(res.json()).toMatchObject({ drivers: 0, total: '0.00' });
    expect((await api.post(hr, '/limo/api/getAllowanceHeader', { dateFrom: '2031-02-01', dateTo: '2031-02-28' })).json().closed).toBe(true);
    expectError(await api.post(hr, '/limo/api/closeAllowanceMonth', { month: '2031-13' }), 400);
    expectError(await api.post(hr, '/limo/api/reopenAllowanceMonth', {}), 400);
  });
});

describe('files', () => {
  const load = async (payload: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as never);
    return workbook.worksheets[0];
  };

  it('answers the detail, summary and day rows as real .xlsx files', async () => {
    const detail = await api.post(hr, '/limo/api/getAllowanceDetail?format=xlsx', period(june, { driverId: june.driverA }));
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['content-type']).toContain(XLSX_TYPE);
    expect(detail.headers['content-disposition']).toMatch(/^attachment; filename="allowance-detail-\d{8}-\d{4}\.xlsx"/);
    const sheet = await load(detail.rawPayload);
    expect(sheet.rowCount).toBe(1 + 8);
    // The month was reopened after the airport row became 99.00 (above).
    expect(sheet.getRow(2).getCell(8).value).toBe(99);
    const summary = await load((await api.post(hr, '/limo/api/getAllowanceDriverSummary?format=xlsx', period(june))).rawPayload);
    expect(summary.getRow(1).getCell(1).value).toBe('Driver No.');
    expect(summary.rowCount).toBe(1 + 2 + 1);
    expect(summary.getRow(4).getCell(1).value).toBe('Total');
    const days = await api.post(hr, '/limo/api/getAllowanceDetailMonthly?format=xlsx', period(june));
    expect((await load(days.rawPayload)).rowCount).toBe(1 + 5);
    expectError(await api.post(hr, '/limo/api/getAllowanceDetail?format=pdf', period(june)), 400);
  });

  it("heads the sheets in the request's language: Chinese for zh-HK, the footer's word too (issue 30)", async () => {
    const zh = { 'accept-language': 'zh-HK' };
    const summary = await load((await api.post(hr, '/limo/api/getAllowanceDriverSummary?format=xlsx', period(june), zh)).rawPayload);
    expect([1, 2, 3, 10].map((n) => summary.getRow(1).getCell(n).value)).toEqual(['司機編號', '司機姓名', '工作數目', '合計']);
    expect(summary.getRow(4).getCell(1).value).toBe('合計');
    const detail = await load((await api.post(hr, '/limo/api/getAllowanceDetail?format=xlsx', period(june, { driverId: june.driverA }), zh)).rawPayload);
    expect(detail.getRow(1).getCell(6).value).toBe('描述');
  });
});

describe('the overtime report', () => {
  it("answers each full-time driver's overtime days with the roster's times, and its files", async () => {
    const july = await allowanceMonth(app, admin, '2030-07');
    const res = await api.post(hr, '/limo/api/reports/driverOT', { dateFrom: '2030-07-01', dateTo: '2030-07-31', driverId: july.driverA });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      _embedded: {
        driverOTResults: [
          {
            driverId: july.driverA,
            driverNo: july.driverNoA,
            driverNameEng: 'Allowance Full-time',
            driverNameChi: null,
            date: '2030-07-03',
            dutyTime: '08:00:00',
            offDutyTime: '19:20:00',
            workedMinutes: 680,
            otMinutes: 75,
            otAmount: '106.88',
          },
          {
            driverId: july.driverA,
            driverNo: july.driverNoA,
            driverNameEng: 'Allowance Full-time',
            driverNameChi: null,
            date: '2030-07-04',
            dutyTime: '22:00:00',
            offDutyTime: '09:10:00',
            workedMinutes: 670,
            otMinutes: 60,
            otAmount: '85.50',
          },
        ],
      },
      totals: { otMinutes: 135, otAmount: '192.38' },
    });
    const all = (await api.post(hr, '/limo/api/reports/driverOT', { dateFrom: '2030-07-01', dateTo: '2030-07-31' })).json();
    expect(all._embedded.driverOTResults.map((r: { driverId: number }) => r.driverId)).not.toContain(july.driverB);

    const xlsx = await api.post(hr, '/limo/api/reports/driverOT?format=xlsx', { dateFrom: '2030-07-01', dateTo: '2030-07-31', driverId: july.driverA });
    expect(xlsx.headers['content-type']).toContain(XLSX_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as never);
    expect(workbook.worksheets[0].rowCount).toBe(1 + 2 + 1);
    const pdf = await api.post(hr, '/limo/api/reports/driverOT?format=pdf', { dateFrom: '2030-07-01', dateTo: '2030-07-31' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/filename="driver-overtime-\d{8}-\d{4}\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expectError(await api.post(hr, '/limo/api/reports/driverOT?format=csv', { dateFrom: '2030-07-01', dateTo: '2030-07-31' }), 400);
  });
});
