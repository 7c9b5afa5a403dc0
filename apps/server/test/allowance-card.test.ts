import { nextDate, operatorToday } from '@limo/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, code, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

// The allowance rate card's calls (issue 16 rules 1, 4, 5, 7): versions, rate rows, reseq, copy, other groups and natures.

let app: TestApp;
let hr: string;
let dispatcher: string;
let api: ReturnType<typeof client>;
let version: number;
const db = () => app.database.db;
type Row = Record<string, unknown> & { id: number };

const ratesOf = async (id: number) => db().select().from(t.allowanceRates).where(eq(t.allowanceRates.allowanceEffDateId, id)).orderBy(asc(t.allowanceRates.id));

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  hr = await app.login('hr');
  dispatcher = await app.login('dispatcher');
  const res = await api.post(hr, '/limo/api/allowanceEffDates', { effDate: '2031-03-01', otHourlyRate: '80.00' });
  expect(res.statusCode, res.body).toBe(201);
  version = res.json().id;
});
afterAll(() => app.close());

describe('the demo rate card', () => {
  it('has a version from 1 January and a dearer one for airport jobs from next month, and part-time drivers', async () => {
    const today = operatorToday();
    const versions = (await api.get(hr, '/limo/api/getAllowanceEffDates')).json() as Row[];
    const effDates = versions.map((v) => v.effDate);
    expect(effDates).toEqual([...effDates].sort().reverse());
    const first = versions.find((v) => v.effDate === `${today.slice(0, 4)}-01-01`);
    const next = versions.find((v) => v.effDate === `${nextDate(`${today.slice(0, 7)}-28`, 4).slice(0, 7)}-01`);
    expect(first && next).toBeTruthy();
    const airport = async (v: Row) =>
      ((await api.post(hr, '/limo/api/getAllowanceRates', { allowanceEffDateId: v.id })).json() as Row[]).filter((r) => r.allowanceLocationCode === 'AIRPORT');
    const [before, after] = [await airport(first as Row), await airport(next as Row)];
    expect(before.length).toBe(6);
    before.forEach((r, i) => expect(Number(after[i].amount)).toBeGreaterThan(Number(r.amount)));
    const rows = (await api.post(hr, '/limo/api/getAllowanceRates', { allowanceEffDateId: (first as Row).id })).json() as Row[];
    expect(rows.at(-1)).toMatchObject({ allowanceLocationId: null, allowanceVehicleTypeId: null, fromTime: null, amount: '30.00' });
    const drivers = await db().select({ type: t.drivers.employmentType }).from(t.drivers);
    const pt = drivers.filter((d) => d.type === 'PT').length;
    expect(pt).toBeGreaterThanOrEqual(Math.floor(drivers.length / 4));
    expect(pt).toBeLessThanOrEqual(Math.ceil(drivers.length / 4));
    expect((await db().select().from(t.allowanceOtherGroups)).map((g) => g.groupCode).sort()).toEqual(['FINE', 'MEAL', 'PERMIT']);
  });
});

