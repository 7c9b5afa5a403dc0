import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branches,
  clientContacts,
  clientGroupClientMaps,
  clients,
  clientTypes,
  driverLanguages,
  driverLicenses,
  drivers,
  locations,
  petrolStationDs,
  petrolStationPs,
  petrolStations,
  salesmanTypes,
  vehicles,
  vehicleTypeBranches,
  vehicleTypes,
  vouchers,
} from '../src/db/schema/index.js';
import { client, embedded } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * The demo data of the operation files (issue 4, item 6): a Hong Kong operator's master files,
 * spread over the Shenzhen branch (1) and the main Hong Kong branch (2). The other files*.test.ts
 * cover the calls and rules; this one what the demo database holds.
 */
let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await t.login('admin');
});
afterAll(() => t.close());

const db = () => t.database.db;
const HAN = /\p{Script=Han}/u;

describe('demo data of the operation files', () => {
  it('has the two branches: 1 Shenzhen, 2 Hong Kong (main)', async () => {
    const rows = await db().select().from(branches).orderBy(branches.id);
    expect(rows.map((b) => [b.id, b.branchCode])).toEqual([
      [1, 'SZ'],
      [2, 'HK'],
    ]);
  });

  it('has 40 or more locations with Chinese names: airport terminals, Kwai Fong car park, border control points, cruise terminals, hotels', async () => {
    const rows = await db().select().from(locations);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const l of rows) expect(l.locationDescChi ?? '', l.locationCode).toMatch(HAN);
    const byCode = Object.fromEntries(rows.map((l) => [l.locationCode, l]));
    expect(byCode['HKG-T1']).toMatchObject({ airportFlag: 1, locationDescEng: 'Hong Kong International Airport Terminal 1' });
    expect(byCode['HKG-T2']).toMatchObject({ airportFlag: 1 });
    expect(byCode.KFCP.locationDescEng).toMatch(/Kwai Fong Car Park/);
    const border = rows.filter((l) => l.borderFlag === 1);
    expect(
      border
        .filter((l) => /Control Point/.test(l.locationDescEng))
        .map((l) => l.locationCode)
        .sort(),
    ).toEqual(['HYW', 'LMC', 'MKT', 'SZB']);
    expect(rows.filter((l) => /Cruise Terminal/.test(l.locationDescEng)).map((l) => l.locationCode)).toContain('KTCT');
    const types = Object.fromEntries((await db().select().from(salesmanTypes)).map((s) => [s.id, s.salesmanTypeCode]));
    const hotels = rows.filter((l) => types[l.salesmanTypeId as number] === 'HTL');
    expect(hotels.length).toBeGreaterThanOrEqual(15);
    for (const district of ['Central and Western', 'Yau Tsim Mong', 'Kowloon City'])
      expect(
        hotels.some((h) => h.district === district),
        district,
      ).toBe(true);
    // The pick-list serves them all, by code.
    expect(embedded(await api.get(admin, '/limo/node/api/locations'), 'locations').length).toBe(rows.length);
  });

  it('has 8 vehicle types, under 8 seats and of 8 or more, and 40 or more vehicles in both branches', async () => {
    const types = await db().select().from(vehicleTypes);
    expect(types).toHaveLength(8);
    expect(types.filter((v) => v.maxCapacity < 8).length).toBeGreaterThanOrEqual(4);
    expect(types.filter((v) => v.maxCapacity >= 8).length).toBeGreaterThanOrEqual(2);
    const links = await db().select().from(vehicleTypeBranches);
    for (const ty of types)
      expect(
        links.some((l) => l.vehicleTypeId === ty.id && l.branchId === 2),
        ty.vehicleType,
      ).toBe(true);
    expect(links.some((l) => l.branchId === 1)).toBe(true);
    const cars = await db().select().from(vehicles);
    expect(cars.length).toBeGreaterThanOrEqual(40);
    for (const ty of types)
      expect(
        cars.some((c) => c.vehicleTypeId === ty.id),
        ty.vehicleType,
      ).toBe(true);
    expect(cars.filter((c) => c.branchId === 1).length).toBeGreaterThan(0);
    expect(cars.filter((c) => c.branchId === 2).length).toBeGreaterThan(cars.filter((c) => c.branchId === 1).length);
    // Cross-border cars carry a mainland plate.
    expect(cars.filter((c) => c.branchId === 1).every((c) => c.chinaPlateNo && HAN.test(c.chinaPlateNo))).toBe(true);
  });

  it('has 50 or more drivers in both branches, each with licences and languages', async () => {
    const rows = await db().select().from(drivers);
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(rows.filter((d) => d.branchId === 1).length).toBeGreaterThan(0);
    expect(rows.filter((d) => d.branchId === 2).length).toBeGreaterThan(0);
    const licensed = new Set((await db().select({ id: driverLicenses.driverId }).from(driverLicenses)).map((r) => r.id));
    const speaking = new Set((await db().select({ id: driverLanguages.driverId }).from(driverLanguages)).map((r) => r.id));
    for (const d of rows) {
      expect(licensed.has(d.id), d.driverNo).toBe(true);
      expect(speaking.has(d.id), d.driverNo).toBe(true);
      expect(d.driverNameChi ?? '', d.driverNo).toMatch(HAN);
    }
  });

  it('has 30 or more clients of hotels, travel agents and corporates in types and groups, and OUS vendors with contacts', async () => {
    const rows = await db().select().from(clients);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const typeCode = Object.fromEntries((await db().select().from(clientTypes)).map((c) => [c.id, c.clientTypeCode]));
    const perType = (code: string) => rows.filter((c) => typeCode[c.clientTypeId] === code).length;
    expect(perType('HTL')).toBeGreaterThanOrEqual(5);
    expect(perType('TA')).toBeGreaterThanOrEqual(3);
    expect(perType('CORP')).toBeGreaterThanOrEqual(5);
    const grouped = new Set((await db().select({ id: clientGroupClientMaps.clientId }).from(clientGroupClientMaps)).map((r) => r.id));
    expect(rows.filter((c) => grouped.has(c.id)).length).toBeGreaterThanOrEqual(20);
    const vendors = rows.filter((c) => c.clientCode.startsWith('OUS'));
    expect(vendors.length).toBeGreaterThanOrEqual(2);
    const contacts = await db()
      .select()
      .from(clientContacts)
      .where(
        inArray(
          clientContacts.clientId,
          vendors.map((v) => v.id),
        ),
      );
    for (const v of vendors)
      expect(
        contacts.some((c) => c.clientId === v.id),
        v.clientCode,
      ).toBe(true);
    expect(vendors.every((v) => typeCode[v.clientTypeId] === 'OUS')).toBe(true);
  });

  it('has petrol stations with prices and discounts, and vouchers', async () => {
    const stations = await db().select().from(petrolStations);
    expect(stations.length).toBeGreaterThanOrEqual(3);
    for (const s of stations) {
      expect(
        Number((await db().select({ n: count() }).from(petrolStationPs).where(eq(petrolStationPs.petrolStationId, s.id)))[0].n),
        s.petrolStationCode,
      ).toBeGreaterThan(0);
      expect(
        Number((await db().select({ n: count() }).from(petrolStationDs).where(eq(petrolStationDs.petrolStationId, s.id)))[0].n),
        s.petrolStationCode,
      ).toBeGreaterThan(0);
    }
    const v = await db().select().from(vouchers);
    expect(v.length).toBeGreaterThanOrEqual(10);
    expect(new Set(v.map((x) => x.voucherStatus))).toEqual(new Set(['A', 'R', 'V']));
  });
});
