import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, petrolStationDs, petrolStationPs, petrolStations, vehicleTypes, vouchers } from '../src/db/schema/index.js';
import { client, code, embedded, expectError, type Item } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let dispatcher: string;
let hr: string;
let api: ReturnType<typeof client>;
let pen: number;
let alphard: number;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  [dispatcher, hr] = await Promise.all(['dispatcher', 'hr'].map((u) => t.login(u)));
  [{ id: pen }] = await db().select({ id: clients.id }).from(clients).where(eq(clients.clientCode, 'PEN'));
  [{ id: alphard }] = await db().select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.vehicleType, 'ALPHARD'));
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('petrol stations with prices and discounts', () => {
  let id: number;
  const stationCode = code('PS', 10);
  const childrenOf = async (stationId: number) => ({
    prices: (await db().select().from(petrolStationPs).where(eq(petrolStationPs.petrolStationId, stationId)))
      .map((p) => `${p.fuelType}|${p.effectiveDate}|${p.unitPrice}`)
      .sort(),
    discounts: (await db().select().from(petrolStationDs).where(eq(petrolStationDs.petrolStationId, stationId)))
      .map((d) => `${d.effectiveDate}|${d.expiryDate ?? ''}|${d.discountPerLitre}`)
      .sort(),
  });

  it('POST /limo/api/createPetrolStations saves the station with both child lists, money as 2-decimal strings', async () => {
    const res = await api.post(dispatcher, '/limo/api/createPetrolStations', {
      petrolStationCode: stationCode,
      petrolStationNameEng: 'Shell Tsing Yi',
      petrolStationNameChi: '蜆殼青衣油站',
      brand: 'Shell',
      petrolStationPs: [
        { fuelType: 'P', effectiveDate: '2026-11-01', unitPrice: '31.5' },
        { fuelType: 'D', effectiveDate: '2026-11-01', unitPrice: 28.9 },
      ],
      petrolStationDs: [{ effectiveDate: '2026-01-01', expiryDate: '2026-12-31', discountPerLitre: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const out = res.json();
    id = out.id;
    expect(out).toMatchObject({ petrolStationCode: stationCode, brand: 'Shell', recordStatus: 'A', version: 0, createBy: 'dispatcher' });
    expect(out.petrolStationPs.map((p: Item) => [p.fuelType, p.unitPrice])).toEqual([
      ['P', '31.50'],
      ['D', '28.90'],
    ]);
    expect(out.petrolStationDs).toMatchObject([{ petrolStationId: id, discountPerLitre: '2.00', expiryDate: '2026-12-31' }]);
    expect(await childrenOf(id)).toEqual({ prices: ['D|2026-11-01|28.90', 'P|2026-11-01|31.50'], discounts: ['2026-01-01|2026-12-31|2.00'] });

    const ps = embedded(await api.get(dispatcher, `/limo/api/petrolStations/${id}/petrolStationPs`), 'petrolStationPs');
    expect(ps.map((p) => p.unitPrice).sort()).toEqual(['28.90', '31.50']);
    const ds = embedded(await api.get(dispatcher, `/limo/api/petrolStations/${id}/petrolStationDs`), 'petrolStationDs');
    expect(ds.map((d) => d.discountPerLitre)).toEqual(['2.00']);
    expect((await api.get(dispatcher, `/limo/api/getPetrolStation/${id}`)).json()).toEqual(out);
  });

  it('PUT /limo/api/updatePetrolStations/{id} replaces the listed child rows', async () => {
    const before = (await api.get(dispatcher, `/limo/api/getPetrolStation/${id}`)).json();
    const petrol = before.petrolStationPs.find((p: Item) => p.fuelType === 'P');
    const res = await api.put(dispatcher, `/limo/api/updatePetrolStations/${id}`, {
      address: 'Tsing Yi Road',
      petrolStationPs: [
        { id: petrol.id, fuelType: 'P', effectiveDate: '2026-11-01', unitPrice: '31.75' },
        { fuelType: 'L', effectiveDate: '2026-11-15', unitPrice: '6.8' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ address: 'Tsing Yi Road', version: 1 });
    expect(res.json().petrolStationPs.find((p: Item) => p.fuelType === 'P')).toMatchObject({ id: petrol.id, unitPrice: '31.75' });
    // Discounts were left out of the body: untouched.
    expect(await childrenOf(id)).toEqual({ prices: ['L|2026-11-15|6.80', 'P|2026-11-01|31.75'], discounts: ['2026-01-01|2026-12-31|2.00'] });
  });

  it('refuses broken child rows with 400 naming the row, saving nothing', async () => {
    const [row] = await db().select().from(petrolStations).where(eq(petrolStations.id, id));
    const children = await childrenOf(id);
    const cents = await api.put(dispatcher, `/limo/api/updatePetrolStations/${id}`, {
      brand: 'Not saved',
      petrolStationPs: [
        { fuelType: 'P', effectiveDate: '2026-12-01', unitPrice: '32.00' },
        { fuelType: 'D', effectiveDate: '2026-12-01', unitPrice: '29.123' },
      ],
    });
    expectError(cents, 400, 'Petrol Price, row 2: Price per Litre must be an amount with at most 2 decimals');
    const fuel = await api.put(dispatcher, `/limo/api/updatePetrolStations/${id}`, {
      petrolStationPs: [{ fuelType: 'X', effectiveDate: '2026-12-01', unitPrice: '1.00' }],
    });
    expectError(fuel, 400, 'Petrol Price, row 1: Fuel (P petrol, D diesel, L LPG) must be one of P, D, L');
    const dates = await api.put(dispatcher, `/limo/api/updatePetrolStations/${id}`, {
      petrolStationDs: [{ effectiveDate: '2026-06-01', expiryDate: '2026-05-01', discountPerLitre: '1.00' }],
    });
    expectError(dates, 400, 'Petrol Discount, row 1: Expiry Date must not be before Effective Date');
    const negative = await api.put(dispatcher, `/limo/api/updatePetrolStations/${id}`, {
      petrolStationDs: [{ effectiveDate: '2026-06-01', discountPerLitre: '-1' }],
    });
    expectError(negative, 400, 'Petrol Discount, row 1: Discount per Litre must be at least 0');
    expect((await db().select().from(petrolStations).where(eq(petrolStations.id, id)))[0]).toEqual(row);
    expect(await childrenOf(id)).toEqual(children);

    const newCode = code('PS', 10);
    const created = await api.post(dispatcher, '/limo/api/createPetrolStations', {
      petrolStationCode: newCode,
      petrolStationNameEng: 'Never saved',
      brand: 'Esso',
      petrolStationPs: [{ fuelType: 'P', effectiveDate: 'tomorrow', unitPrice: '30.00' }],
    });
    expectError(created, 400, 'Petrol Price, row 1: Effective Date must be a date YYYY-MM-DD');
    expect(await db().select().from(petrolStations).where(eq(petrolStations.petrolStationCode, newCode))).toEqual([]);
    expectError(
      await api.post(dispatcher, '/limo/api/createPetrolStations', { petrolStationCode: 'shl-kf', petrolStationNameEng: 'Twin', brand: 'Shell' }),
      409,
      'Station Code SHL-KF already exists',
    );
    expectError(await api.put(dispatcher, '/limo/api/updatePetrolStations/999999', { brand: 'x' }), 404);
    expectError(await api.post(hr, '/limo/api/createPetrolStations', { petrolStationCode: code(), petrolStationNameEng: 'x', brand: 'x' }), 403);
  });
});

describe('vouchers', () => {
  const prefix = `T${code('', 6)}-`;
  const voucherNos = async (pattern: string) => (await db().select().from(vouchers).where(like(vouchers.voucherNo, pattern))).map((v) => v.voucherNo).sort();

  it('POST /limo/api/createVouchers issues a numbered run: 201, numbers padded', async () => {
    const res = await api.post(dispatcher, '/limo/api/createVouchers', {
      prefix: prefix.toLowerCase(),
      startNo: 7,
      count: 3,
      digits: 4,
      clientId: pen,
      vehicleTypeId: alphard,
      amount: 880,
      issueDate: '2026-11-01',
      expiryDate: '2027-10-31',
    });
    const made = embedded(res, 'vouchers', 201);
    expect(made.map((v) => v.voucherNo)).toEqual([`${prefix}0007`, `${prefix}0008`, `${prefix}0009`]);
    for (const v of made) {
      expect(v).toMatchObject({
        clientId: pen,
        vehicleTypeId: alphard,
        amount: '880.00',
        issueDate: '2026-11-01',
        expiryDate: '2027-10-31',
        serviceDate: null,
        voucherStatus: 'A',
        createBy: 'dispatcher',
      });
    }
    expect(await voucherNos(`${prefix}%`)).toEqual([`${prefix}0007`, `${prefix}0008`, `${prefix}0009`]);
  });

  it('refuses a run that overlaps existing numbers (409) and creates none of it', async () => {
    const res = await api.post(dispatcher, '/limo/api/createVouchers', {
      prefix,
      startNo: 9,
      count: 3,
      digits: 4,
      clientId: pen,
      amount: '880',
      expiryDate: '2027-10-31',
    });
    expectError(res, 409, `1 of these voucher numbers exist already: ${prefix}0009`);
    expect(await voucherNos(`${prefix}%`)).toEqual([`${prefix}0007`, `${prefix}0008`, `${prefix}0009`]);
    const demo = await api.post(dispatcher, '/limo/api/createVouchers', { prefix: 'HLS-V26-', startNo: 19, count: 5 });
    expectError(demo, 409, '2 of these voucher numbers exist already: HLS-V26-0019, HLS-V26-0020');
    expect(await voucherNos('HLS-V26-002%')).toEqual(['HLS-V26-0020']);
  });

  it('refuses more than 500 at once and bad input with 400, creating nothing', async () => {
    const before = (await db().select().from(vouchers)).length;
    expectError(await api.post(dispatcher, '/limo/api/createVouchers', { prefix: code('B', 8), startNo: 1, count: 501 }), 400, 'count must be at most 500');
    expectError(
      await api.post(dispatcher, '/limo/api/createVouchers', { prefix: 'BAD PREFIX', startNo: 1, count: 2 }),
      400,
      'prefix may hold letters, digits and dashes only',
    );
    expectError(await api.post(dispatcher, '/limo/api/createVouchers', { startNo: 1, count: 2 }), 400, 'prefix is required');
    expectError(
      await api.post(dispatcher, '/limo/api/createVouchers', { prefix: code('B', 8), startNo: 1, count: 2, amount: 'lots' }),
      400,
      'Value must be an amount with at most 2 decimals',
    );
    expectError(
      await api.post(dispatcher, '/limo/api/createVouchers', { prefix: code('B', 8), startNo: 1, count: 2, issueDate: '2027-01-01', expiryDate: '2026-01-01' }),
      400,
      'Expiry Date must not be before Issue Date',
    );
    expectError(await api.post(hr, '/limo/api/createVouchers', { prefix: code('B', 8), startNo: 1, count: 2 }), 403);
    expect((await db().select().from(vouchers)).length).toBe(before);
  });

  it('POST /limo/api/searchVouchers finds vouchers by status and service date range', async () => {
    const search = async (body: unknown) => embedded(await api.post(dispatcher, '/limo/api/searchVouchers', body), 'vouchers');
    const redeemed = await search({ voucherStatus: 'R' });
    const inDb = (await db().select().from(vouchers).where(eq(vouchers.voucherStatus, 'R'))).map((v) => v.voucherNo).sort();
    expect(redeemed.map((v) => v.voucherNo)).toEqual(inDb);
    expect(inDb.length).toBeGreaterThan(0);
    const range = await search({ serviceDateFrom: '2026-10-11', serviceDateTo: '2026-10-13' });
    expect(range.map((v) => [v.voucherNo, v.serviceDate])).toEqual([
      ['HLS-V26-0002', '2026-10-11'],
      ['HLS-V26-0003', '2026-10-12'],
      ['HLS-V26-0004', '2026-10-13'],
    ]);
    expect(await search({ voucherStatus: 'A', serviceDateFrom: '2026-10-01' })).toEqual([]);
    const mine = await search({ voucherNo: prefix.toLowerCase(), clientId: pen });
    expect(mine.map((v) => v.voucherNo)).toEqual([`${prefix}0007`, `${prefix}0008`, `${prefix}0009`]);
    const voided = await search({ voucherStatus: 'V' });
    expect(voided.every((v) => v.voucherStatus === 'V')).toBe(true);
    expect(voided.map((v) => v.voucherNo)).toContain('HLS-V26-0020');
    expectError(await api.post(dispatcher, '/limo/api/searchVouchers', { voucherStatus: 'X' }), 400, 'voucherStatus must be one of A, R, V');
    expectError(await api.post(dispatcher, '/limo/api/searchVouchers', { serviceDateFrom: '11/10/2026' }), 400, 'serviceDateFrom must be a date YYYY-MM-DD');
    expectError(await api.post(hr, '/limo/api/searchVouchers', {}), 403);
    // The searched numbers exist as listed.
    expect(
      (
        await db()
          .select()
          .from(vouchers)
          .where(
            inArray(
              vouchers.voucherNo,
              range.map((v) => v.voucherNo as string),
            ),
          )
      ).length,
    ).toBe(3);
  });
});