describe('rate rows', () => {
  it('makes rows after the last seq, updates one by id, reads them by seq with their group codes', async () => {
    const [loc] = await db().select().from(t.allowanceLocations).where(eq(t.allowanceLocations.allowanceLocationCode, 'AIRPORT'));
    const first = await api.post(hr, '/limo/api/upsertAllowanceRate', { allowanceEffDateId: version, allowanceLocationId: loc.id, amount: '10' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ seq: 1, amount: '10.00', allowanceLocationCode: 'AIRPORT', allowanceVehicleTypeCode: null, version: 0 });
    const second = await api.post(hr, '/limo/api/upsertAllowanceRate', {
      allowanceEffDateId: version,
      serviceType: 'Hire',
      fromTime: '22:00',
      toTime: '06:00',
      amount: '20.00',
    });
    expect(second.json()).toMatchObject({ seq: 2, fromTime: '22:00:00', toTime: '06:00:00' });
    const given = await api.post(hr, '/limo/api/upsertAllowanceRate', { allowanceEffDateId: version, seq: 9, amount: '5.00' });
    expect(given.json().seq).toBe(9);
    const updated = await api.post(hr, '/limo/api/upsertAllowanceRate', { id: first.json().id, amount: '11.50', remarks: 'Airport' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: first.json().id, seq: 1, amount: '11.50', remarks: 'Airport', version: 1 });
    const list = (await api.post(hr, '/limo/api/getAllowanceRates', { allowanceEffDateId: version })).json() as Row[];
    expect(list.map((r) => [r.seq, r.amount])).toEqual([
      [1, '11.50'],
      [2, '20.00'],
      [9, '5.00'],
    ]);
    expect((await api.get(hr, `/limo/api/getAllowanceRate/${first.json().id}`)).json()).toMatchObject({ amount: '11.50', allowanceLocationCode: 'AIRPORT' });
  });

  it('refuses bad rows listing every problem, and unknown ids', async () => {
    const bad = expectError(
      await api.post(hr, '/limo/api/upsertAllowanceRate', { allowanceEffDateId: version, fromTime: '25:00', serviceType: 'Boat', amount: 'ten' }),
      400,
    );
    expect(bad.invalidValues.map((v) => v.field).sort()).toEqual(['amount', 'fromTime', 'serviceType']);
    expectError(await api.post(hr, '/limo/api/upsertAllowanceRate', { allowanceEffDateId: 99999999, amount: '1.00' }), 400);
    expectError(await api.post(hr, '/limo/api/upsertAllowanceRate', { id: 99999999, amount: '1.00' }), 404);
    expectError(await api.post(hr, '/limo/api/upsertAllowanceRate', { id: 'x', amount: '1.00' }), 400);
    expectError(await api.get(hr, '/limo/api/getAllowanceRate/99999999'), 404);
    expectError(await api.post(hr, '/limo/api/getAllowanceRates', { allowanceEffDateId: 99999999 }), 404);
    expectError(await api.post(hr, '/limo/api/getAllowanceRates', {}), 400);
  });

  it('reseqs the rows in the order given; a wrong set of ids is 400 and changes nothing', async () => {
    const rows = await ratesOf(version);
    const reversed = [...rows].reverse().map((r) => r.id);
    const res = await api.post(hr, '/limo/api/reseqAllowanceRates', { allowanceEffDateId: version, ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Row[]).map((r) => [r.id, r.seq])).toEqual(reversed.map((id, i) => [id, i + 1]));
    const after = await ratesOf(version);
    for (const wrong of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 99999999]]) {
      const err = expectError(await api.post(hr, '/limo/api/reseqAllowanceRates', { allowanceEffDateId: version, ids: wrong }), 400);
      expect(err.invalidValues.length).toBeGreaterThan(0);
    }
    const [other] = await db().select().from(t.allowanceRates).where(eq(t.allowanceRates.seq, 1)).limit(1);
    expectError(await api.post(hr, '/limo/api/reseqAllowanceRates', { allowanceEffDateId: version, ids: [...reversed.slice(1), other.id] }), 400);
    expect(await ratesOf(version)).toEqual(after);
    expectError(await api.post(hr, '/limo/api/reseqAllowanceRates', { allowanceEffDateId: 99999999, ids: [] }), 404);
  });

  it('copies a version with its rows and part-time basics; 409 when the date has a version', async () => {
    await api.post(hr, '/limo/api/allowancePtBasics', { allowanceEffDateId: version, seq: 1, dailyAmount: '300.00' });
    const res = await api.post(hr, '/limo/api/copyAllowanceRates', { fromAllowanceEffDateId: version, effDate: '2031-09-01' });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ effDate: '2031-09-01', otStandardMinutes: 600, otHourlyRate: '80.00' });
    const strip = (r: Record<string, unknown>) => [
      r.seq,
      r.allowanceLocationId,
      r.allowanceVehicleTypeId,
      r.serviceType,
      r.fromTime,
      r.toTime,
      r.amount,
      r.remarks,
    ];
    const bySeq = (rows: Record<string, unknown>[]) => rows.map(strip).sort((x, y) => Number(x[0]) - Number(y[0]));
    expect(bySeq(await ratesOf(made.id))).toEqual(bySeq(await ratesOf(version)));
    const basics = await db().select().from(t.allowancePtBasics).where(eq(t.allowancePtBasics.allowanceEffDateId, made.id));
    expect(basics.map((b) => [b.seq, b.dailyAmount])).toEqual([[1, '300.00']]);
    expectError(await api.post(hr, '/limo/api/copyAllowanceRates', { fromAllowanceEffDateId: version, effDate: '2031-09-01' }), 409);
    expectError(await api.post(hr, '/limo/api/copyAllowanceRates', { fromAllowanceEffDateId: 99999999, effDate: '2031-10-01' }), 404);
    expectError(await api.post(hr, '/limo/api/copyAllowanceRates', { fromAllowanceEffDateId: version, effDate: '2031-02-30' }), 400);
  });
});

