import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, embedded, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

// Issue 8's collections beyond what the generic collection tests check: the hand-written child
// list, the rules across fields, the read-only view, and the demo rate cards.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
});
afterAll(() => app.close());

const tariffId = async (code: string) => (await db().select().from(t.tariffs).where(eq(t.tariffs.tariffCode, code)))[0].id;
const firstRate = async () => (await db().select().from(t.tariffRates).orderBy(asc(t.tariffRates.id)).limit(1))[0];

describe('GET /tariffs/{id}/vehicleTypes', () => {
  it('answers the vehicle types of the tariff in display order, as vehicle type records', async () => {
    const std = await tariffId('STD');
    const types = embedded(await api.get(admin, `/limo/api/tariffs/${std}/vehicleTypes`), 'vehicleTypes');
    const linked = await db().select().from(t.tariffVehicleTypeMaps).where(eq(t.tariffVehicleTypeMaps.tariffId, std));
    expect(types.map((v) => v.id).sort()).toEqual(linked.map((l) => l.vehicleTypeId).sort());
    expect(types.length).toBe(8);
    expect(types.map((v) => v.displaySeq)).toEqual([...types.map((v) => v.displaySeq as number)].sort((a, b) => a - b));
    expect(types[0]).toMatchObject({ vehicleType: 'S-CLASS', _links: { self: { href: `/limo/api/vehicleTypes/${types[0].id}` } } });
  });

  it('shows a user only the types of their branches', async () => {
    const sz = await newStaff(app, admin, ['TARIFF'], 1);
    const types = embedded(await api.get(sz.token, `/limo/api/tariffs/${await tariffId('STD')}/vehicleTypes`), 'vehicleTypes');
    expect(types.map((v) => v.vehicleType)).toEqual(['S-CLASS', 'ALPHARD', 'V-CLASS', 'COASTER']);
  });

  it('is a 404 for a tariff that does not exist and a 403 without TARIFF', async () => {
    expectError(await api.get(admin, '/limo/api/tariffs/999999/vehicleTypes'), 404, 'Tariff 999999 not found');
    const hr = await app.login('hr');
    expectError(await api.get(hr, `/limo/api/tariffs/${await tariffId('STD')}/vehicleTypes`), 403);
  });
});

describe('rules across the fields of tariff rows', () => {
  it('refuses a location-to-location row without its locations, naming both, and saves nothing', async () => {
    const rate = await firstRate();
    const before = (await db().select().from(t.tariffRateDtls).where(eq(t.tariffRateDtls.tariffRateId, rate.id))).length;
    const res = await api.post(admin, '/limo/api/tariffRateDtls', { tariffRateId: rate.id, tableType: 'L', fromZone: 'TST', amount: '500' });
    const body = expectError(res, 400, 'From Location is required when Table Type is L');
    expect(body.errors).toEqual(['From Location is required when Table Type is L', 'To Location is required when Table Type is L']);
    expect((await db().select().from(t.tariffRateDtls).where(eq(t.tariffRateDtls.tariffRateId, rate.id))).length).toBe(before);
  });

  it('refuses a time band without its times and an extra without amount or percent', async () => {
    const rate = await firstRate();
    const res = await api.post(admin, '/limo/api/tariffRateExtras', { tariffRateId: rate.id, extraType: 'TIME', extraCode: 'EARLY', fromTime: '05:00' });
    expect(expectError(res, 400).errors).toEqual(['To Time is required when Extra Type is TIME', 'Amount or Percent of Base is required']);
    const ok = await api.post(admin, '/limo/api/tariffRateExtras', {
      tariffRateId: rate.id,
      extraType: 'TIME',
      extraCode: 'EARLY',
      fromTime: '05:00',
      toTime: '06:30',
      percent: 10,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ fromTime: '05:00:00', toTime: '06:30:00', amount: null, percent: 10 });
    // The rule holds on the record as a PATCH would leave it.
    expectError(await api.patch(admin, `/limo/api/tariffRateExtras/${ok.json().id}`, { percent: null }), 400, 'Amount or Percent of Base is required');
  });

  it('refuses client terms that neither waive the charge nor give its amount', async () => {
    const [parking] = await db().select().from(t.tariffOCs).where(eq(t.tariffOCs.ocCode, 'PARKING'));
    const [ind] = await db().select().from(t.clients).where(eq(t.clients.clientCode, 'IND001'));
    expectError(await api.post(admin, '/limo/api/clientOCParms', { clientId: ind.id, tariffOcId: parking.id }), 400, 'Amount is required when Waived is 0');
    const waived = await api.post(admin, '/limo/api/clientOCParms', { clientId: ind.id, tariffOcId: parking.id, waiveFlag: 1 });
    expect(waived.statusCode, waived.body).toBe(201);
  });

  it('names the field of a special rate that does not exist (tariffSPRateId, a column tariff_sp_rate_id)', async () => {
    const body = expectError(await api.post(admin, '/limo/api/tariffSPRateHires', { tariffSPRateId: 999999, minHours: 3, hourAmt: '500' }), 400);
    expect(body.message).toBe('Special Rate: there is no Special Rate with id 999999');
    expect(body.invalidValues).toEqual([{ field: 'tariffSPRateId', value: 999999 }]);
  });
});

