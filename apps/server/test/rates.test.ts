import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.js';
import { client, code, embedded, expectError, type Item, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

// The class rate and special rate calls (issue 8): saves with all their rows in one transaction,
// the route tables, the copies, and the list of special rates by client.

let t: TestApp;
let admin: string;
let accounts: string;
let api: ReturnType<typeof client>;
const db = () => t.database.db;
const type: Record<string, number> = {};
const loc: Record<string, number> = {};
let ocs: number[];
let clientTypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  [admin, accounts] = await Promise.all(['admin', 'accounts'].map((u) => t.login(u)));
  for (const v of await db().select().from(s.vehicleTypes)) type[v.vehicleType] = v.id;
  for (const l of await db()
    .select()
    .from(s.locations)
    .where(inArray(s.locations.locationCode, ['PEN', 'HKG-T1', 'IFC', 'RGH'])))
    loc[l.locationCode] = l.id;
  ocs = (await db().select().from(s.tariffOCs).limit(3)).map((o) => o.id);
  clientTypeId = (await db().select().from(s.clientTypes).limit(1))[0].id;
});
afterAll(() => t.close());

/** A tariff of its own, so the demo's rates never overlap the test's. */
async function newTariff() {
  const res = await api.post(admin, '/limo/api/tariffs', { tariffCode: code('TR'), tariffDescEng: 'Rates test tariff' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
async function newClient() {
  const res = await api.post(admin, '/limo/api/createClients', {
    clientCode: code('RC', 20),
    clientShortName: 'Rates',
    clientNameEng: 'Rates Test Client',
    clientTypeId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const parts = () => ({
  tariffRateDtlTableBs: [
    { fromZone: 'airport', toZone: 'CENTRAL', amount: '680' },
    { fromZone: 'TST', toZone: 'KOWLOON', amount: 350 },
  ],
  tariffRateDtlTableLs: [{ fromLocationId: loc.PEN, toLocationId: loc['HKG-T1'], amount: '550.50' }],
  tariffRateHires: [
    { minHours: 3, hourAmt: '520', blockMins: 30, blockAmt: '260' },
    { minHours: 8, hourAmt: '480' },
  ],
  tariffRateExtras: [{ extraType: 'TIME', extraCode: 'night', fromTime: '23:00', toTime: '06:00', percent: 20 }],
});
const classRate = (tariffId: number, over: Record<string, unknown> = {}) => ({
  tariffId,
  vehicleTypeId: type['S-CLASS'],
  effectiveDate: '2026-01-01',
  expiryDate: '2026-12-31',
  transferAmt: '600',
  stopAmt: '100',
  freeWaitMins: 30,
  waitBlockMins: 15,
  waitBlockAmt: '80',
  ...parts(),
  ...over,
});

async function created(url: string, body: unknown, token = admin) {
  const res = await api.post(token, url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Item & Record<string, Item[]>;
}
/** A rate's rows as they are stored, in a comparable form. */
async function stored(rateId: number) {
  const dtls = await db().select().from(s.tariffRateDtls).where(eq(s.tariffRateDtls.tariffRateId, rateId));
  const hires = await db().select().from(s.tariffRateHires).where(eq(s.tariffRateHires.tariffRateId, rateId));
  const extras = await db().select().from(s.tariffRateExtras).where(eq(s.tariffRateExtras.tariffRateId, rateId));
  return {
    dtls: dtls.map((d) => `${d.tableType}|${d.fromZone ?? d.fromLocationId}|${d.toZone ?? d.toLocationId}|${d.amount}`).sort(),
    hires: hires.map((h) => `${Number(h.minHours)}|${h.hourAmt}|${h.blockMins ?? ''}|${h.blockAmt ?? ''}`).sort(),
    extras: extras
      .map((e) => `${e.extraType}|${e.extraCode}|${e.fromTime}|${e.toTime}|${e.amount ?? ''}|${e.percent === null ? '' : Number(e.percent)}`)
      .sort(),
  };
}
const rateRow = async (id: number) => (await db().select().from(s.tariffRates).where(eq(s.tariffRates.id, id)))[0];

describe('createTariffRates and getTariffRateDtls', () => {
  it('saves a class rate with its route tables, hires and extras in one call', async () => {
    const tariffId = await newTariff();
    const rate = await created('/limo/api/createTariffRates', classRate(tariffId));
    expect(rate).toMatchObject({ tariffId, vehicleTypeId: type['S-CLASS'], effectiveDate: '2026-01-01', transferAmt: '600.00', version: 0 });
    expect(rate.tariffRateDtlTableBs.map((r) => [r.tableType, r.fromZone, r.toZone, r.amount])).toEqual([
      ['B', 'AIRPORT', 'CENTRAL', '680.00'],
      ['B', 'TST', 'KOWLOON', '350.00'],
    ]);
    expect(rate.tariffRateDtlTableLs).toHaveLength(1);
    expect(rate.tariffRateDtlTableLs[0]).toMatchObject({
      tableType: 'L',
      fromLocationCode: 'PEN',
      toLocationCode: 'HKG-T1',
      amount: '550.50',
      tariffRateId: rate.id,
    });
    expect(rate.tariffRateHires.map((h) => h.minHours)).toEqual([3, 8]);
    expect(rate.tariffRateExtras[0]).toMatchObject({ extraCode: 'NIGHT', fromTime: '23:00:00', toTime: '06:00:00', percent: 20 });
    expect(await stored(rate.id)).toEqual({
      dtls: ['B|AIRPORT|CENTRAL|680.00', 'B|TST|KOWLOON|350.00', `L|${loc.PEN}|${loc['HKG-T1']}|550.50`],
      hires: ['3|520.00|30|260.00', '8|480.00||'],
      extras: ['TIME|NIGHT|23:00:00|06:00:00||20'],
    });

    const tables = await api.get(admin, `/limo/api/getTariffRateDtls/${rate.id}/${type['S-CLASS']}`);
    expect(tables.statusCode, tables.body).toBe(200);
    expect(Object.keys(tables.json()).sort()).toEqual(['tariffRateDtlTableBs', 'tariffRateDtlTableLs']);
    expect(tables.json().tariffRateDtlTableBs).toEqual(rate.tariffRateDtlTableBs);
    expect(tables.json().tariffRateDtlTableLs).toEqual(rate.tariffRateDtlTableLs);
  });

  it('answers 404 for a rate of another vehicle type or a rate that does not exist', async () => {
    const rate = await created('/limo/api/createTariffRates', classRate(await newTariff()));
    expectError(
      await api.get(admin, `/limo/api/getTariffRateDtls/${rate.id}/${type['E-CLASS']}`),
      404,
      `Class Rate ${rate.id} is not a rate of vehicle type ${type['E-CLASS']}`,
    );
    expectError(await api.get(admin, `/limo/api/getTariffRateDtls/99999999/${type['S-CLASS']}`), 404, 'Class Rate 99999999 not found');
    expectError(await api.get(admin, `/limo/api/getTariffRateDtls/${rate.id}/abc`), 400, 'vehicleTypeId must be a positive whole number');
  });

  it('lists every problem of the rate and its rows in one 400 and saves nothing', async () => {
    const tariffId = await newTariff();
    const body = {
      ...classRate(tariffId, { effectiveDate: '2026-06-01', expiryDate: '2026-05-31', transferAmt: '-5' }),
      tariffRateDtlTableBs: [
        { fromZone: 'AIRPORT', amount: '1' },
        { fromZone: 'TST', toZone: 'NT', fromLocationId: loc.PEN, amount: '2' },
      ],
      tariffRateDtlTableLs: [
        { fromLocationId: loc.PEN, amount: '3' },
        { fromLocationId: loc.IFC, toLocationId: loc.RGH, amount: '4' },
        { fromLocationId: loc.RGH, toLocationId: loc.IFC, amount: '5' },
      ],
      tariffRateHires: [
        { minHours: 3, hourAmt: '1' },
        { minHours: '3.00', hourAmt: '2' },
      ],
      tariffRateExtras: [{ extraType: 'HOLIDAY', extraCode: 'PH' }, 'x'],
    };
    const res = await api.post(admin, '/limo/api/createTariffRates', body);
    const err = expectError(res, 400);
    expect(err.errors).toEqual([
      'Transfer Amount must be at least 0',
      'Route Table B, row 1: To Zone is required when Table Type is B',
      'Route Table B, row 2: a row of table B goes zone to zone: leave From Location empty',
      'Route Table L, row 1: To Location is required when Table Type is L',
      'Route Table L, row 3: the same two locations (either way) is already in row 2',
      'Class Rate Hire, row 2: Minimum Hours 3 is already in row 1',
      'Class Rate Extra, row 1: Amount or Percent of Base is required',
      'Class Rate Extra, row 2: must be an object',
    ]);
    expect(err.invalidValues).toHaveLength(err.errors.length);
    expect(err.invalidValues[0]).toEqual({ field: 'transferAmt', value: '-5' });
    expect(await db().select().from(s.tariffRates).where(eq(s.tariffRates.tariffId, tariffId))).toEqual([]);

    // The rules across the rate's own fields come once its fields are right.
    const dates = expectError(await api.post(admin, '/limo/api/createTariffRates', classRate(tariffId, { expiryDate: '2025-12-31' })), 400);
    expect(dates.errors).toEqual(['Expiry Date must not be before Effective Date']);
    const missing = expectError(await api.post(admin, '/limo/api/createTariffRates', { tariffId, colour: 'red' }), 400);
    expect(missing.errors).toEqual(expect.arrayContaining(['Vehicle Type is required', 'Effective Date is required', 'colour is not a field of Class Rate']));
  });

  it('refuses a period that overlaps another rate of the tariff and vehicle type (409), and takes one that follows it', async () => {
    const tariffId = await newTariff();
    const first = await created('/limo/api/createTariffRates', classRate(tariffId, { expiryDate: '2026-06-30' }));
    const [tariff] = await db().select().from(s.tariffs).where(eq(s.tariffs.id, tariffId));
    const over = await api.post(admin, '/limo/api/createTariffRates', classRate(tariffId, { effectiveDate: '2026-06-30', expiryDate: null }));
    const err = expectError(
      over,
      409,
      `Tariff ${tariff.tariffCode} already has a Class Rate for S-CLASS valid 2026-01-01 to 2026-06-30 (id ${first.id}), which overlaps 2026-06-30 to open: ` +
        'one vehicle type has one rate at a time, so end the other rate first or change the dates',
    );
    expect(err.invalidValues).toEqual([
      { field: 'effectiveDate', value: '2026-06-30' },
      { field: 'expiryDate', value: null },
    ]);
    // Nothing of the refused rate stays: the rate row is written before the check, in the same transaction.
    expect((await db().select().from(s.tariffRates).where(eq(s.tariffRates.tariffId, tariffId))).map((r) => r.id)).toEqual([first.id]);
    const next = await created('/limo/api/createTariffRates', classRate(tariffId, { effectiveDate: '2026-07-01', expiryDate: null }));
    // Another vehicle type of the same tariff has its own periods.
    await created('/limo/api/createTariffRates', classRate(tariffId, { vehicleTypeId: type['E-CLASS'] }));
    // An update that moves into another period is refused too, and changes nothing.
    expectError(await api.put(admin, `/limo/api/updateTariffRates/${next.id}`, { effectiveDate: '2026-06-01' }), 409);
    expect((await rateRow(next.id)).effectiveDate).toBe('2026-07-01');
  });
  it('lets one of two overlapping rates saved at the same moment in, and refuses the other', async () => {
    const tariffId = await newTariff();
    const both = await Promise.all([1, 2].map(() => api.post(admin, '/limo/api/createTariffRates', classRate(tariffId))));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await db().select().from(s.tariffRates).where(eq(s.tariffRates.tariffId, tariffId))).toHaveLength(1);
  });
});

describe('updateTariffRates', () => {
  it('replaces the rows of the lists sent, keeps those left out, and bumps the version', async () => {
    const rate = await created('/limo/api/createTariffRates', classRate(await newTariff()));
    const [l] = rate.tariffRateDtlTableLs;
    const res = await api.put(
      admin,
      `/limo/api/updateTariffRates/${rate.id}`,
      {
        transferAmt: '650',
        tariffRateDtlTableLs: [
          { ...l, amount: '560' },
          { fromLocationId: loc.IFC, toLocationId: loc['HKG-T1'], amount: '600' },
        ],
        tariffRateHires: [],
      },
      { 'if-match': '"0"' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.version).toBe(1);
    expect(after.transferAmt).toBe('650.00');
    expect(after.tariffRateDtlTableLs.map((r: Item) => [r.fromLocationCode, r.toLocationCode, r.amount])).toEqual([
      ['IFC', 'HKG-T1', '600.00'],
      ['PEN', 'HKG-T1', '560.00'],
    ]);
    expect(after.tariffRateDtlTableLs.find((r: Item) => r.fromLocationCode === 'PEN').id).toBe(l.id);
    expect(await stored(rate.id)).toEqual({
      dtls: ['B|AIRPORT|CENTRAL|680.00', 'B|TST|KOWLOON|350.00', `L|${loc.IFC}|${loc['HKG-T1']}|600.00`, `L|${loc.PEN}|${loc['HKG-T1']}|560.00`],
      hires: [],
      extras: ['TIME|NIGHT|23:00:00|06:00:00||20'],
    });
  });

  it('saves nothing when a row fails in the database after the rate was written (one transaction)', async () => {
    const rate = await created('/limo/api/createTariffRates', classRate(await newTariff()));
    const before = await stored(rate.id);
    const res = await api.put(admin, `/limo/api/updateTariffRates/${rate.id}`, {
      transferAmt: '999',
      tariffRateDtlTableBs: [],
      tariffRateDtlTableLs: [{ fromLocationId: loc.PEN, toLocationId: 99999999, amount: '1' }],
    });
    expectError(res, 400, 'Route Table L, row 1: To Location: there is no Location with id 99999999');
    expect(await stored(rate.id)).toEqual(before);
    expect(await rateRow(rate.id)).toMatchObject({ transferAmt: '600.00', version: 0 });
  });

  it('answers 412 for a stale version and 404 for a rate that does not exist', async () => {
    const rate = await created('/limo/api/createTariffRates', classRate(await newTariff()));
    expect((await api.put(admin, `/limo/api/updateTariffRates/${rate.id}`, { stopAmt: '120' })).statusCode).toBe(200);
    expectError(await api.put(admin, `/limo/api/updateTariffRates/${rate.id}`, { stopAmt: '130', tariffRateHires: [] }, { 'if-match': '"0"' }), 412);
    expect(await rateRow(rate.id)).toMatchObject({ stopAmt: '120.00', version: 1 });
    expect((await stored(rate.id)).hires).toHaveLength(2);
    expectError(await api.put(admin, '/limo/api/updateTariffRates/99999999', {}), 404, 'Class Rate 99999999 not found');
  });

  it('refuses a row id of another list or another rate', async () => {
    const rate = await created('/limo/api/createTariffRates', classRate(await newTariff()));
    const bId = rate.tariffRateDtlTableBs[0].id;
    const res = await api.put(admin, `/limo/api/updateTariffRates/${rate.id}`, {
      tariffRateDtlTableLs: [{ id: bId, fromLocationId: loc.PEN, toLocationId: loc.IFC, amount: '1' }],
    });
    expectError(res, 400, `Route Table L, row 1: there is no Class Rate Route ${bId} in this list of the Class Rate`);
  });
});

describe('rights and branches', () => {
  it('answers 403 without CLASSRATE or CLIENTRATE', async () => {
    const tariffId = await newTariff();
    const rate = await created('/limo/api/createTariffRates', classRate(tariffId));
    const calls: [string, string, unknown][] = [
      ['POST', '/limo/api/createTariffRates', classRate(tariffId)],
      ['PUT', `/limo/api/updateTariffRates/${rate.id}`, {}],
      ['GET', `/limo/api/getTariffRateDtls/${rate.id}/${type['S-CLASS']}`, undefined],
      ['POST', '/limo/api/copyTariffRate', { tariffRateId: rate.id }],
      ['POST', '/limo/api/copyTariffRateClient', { tariffRateId: rate.id, clientId: 1 }],
      ['POST', '/limo/api/createTariffSPRates', {}],
      ['PUT', '/limo/api/updateTariffSPRates/1', {}],
      ['POST', '/limo/api/copyTariffSPRates', { tariffSPRateId: 1 }],
      ['GET', '/limo/api/getTariffSPRateDtls/1/1/1', undefined],
      ['GET', '/limo/api/tariffSPRates?clientId=0', undefined],
    ];
    for (const [method, url, body] of calls) expectError(await api.call(accounts, method as 'GET', url, body), 403);
    // Copying a class rate into a special rate reads the class rate: CLIENTRATE alone is not enough.
    const clientOnly = await newStaff(t, admin, ['CLIENTRATE']);
    expectError(
      await api.post(clientOnly.token, '/limo/api/copyTariffRateClient', { tariffRateId: rate.id, clientId: await newClient() }),
      403,
      'You do not have the right CLASSRATE',
    );
  });

  it('keeps the rates of vehicle types not used in the user’s branches out of reach', async () => {
    const tariffId = await newTariff();
    const rate = await created('/limo/api/createTariffRates', classRate(tariffId, { vehicleTypeId: type['E-CLASS'] }));
    const sz = await newStaff(t, admin, ['CLASSRATE'], 1);
    expectError(await api.get(sz.token, `/limo/api/getTariffRateDtls/${rate.id}/${type['E-CLASS']}`), 404);
    expectError(await api.put(sz.token, `/limo/api/updateTariffRates/${rate.id}`, {}), 404);
    expectError(await api.post(sz.token, '/limo/api/copyTariffRate', { tariffRateId: rate.id, vehicleTypeId: type['S-CLASS'] }), 404);
    expectError(
      await api.post(sz.token, '/limo/api/createTariffRates', classRate(tariffId, { vehicleTypeId: type.TESLA })),
      400,
      `Vehicle Type ${type.TESLA} is not used in your branches`,
    );
    // A type of their branch they may price.
    await created('/limo/api/createTariffRates', classRate(tariffId, { vehicleTypeId: type.ALPHARD }), sz.token);
  });
});

describe('copyTariffRate', () => {
  it('copies a class rate with every row to another vehicle type, tariff or dates', async () => {
    const tariffId = await newTariff();
    const source = await created('/limo/api/createTariffRates', classRate(tariffId));
    const rows = await stored(source.id);
    const toType = await created('/limo/api/copyTariffRate', { tariffRateId: source.id, vehicleTypeId: type['E-CLASS'] });
    expect(toType).toMatchObject({ tariffId, vehicleTypeId: type['E-CLASS'], effectiveDate: '2026-01-01', expiryDate: '2026-12-31', transferAmt: '600.00' });
    expect(await stored(toType.id)).toEqual(rows);
    const otherTariff = await newTariff();
    const toTariff = await created('/limo/api/copyTariffRate', {
      tariffRateId: source.id,
      tariffId: otherTariff,
      effectiveDate: '2027-01-01',
      expiryDate: null,
    });
    expect(toTariff).toMatchObject({ tariffId: otherTariff, vehicleTypeId: type['S-CLASS'], effectiveDate: '2027-01-01', expiryDate: null });
    expect(await stored(toTariff.id)).toEqual(rows);
    // The same tariff, type and dates would overlap the source.
    expectError(await api.post(admin, '/limo/api/copyTariffRate', { tariffRateId: source.id }), 409);
    // New dates that end before they start are refused like a save.
    expectError(
      await api.post(admin, '/limo/api/copyTariffRate', { tariffRateId: source.id, effectiveDate: '2028-01-01' }),
      400,
      'Expiry Date must not be before Effective Date',
    );
  });

  it('lists every problem of a copy body and answers 404 for a missing source', async () => {
    const err = expectError(await api.post(admin, '/limo/api/copyTariffRate', { effectiveDate: '2026-02-30', vehicle: 1 }), 400);
    expect(err.errors).toEqual(
      expect.arrayContaining(['tariffRateId is required', 'effectiveDate must be a date YYYY-MM-DD', 'vehicle is not a field of this copy']),
    );
    expectError(await api.post(admin, '/limo/api/copyTariffRate', { tariffRateId: 99999999 }), 404, 'Class Rate 99999999 not found');
  });
});

const spParts = () => ({
  tariffSPRateDtlTableBs: [{ fromZone: 'AIRPORT', toZone: 'TST', amount: '500' }],
  tariffSPRateDtlTableLs: [{ fromLocationId: loc.RGH, toLocationId: loc['HKG-T1'], amount: '480' }],
  tariffSPRateHires: [{ minHours: 4, hourAmt: '450' }],
  tariffSPRateExtras: [{ extraType: 'HOLIDAY', extraCode: 'PH', amount: '100' }],
  tariffSPRateOCs: [
    { tariffOcId: ocs[0], amount: '50' },
    { tariffOcId: ocs[1], amount: '0' },
  ],
});
const specialRate = (clientId: number, over: Record<string, unknown> = {}) => ({
  clientId,
  vehicleTypeId: type['S-CLASS'],
  effectiveDate: '2026-01-01',
  transferAmt: '550',
  ...spParts(),
  ...over,
});
const ocRows = async (rateId: number) =>
  (await db().select().from(s.tariffSPRateOCs).where(eq(s.tariffSPRateOCs.tariffSPRateId, rateId))).map((o) => `${o.tariffOcId}|${o.amount}`).sort();

describe('special rates', () => {
  it('creates, reads and updates a special rate with its other charges', async () => {
    const clientId = await newClient();
    const rate = await created('/limo/api/createTariffSPRates', specialRate(clientId));
    expect(rate).toMatchObject({ clientId, vehicleTypeId: type['S-CLASS'], expiryDate: null });
    expect(rate.tariffSPRateDtlTableLs[0]).toMatchObject({ fromLocationCode: 'RGH', toLocationCode: 'HKG-T1', tariffSPRateId: rate.id });
    expect(await ocRows(rate.id)).toEqual([`${ocs[0]}|50.00`, `${ocs[1]}|0.00`].sort());

    const tables = await api.get(admin, `/limo/api/getTariffSPRateDtls/${rate.id}/${type['S-CLASS']}/${clientId}`);
    expect(tables.statusCode, tables.body).toBe(200);
    expect(tables.json()).toEqual({ tariffSPRateDtlTableBs: rate.tariffSPRateDtlTableBs, tariffSPRateDtlTableLs: rate.tariffSPRateDtlTableLs });
    expectError(
      await api.get(admin, `/limo/api/getTariffSPRateDtls/${rate.id}/${type['S-CLASS']}/${clientId + 1}`),
      404,
      `Special Rate ${rate.id} is not a rate of client ${clientId + 1}`,
    );

    const res = await api.put(
      admin,
      `/limo/api/updateTariffSPRates/${rate.id}`,
      { tariffSPRateOCs: [{ tariffOcId: ocs[2], amount: '75' }] },
      { 'if-match': '"0"' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await ocRows(rate.id)).toEqual([`${ocs[2]}|75.00`]);
    expectError(await api.put(admin, `/limo/api/updateTariffSPRates/${rate.id}`, { tariffSPRateOCs: [] }, { 'if-match': '"0"' }), 412);
    const twice = await api.put(admin, `/limo/api/updateTariffSPRates/${rate.id}`, {
      tariffSPRateOCs: [
        { tariffOcId: ocs[0], amount: '1' },
        { tariffOcId: ocs[0], amount: '2' },
      ],
    });
    expectError(twice, 400, 'Special Rate Other Charge, row 2: the same Other Charge is already in row 1');
    expect(await ocRows(rate.id)).toEqual([`${ocs[2]}|75.00`]);
    // One client prices a vehicle type with one rate at a time.
    expectError(await api.post(admin, '/limo/api/createTariffSPRates', specialRate(clientId, { effectiveDate: '2030-01-01' })), 409);
  });

  it('copies a class rate into a client special rate with all its rows', async () => {
    const source = await created('/limo/api/createTariffRates', classRate(await newTariff()));
    const clientId = await newClient();
    const copy = await created('/limo/api/copyTariffRateClient', { tariffRateId: source.id, clientId, effectiveDate: '2026-03-01' });
    expect(copy).toMatchObject({
      clientId,
      vehicleTypeId: type['S-CLASS'],
      effectiveDate: '2026-03-01',
      expiryDate: '2026-12-31',
      transferAmt: '600.00',
      waitBlockAmt: '80.00',
    });
    const strip = (rows: Item[]) =>
      rows.map(({ id: _i, version: _v, createDt: _c, lastUpdateDt: _u, _links: _l, tariffRateId: _r, tariffSPRateId: _s, ...rest }) => rest);
    expect(strip(copy.tariffSPRateDtlTableBs)).toEqual(strip(source.tariffRateDtlTableBs));
    expect(strip(copy.tariffSPRateDtlTableLs)).toEqual(strip(source.tariffRateDtlTableLs));
    expect(strip(copy.tariffSPRateHires)).toEqual(strip(source.tariffRateHires));
    expect(strip(copy.tariffSPRateExtras)).toEqual(strip(source.tariffRateExtras));
    expect(copy.tariffSPRateOCs).toEqual([]);
    expectError(await api.post(admin, '/limo/api/copyTariffRateClient', { tariffRateId: source.id }), 400, 'clientId is required');
  });

  it('copies a special rate with its other charges to another client', async () => {
    const source = await created('/limo/api/createTariffSPRates', specialRate(await newClient()));
    const other = await newClient();
    const copy = await created('/limo/api/copyTariffSPRates', { tariffSPRateId: source.id, clientId: other });
    expect(copy).toMatchObject({ clientId: other, effectiveDate: '2026-01-01', transferAmt: '550.00' });
    expect(await ocRows(copy.id)).toEqual(await ocRows(source.id));
    expect(copy.tariffSPRateHires.map((h) => h.minHours)).toEqual([4]);
  });

  it('lists special rates by client; a client id of 0 (the default) lists every client', async () => {
    const [a, b] = [await newClient(), await newClient()];
    const ra = await created('/limo/api/createTariffSPRates', specialRate(a));
    const rb = await created('/limo/api/createTariffSPRates', specialRate(b, { vehicleTypeId: type['E-CLASS'] }));
    const ids = async (query: string) =>
      embedded(await api.get(admin, `/limo/api/tariffSPRates?size=100&sort=id,desc${query}`), 'tariffSPRates').map((r) => r.id);
    expect(await ids(`&clientId=${a}`)).toEqual([ra.id]);
    for (const query of ['&clientId=0', '', '&clientId=0&vehicleTypeId=0']) expect(await ids(query)).toEqual(expect.arrayContaining([ra.id, rb.id]));
    expect(await ids(`&clientId=0&vehicleTypeId=${type['E-CLASS']}`)).toEqual(expect.arrayContaining([rb.id]));
    expect(await ids(`&clientId=0&vehicleTypeId=${type['E-CLASS']}`)).not.toContain(ra.id);
    expectError(await api.get(admin, '/limo/api/tariffSPRates?clientId=-1'), 400);
  });
});

describe('the pick-lists the rate screens use', () => {
  it('open the location pick-list (with each location’s zone) to CLASSRATE and CLIENTRATE', async () => {
    for (const right of ['CLASSRATE', 'CLIENTRATE']) {
      const user = await newStaff(t, admin, [right]);
      const list = embedded(await api.get(user.token, '/limo/node/api/locations'), 'locations');
      expect(
        list.find((l) => l.locationCode === 'HKG-T1'),
        right,
      ).toMatchObject({ contractLabel: 'AIRPORT' });
    }
  });
});