describe('other groups and natures', () => {
  it('saves a group with its natures, replaces them, and refuses an unknown nature saving nothing', async () => {
    const nature = async (defaultAmount: string | null) => {
      const res = await api.post(hr, '/limo/api/upsertAllowanceOtherGroupNature', {
        natureCode: code('N'),
        descEng: 'Parking',
        descChi: '泊車',
        defaultAmount,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Row;
    };
    const [a, b, c] = [await nature('40'), await nature(null), await nature('5.50')];
    expect(a.defaultAmount).toBe('40.00');
    const renamed = await api.post(hr, '/limo/api/upsertAllowanceOtherGroupNature', { id: a.id, descEng: 'Car park' });
    expect(renamed.statusCode).toBe(200);
    expect((await api.get(hr, `/limo/api/allowanceOtherGroupNature/${a.id}`)).json()).toMatchObject({ descEng: 'Car park', defaultAmount: '40.00' });
    expectError(await api.get(hr, '/limo/api/allowanceOtherGroupNature/99999999'), 404);

    const groupCode = code('G');
    const made = await api.post(hr, '/limo/api/upsertAllowanceOtherGroup', { groupCode, descEng: 'Parking', sign: 1, natureIds: [b.id, a.id] });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ groupCode, sign: 1, natureIds: [a.id, b.id].sort((x, y) => x - y) });
    const id = made.json().id;
    const replaced = await api.post(hr, '/limo/api/upsertAllowanceOtherGroup', { id, natureIds: [c.id, b.id] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().natureIds).toEqual([b.id, c.id].sort((x, y) => x - y));
    const bad = expectError(await api.post(hr, '/limo/api/upsertAllowanceOtherGroup', { id, descEng: 'Changed', natureIds: [a.id, 99999999] }), 400);
    expect(bad.invalidValues).toEqual([{ field: 'natureIds', value: 99999999 }]);
    const [kept] = await db().select().from(t.allowanceOtherGroups).where(eq(t.allowanceOtherGroups.id, id));
    expect(kept.descEng).toBe('Parking');
    const maps = await db().select().from(t.allowanceOtherGroupNatureMaps).where(eq(t.allowanceOtherGroupNatureMaps.allowanceOtherGroupId, id));
    expect(maps.map((m) => m.allowanceOtherGroupNatureId).sort()).toEqual([b.id, c.id].sort());
    expectError(await api.post(hr, '/limo/api/upsertAllowanceOtherGroup', { groupCode, descEng: 'Twice', sign: 1, natureIds: [] }), 409);
    expectError(await api.post(hr, '/limo/api/upsertAllowanceOtherGroup', { groupCode: code('G'), descEng: 'Sign', sign: 2, natureIds: 'x' }), 400);
    const emptied = await api.post(hr, '/limo/api/upsertAllowanceOtherGroup', { id, natureIds: [] });
    expect(emptied.json().natureIds).toEqual([]);
  });
});

describe('rights', () => {
  it('needs ALLOWANCERATE for the card', async () => {
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/limo/api/getAllowanceEffDates'],
      ['POST', '/limo/api/getAllowanceRates', { allowanceEffDateId: version }],
      ['GET', '/limo/api/getAllowanceRate/1'],
      ['POST', '/limo/api/upsertAllowanceRate', { allowanceEffDateId: version, amount: '1.00' }],
      ['POST', '/limo/api/reseqAllowanceRates', { allowanceEffDateId: version, ids: [] }],
      ['POST', '/limo/api/copyAllowanceRates', { fromAllowanceEffDateId: version, effDate: '2032-01-01' }],
      ['POST', '/limo/api/upsertAllowanceOtherGroup', { groupCode: 'X', descEng: 'X', sign: 1, natureIds: [] }],
      ['POST', '/limo/api/upsertAllowanceOtherGroupNature', { natureCode: 'X', descEng: 'X' }],
      ['GET', '/limo/api/allowanceOtherGroupNature/1'],
    ];
    for (const [method, url, body] of calls) expectError(await api.call(dispatcher, method, url, body), 403);
    expect((await db().select().from(t.allowanceEffDates).where(eq(t.allowanceEffDates.effDate, '2032-01-01'))).length).toBe(0);
  });
});