describe('clientTariffMaps', () => {
  it('lists every client tariff with the client code and name and the tariff code, read-only', async () => {
    const rows = embedded(await api.get(admin, '/limo/api/clientTariffMaps?size=100&tariffCode=CORP'), 'clientTariffMaps');
    const corp = await db()
      .select()
      .from(t.clientTariffs)
      .where(eq(t.clientTariffs.tariffId, await tariffId('CORP')));
    expect(rows.map((r) => r.id).sort()).toEqual(corp.map((c) => c.id).sort());
    expect(rows.find((r) => r.clientCode === 'PEN')).toMatchObject({
      clientNameEng: 'The Peninsula Hong Kong',
      tariffCode: 'CORP',
      effectiveDate: '2026-01-01',
      expiryDate: null,
    });
    // Read-only: the path takes no POST (405 with Allow, issue 31).
    expectError(await api.post(admin, '/limo/api/clientTariffMaps', { clientId: 1 }), 405);
  });
});

describe('the demo rate cards', () => {
  it('price every vehicle type on STD and CORP, over every pair of zones of the demo locations, with hires, a midnight band and a holiday surcharge', async () => {
    const zones = [...new Set((await db().select().from(t.locations)).map((l) => l.contractLabel))].sort();
    expect(zones).toEqual(['AIRPORT', 'BORDER', 'CENTRAL', 'CHINA', 'KOWLOON', 'NT', 'TST']);
    const types = await db().select().from(t.vehicleTypes);
    for (const code of ['STD', 'CORP']) {
      const rates = await db()
        .select()
        .from(t.tariffRates)
        .where(eq(t.tariffRates.tariffId, await tariffId(code)));
      const current = rates.filter((r) => r.effectiveDate === '2026-01-01');
      expect(current.map((r) => r.vehicleTypeId).sort(), code).toEqual(types.map((v) => v.id).sort());
      for (const rate of current) {
        const dtls = await db().select().from(t.tariffRateDtls).where(eq(t.tariffRateDtls.tariffRateId, rate.id));
        const pairs = new Set(dtls.filter((d) => d.tableType === 'B').map((d) => [d.fromZone, d.toZone].sort().join('-')));
        for (const a of zones) for (const b of zones) expect(pairs.has([a, b].sort().join('-')), `${code} ${rate.id} ${a}-${b}`).toBe(true);
        expect(dtls.some((d) => d.tableType === 'L')).toBe(true);
        expect((await db().select().from(t.tariffRateHires).where(eq(t.tariffRateHires.tariffRateId, rate.id))).length).toBeGreaterThan(0);
        const extras = await db().select().from(t.tariffRateExtras).where(eq(t.tariffRateExtras.tariffRateId, rate.id));
        expect(extras.find((e) => e.extraCode === 'MIDNIGHT')).toMatchObject({ extraType: 'TIME', fromTime: '23:00:00', toTime: '07:00:00' });
        expect(extras.some((e) => e.extraType === 'HOLIDAY')).toBe(true);
      }
    }
  });

  it('have ten other charges, Hong Kong holidays of 2026 and 2027 and the pricing parameters', async () => {
    expect((await db().select().from(t.tariffOCs)).length).toBe(10);
    const holidays = await db().select().from(t.holidays).where(eq(t.holidays.areaInitial, 'HK'));
    for (const year of ['2026', '2027']) expect(holidays.filter((h) => h.holidayDate.startsWith(year)).length, year).toBe(17);
    expect(holidays.find((h) => h.holidayDate === '2026-02-17')).toMatchObject({ holidayDescEng: "Lunar New Year's Day", holidayDescChi: '農曆年初一' });
    const parms = Object.fromEntries((await db().select().from(t.sysParameters)).map((p) => [p.parmKey, p.parmValue]));
    expect(parms).toMatchObject({ defaultTariffCode: 'STD', holidayArea: 'HK', priceRoundingUnit: '1.00' });
  });
});
