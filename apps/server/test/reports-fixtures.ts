import { REPORT_DEFS } from '@limo/domain';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { code } from './files-helpers.js';
import type { TestApp } from './harness.js';

/** Every report call of the catalogue (checked against their documents in reports-engine.test.ts); grows with REPORT_DEFS. */
export const REPORT_ROUTES = REPORT_DEFS.flatMap((d) => d.views.map((v) => `POST /limo/api/${v.call}`));

export interface ReportAnswer {
  _embedded: Record<string, Record<string, unknown>[]>;
  totals: Record<string, string | number>;
  page: { size: number; totalElements: number; totalPages: number; number: number };
}

export interface VehicleSpec {
  serviceType?: 'Arrival' | 'Departure' | 'Transfer' | 'Hire';
  pickupDate: string;
  pickupTime?: string;
  fareAmt: string;
  vehicleTypeId?: number;
  driverId?: number | null;
  vehicleId?: number | null;
  outsourceVendorId?: number | null;
  outsourceDriverName?: string | null;
  orderVehicleStatus?: 'A' | 'C';
  noshowFlag?: number;
  flightNo?: string | null;
  flightEtaTime?: string | null;
  paxCount?: number;
  paxNames?: string[];
}

/** The branches, a location, a vehicle type of HK, a driver and vehicle of each branch, and two clients with Chinese names. */
export async function reportWorld(app: TestApp) {
  const db = app.database.db;
  const branch = async (c: string) => (await db.select().from(t.branches).where(eq(t.branches.branchCode, c)))[0].id;
  const hk = await branch('HK');
  const sz = await branch('SZ');
  const [location] = await db.select().from(t.locations).limit(1);
  const types = await db
    .select({ id: t.vehicleTypes.id, code: t.vehicleTypes.vehicleType })
    .from(t.vehicleTypes)
    .innerJoin(t.vehicleTypeBranches, eq(t.vehicleTypeBranches.vehicleTypeId, t.vehicleTypes.id))
    .where(eq(t.vehicleTypeBranches.branchId, hk))
    .orderBy(t.vehicleTypes.id)
    .limit(2);
  const driverOf = async (b: number) =>
    (
      await db
        .select()
        .from(t.drivers)
        .where(and(eq(t.drivers.branchId, b), eq(t.drivers.driverStatus, 'A')))
        .limit(1)
    )[0];
  const vehicleOf = async (b: number) => (await db.select().from(t.vehicles).where(eq(t.vehicles.branchId, b)).limit(1))[0];
  const [anyClient] = await db.select().from(t.clients).limit(1);
  const newClient = async (nameEng: string, nameChi: string) =>
    (
      await db
        .insert(t.clients)
        .values({
          clientCode: code('RC', 20),
          clientShortName: nameEng.slice(0, 30),
          clientNameEng: nameEng,
          clientNameChi: nameChi,
          clientTypeId: anyClient.clientTypeId,
        })
        .returning()
    )[0];
  const alpha = await newClient('Alpha Travel', '甲旅行社');
  const beta = await newClient('Beta Hotel', '乙酒店');
  const vendor = await newClient('Vendor Cars', '外判車行');
  return {
    hk,
    sz,
    locationId: location.id,
    types,
    driver: { hk: await driverOf(hk), sz: await driverOf(sz) },
    vehicle: { hk: await vehicleOf(hk), sz: await vehicleOf(sz) },
    alpha,
    beta,
    vendor,
  };
}
export type ReportWorld = Awaited<ReturnType<typeof reportWorld>>;

/** An order with its vehicles written directly (the reports read what is stored; the order calls are tested elsewhere). */
export async function insertOrder(
  app: TestApp,
  w: ReportWorld,
  o: { branchId?: number; clientId: number; orderStatus?: string; orderRefId?: string; vehicles: VehicleSpec[] },
) {
  const db = app.database.db;
  const [order] = await db
    .insert(t.orders)
    .values({ orderRefId: o.orderRefId ?? code('R', 30), branchId: o.branchId ?? w.hk, clientId: o.clientId, orderStatus: o.orderStatus ?? 'A' })
    .returning();
  const vehicles = [];
  for (const [i, v] of o.vehicles.entries()) {
    const time = v.pickupTime ?? '09:00';
    const [row] = await db
      .insert(t.orderVehicles)
      .values({
        orderId: order.id,
        seqNo: i + 1,
        serviceType: v.serviceType ?? 'Transfer',
        pickupDate: v.pickupDate,
        pickupTime: time,
        flightNo: v.flightNo ?? null,
        flightEtaDate: v.flightEtaTime ? v.pickupDate : null,
        flightEtaTime: v.flightEtaTime ?? null,
        pickupLocationId: w.locationId,
        vehicleTypeId: v.vehicleTypeId ?? w.types[0].id,
        paxCount: v.paxCount ?? 1,
        fareAmt: v.fareAmt,
        startDate: v.pickupDate,
        startTime: time,
        endDate: v.pickupDate,
        endTime: time,
        noshowFlag: v.noshowFlag ?? 0,
        driverId: v.driverId ?? null,
        vehicleId: v.vehicleId ?? null,
        outsourceVendorId: v.outsourceVendorId ?? null,
        outsourceDriverName: v.outsourceDriverName ?? null,
        orderVehicleStatus: v.orderVehicleStatus ?? 'A',
      })
      .returning();
    for (const paxName of v.paxNames ?? []) await db.insert(t.orderPaxes).values({ orderId: order.id, orderVehicleId: row.id, paxName });
    vehicles.push(row);
  }
  return { order, vehicles };
}

/** The JSON answer of a report call, after checking it is 200. */
export function reportAnswer(res: LightMyRequestResponse): ReportAnswer {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json() as ReportAnswer;
}

/** Asserts every total equals the sum of the rows' column (cents for money), row by row. */
export function expectTotalsOfRows(rows: Record<string, unknown>[], totals: Record<string, string | number>, columns: { name: string; money: boolean }[]) {
  for (const c of columns) {
    let sum = 0;
    for (const r of rows) sum += c.money ? Math.round(Number(r[c.name]) * 100) : Number(r[c.name]);
    expect(c.money ? Math.round(Number(totals[c.name]) * 100) : Number(totals[c.name]), `total ${c.name}`).toBe(sum);
  }
}

/** The rows of an .xlsx answer as cell values (header first). */
export async function xlsxRows(res: LightMyRequestResponse): Promise<ExcelJS.CellValue[][]> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=".+\.xlsx"/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as never);
  const sheet = workbook.worksheets[0];
  const out: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => out.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return out;
}

/** An operator date as Excel holds it (midnight UTC of the day). */
export const excelDate = (d: string) => new Date(`${d}T00:00:00Z`);
