import { moneyToCents, REPORT_DEFS, type ReportColumn } from '@limo/domain';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client } from './files-helpers.js';
import type { TestApp } from './harness.js';
import { uniqueCode } from './samples.js';

/*
 * Data of their own for the reports of helper slice H4 (outsource P&L, statistic, performance,
 * reduce pay, refuel, invoices, client sales), written straight into the tables so each test sets
 * exactly the statuses, fares, price lines and stamps its rules read; and the checks every report
 * shares (totals equal to the rows, files hold the rows).
 */

type Db = TestApp['database']['db'];

export interface VehicleSpec {
  pickupDate: string;
  pickupTime?: string;
  serviceType?: string;
  fareAmt: string;
  tariffFareAmt?: string | null;
  manualFareAmt?: string | null;
  manualFareReason?: string | null;
  noshowFlag?: number;
  orderVehicleStatus?: string;
  outsourceVendorId?: number | null;
  outsourceCost?: string | null;
  driverId?: number | null;
  vehicleId?: number | null;
  /** Price lines [kind, code, amount]. */
  lines?: [string, string, string][];
}

export interface OrderSpec {
  branchId: number;
  clientId: number;
  orderStatus?: string;
  createBy?: string;
  createDt?: Date;
  vehicles: VehicleSpec[];
}

/** The rows an order needs besides its own: a place and a vehicle type (any seeded). */
export async function basics(db: Db) {
  const [location] = await db.select({ id: t.locations.id }).from(t.locations).limit(1);
  const [vehicleType] = await db.select({ id: t.vehicleTypes.id }).from(t.vehicleTypes).limit(1);
  const [clientType] = await db.select({ id: t.clientTypes.id }).from(t.clientTypes).limit(1);
  return { locationId: location.id, vehicleTypeId: vehicleType.id, clientTypeId: clientType.id };
}

/** A client of its own (a vendor when the code starts with the vendor prefix OUS). */
export async function makeClient(db: Db, prefix = 'RC', name = 'Report Client'): Promise<{ id: number; clientCode: string; clientNameEng: string }> {
  const { clientTypeId } = await basics(db);
  const clientCode = `${prefix}${uniqueCode(8)}`;
  const [row] = await db
    .insert(t.clients)
    .values({ clientCode, clientShortName: name.slice(0, 30), clientNameEng: `${name} ${clientCode}`, clientTypeId })
    .returning();
  return { id: row.id, clientCode, clientNameEng: row.clientNameEng };
}

/** An order with its vehicles and their price lines; answers the order's and the vehicles' ids. */
export async function makeOrder(db: Db, spec: OrderSpec): Promise<{ orderId: number; orderRefId: string; vehicleIds: number[] }> {
  const { locationId, vehicleTypeId } = await basics(db);
  const orderRefId = `R${uniqueCode(10)}`;
  const stamp = spec.createDt ? { createDt: spec.createDt } : {};
  const [order] = await db
    .insert(t.orders)
    .values({
      orderRefId,
      branchId: spec.branchId,
      clientId: spec.clientId,
      orderStatus: spec.orderStatus ?? 'A',
      createBy: spec.createBy ?? 'admin',
      ...stamp,
    })
    .returning();
  const vehicleIds: number[] = [];
  for (const [i, v] of spec.vehicles.entries()) {
    const time = v.pickupTime ?? '10:00';
    const [row] = await db
      .insert(t.orderVehicles)
      .values({
        orderId: order.id,
        seqNo: i + 1,
        serviceType: v.serviceType ?? 'Transfer',
        pickupDate: v.pickupDate,
        pickupTime: time,
        pickupLocationId: locationId,
        vehicleTypeId,
        startDate: v.pickupDate,
        startTime: time,
        endDate: v.pickupDate,
        endTime: '23:00',
        fareAmt: v.fareAmt,
        tariffFareAmt: v.tariffFareAmt === undefined ? v.fareAmt : v.tariffFareAmt,
        manualFareAmt: v.manualFareAmt ?? null,
        manualFareReason: v.manualFareReason ?? null,
        noshowFlag: v.noshowFlag ?? 0,
        orderVehicleStatus: v.orderVehicleStatus ?? 'A',
        outsourceVendorId: v.outsourceVendorId ?? null,
        outsourceCost: v.outsourceCost ?? null,
        driverId: v.driverId ?? null,
        vehicleId: v.vehicleId ?? null,
      })
      .returning();
    vehicleIds.push(row.id);
    for (const [seq, [kind, code, amount]] of (v.lines ?? []).entries()) {
      await db
        .insert(t.orderFareLines)
        .values({ orderVehicleId: row.id, seq: seq + 1, kind, code, description: `${kind} ${code}`, qty: '1', unitAmount: amount, amount, rule: 'test' });
    }
  }
  return { orderId: order.id, orderRefId, vehicleIds };
}

