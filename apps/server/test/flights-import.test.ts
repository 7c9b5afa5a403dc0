import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { expectError, newStaff } from './files-helpers.js';
import { flightKit } from './flights-fixtures.js';
import { createTestApp, type TestApp } from './harness.js';

// importFlightSchedules (issue 15): the timetable from a CSV file, all rows or none.

const ROUTE = 'POST /limo/api/importFlightSchedules';
const HEADER = 'flightNo,origin,destination,scheduledDeparture,scheduledArrival,weekdays,validFrom,validTo,terminal';
let app: TestApp;
let admin: string;
let kit: ReturnType<typeof flightKit>;

const stored = (prefix: string) =>
  app.database.db
    .select()
    .from(t.flightSchedules)
    .where(like(t.flightSchedules.flightNo, `${prefix}%`));

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  kit = flightKit(app);
});
afterAll(() => app.close());

describe('importing the timetable', () => {
  const good = [
    // A byte-order mark, columns in another order and other case, quoted cells, a blank line, "7:10", "1.3.5..", lower case codes.
    '\uFEFFFlightNo,Origin,Destination,ScheduledArrival,ScheduledDeparture,Weekdays,ValidFrom,ValidTo,Terminal',
    'QA301,LHR,HKG,06:05,21:40,1234567,2031-03-01,2031-10-25,T1',
    '',
    '"qa 302",hkg,sin,11:15,7:10,1.3.5..,2031-03-01,,"T1"',
    'QA303,HKG,NRT,14:05,08:45,,2031-03-01,,',
  ].join('\n');

  it('saves every row, as documented, and the lookup finds them', async () => {
    const res = await kit.importCsv(admin, good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rows: 3, inserted: 3, replaced: 0 });
    await kit.documented(ROUTE, res);
    const rows = (await stored('QA3')).sort((a, b) => a.flightNo.localeCompare(b.flightNo));
    expect(rows.map((r) => [r.flightNo, r.origin, r.destination, r.scheduledDeparture, r.scheduledArrival, r.weekdays, r.validTo, r.terminal])).toEqual([
      ['QA301', 'LHR', 'HKG', '21:40:00', '06:05:00', '1234567', '2031-10-25', 'T1'],
      ['QA302', 'HKG', 'SIN', '07:10:00', '11:15:00', '135', null, 'T1'],
      ['QA303', 'HKG', 'NRT', '08:45:00', '14:05:00', '1234567', null, null],
    ]);
    expect(rows.every((r) => r.createBy === 'admin')).toBe(true);
    // 2031-03-05 is a Wednesday.
    const found = await kit.lookup(admin, { flightNo: 'QA302', date: '2031-03-05' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ origin: 'HKG', destination: 'SIN', scheduledTime: '07:10' });
  });

  it('replaces the rows of the same flight number and validFrom when the file comes again', async () => {
    const again = await kit.importCsv(admin, good.replace('QA303,HKG,NRT,14:05,08:45', 'QA303,HKG,NRT,14:15,08:55'));
    expect(again.json()).toEqual({ rows: 3, inserted: 0, replaced: 3 });
    const rows = await stored('QA3');
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.flightNo === 'QA303')?.scheduledDeparture).toBe('08:55:00');
  });

  it('takes the file itself as the body (Content-Type text/csv)', async () => {
    const res = await app.as(admin, {
      method: 'POST',
      url: '/limo/api/importFlightSchedules',
      headers: { 'content-type': 'text/csv' },
      payload: `${HEADER}\nQB401,HKG,TPE,08:00,09:55,1234567,2031-03-01,,T1\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rows: 1, inserted: 1, replaced: 0 });
  });

  it('saves nothing when one row is wrong, and the 400 names its row and column', async () => {
    const csv = [
      HEADER,
      'QC501,LHR,HKG,21:40,06:05,1234567,2031-03-01,,T1',
      'QC502,LHR,HKG,21:40,06:05,1234567,2031-03-01,,T1',
      'QC503,HKG,SIN,25:00,11:15,1234567,2031-03-01,,T1',
    ].join('\n');
    const err = expectError(await kit.importCsv(admin, csv), 400) as ReturnType<typeof expectError> & { rows: unknown[] };
    expect(err.message).toBe('Nothing was imported: row 4, column scheduledDeparture: Departs must be a time HH:mm:ss');
    expect(err.rows).toEqual([{ row: 4, column: 'scheduledDeparture', message: 'Departs must be a time HH:mm:ss' }]);
    expect(err.invalidValues).toEqual([{ field: 'row 4.scheduledDeparture', value: '25:00' }]);
    expect(await stored('QC5')).toEqual([]);
  });

  it('lists every problem of every row', async () => {
    const csv = [
      HEADER,
      'QD601,LONDON,HKG,21:40,06:05,1234567,2031-03-01,,T1',
      'QD602,LHR,HKG,21:40,06:05,1234567,2031-03-01,2031-02-01,T1',
      'QD603,LHR,SIN,21:40,06:05,1234567,2031-03-01,,T1',
      'QD604,HKG,SIN,07:10,11:15,8,2031-03-01,,T1',
      'QD602,LHR,HKG,21:40,06:05,1234567,2031-03-01,,T1',
      'FLIGHT,HKG,SIN,07:10,11:15,1234567,,,T1',
    ].join('\r\n');
    const err = expectError(await kit.importCsv(admin, csv), 400);
    expect(err.errors).toEqual([
      'row 2, column origin: Origin must be at most 3 characters',
      'row 2, column origin: Origin must be an IATA airport code, as HKG',
      'row 3, column validTo: Valid To must not be before Valid From',
      'row 4, column destination: one of origin and destination must be HKG (an arrival or a departure)',
      'row 5, column weekdays: Weekdays must list ISO weekdays in order, as 1234567 (1 Monday)',
      'row 6, column validFrom: QD602 from 2031-03-01 is row 3 already',
      'row 7, column flightNo: Flight must be an airline code and a number, as CX251',
      'row 7, column validFrom: Valid From is required',
    ]);
    expect(await stored('QD6')).toEqual([]);
  });

  it.each([
    [
      'a missing column',
      'flightNo,origin,destination,scheduledDeparture,validFrom\nQE1,HKG,SIN,07:10,2031-03-01',
      'row 1, column scheduledArrival: the header has no column scheduledArrival',
    ],
    ['a column twice', `${HEADER},origin\nQE1,HKG,SIN,07:10,11:15,1234567,2031-03-01,,T1,HKG`, 'row 1, column origin: the header has origin twice'],
    ['a header alone', `${HEADER}\n\n`, 'row 1: the file has a header but no flights'],
    ['empty cells only', ',,,\n ,', 'row 1: the file is empty: it needs a header row and at least one flight'],
    ['an unclosed quote', `${HEADER}\n"QE1,HKG,SIN,07:10,11:15,1234567,2031-03-01,,T1`, 'the file is not readable CSV'],
  ])('refuses %s with a 400 naming the row', async (_what, csv, message) => {
    const err = expectError(await kit.importCsv(admin, csv), 400);
    expect(err.message).toContain(message);
  });

  it('refuses a body without the file', async () => {
    expect(expectError(await kit.importCsv(admin, '  '), 400).message).toContain('csv is empty');
    expect(expectError(await app.as(admin, { method: 'POST', url: '/limo/api/importFlightSchedules', payload: {} }), 400).message).toBe('csv is required');
  });

  it('needs the right OPERATIONFILES: the right ORDERING reads the timetable, it does not import one', async () => {
    const csv = `${HEADER}\nQF701,HKG,SIN,07:10,11:15,1234567,2031-03-01,,T1`;
    const orderingOnly = await newStaff(app, admin, ['ORDERING']);
    expectError(await kit.importCsv(orderingOnly.token, csv), 403);
    expectError(await kit.importCsv(await app.login('accounts'), csv), 403);
    expect(await stored('QF7')).toEqual([]);
    const dispatcher = await kit.importCsv(await app.login('dispatcher'), csv);
    expect(dispatcher.statusCode, dispatcher.body).toBe(200);
  });
});