export interface ReportAnswer {
  rows: Record<string, unknown>[];
  totals: Record<string, string | number>;
  page: { totalElements: number };
}

/** Calls a report (every row on one page) in a branch and answers its rows and totals after checking the status. */
export function reporter(app: TestApp) {
  const api = client(app);
  return async (token: string, call: string, body: Record<string, unknown>, branch = 2, status = 200): Promise<ReportAnswer> => {
    const res = await api.post(token, `/limo/api/${call}`, { size: 500, ...body }, { 'X-Branch-Id': String(branch) });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(status);
    if (status !== 200) return { rows: [], totals: {}, page: { totalElements: 0 } };
    const json = res.json() as { _embedded: Record<string, Record<string, unknown>[]>; totals: ReportAnswer['totals']; page: ReportAnswer['page'] };
    const view = viewOf(call);
    return { rows: json._embedded[view.resultsName], totals: json.totals, page: json.page };
  };
}

export function viewOf(call: string) {
  const view = REPORT_DEFS.flatMap((d) => d.views).find((v) => v.call === call);
  if (!view) throw new Error(`no view ${call}`);
  return view;
}

const units = (c: ReportColumn, v: unknown) =>
  v === null || v === undefined ? 0 : c.type === 'money' ? moneyToCents(String(v)) : Math.round(Number(v) * 10_000);

/** Rule 8: each total column equals the sum of the rows it counts (`counted` leaves rows out: void invoices), row by row. */
export function expectTotalsAreSums(call: string, answer: ReportAnswer, counted: (row: Record<string, unknown>) => boolean = () => true) {
  const columns = viewOf(call).columns.filter((c) => c.total);
  expect(columns.length).toBeGreaterThan(0);
  expect(answer.page.totalElements).toBe(answer.rows.length);
  for (const c of columns) {
    let sum = 0;
    for (const row of answer.rows) if (counted(row)) sum += units(c, row[c.name]);
    expect(units(c, answer.totals[c.name]), `${call} total ${c.name}`).toBe(sum);
  }
}

/**
 * The call's .xlsx read back: a header row of the English labels, the rows in the screen's order and
 * the totals row, each cell as the screen has it (money and numbers as numbers, dates as dates).
 */
/** The .xlsx holds the answer's rows: headers and words (a status) in `lang`, the language asked (issue 30). */
export async function expectXlsxHolds(
  app: TestApp,
  token: string,
  call: string,
  body: Record<string, unknown>,
  answer: ReportAnswer,
  branch = 2,
  lang: 'en' | 'zh-HK' = 'en',
) {
  const res = await client(app).post(token, `/limo/api/${call}?format=xlsx`, body, { 'X-Branch-Id': String(branch), 'accept-language': lang });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const columns = viewOf(call).columns;
  const cells = (n: number) => columns.map((_, i) => sheet.getRow(n).getCell(i + 1).value);
  const inLang = (label: { en: string; zh: string }) => (lang === 'zh-HK' ? label.zh : label.en);
  expect(cells(1)).toEqual(columns.map((c) => inLang(c.label)));
  const want = (c: ReportColumn, v: unknown) => {
    if (v === null || v === undefined || v === '') return null;
    if (c.type === 'money' || c.type === 'number') return Number(v);
    if (c.type === 'date') return new Date(`${String(v)}T00:00:00Z`);
    const word = c.words?.[String(v)];
    return word ? inLang(word) : v;
  };
  answer.rows.forEach((row, i) => expect(cells(i + 2), `row ${i + 1}`).toEqual(columns.map((c) => want(c, row[c.name]))));
  const totals = cells(answer.rows.length + 2);
  columns.forEach((c, i) => {
    if (c.total) expect(totals[i], `total ${c.name}`).toBe(Number(answer.totals[c.name]));
  });
  expect(sheet.actualRowCount).toBe(answer.rows.length + 2);
}
