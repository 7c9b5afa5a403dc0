import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, code } from './files-helpers.js';
import type { TestApp } from './harness.js';
import type { PricingCard } from './pricing-card.js';

/** The invoicing calls (issue 17), checked in invoices*.test.ts. */
export const INVOICE_ROUTES = [
  'POST /limo/api/getOrderInvoiceTrial',
  'POST /limo/api/createInvoice',
  'POST /limo/api/voidInvoice',
  'GET /limo/api/invoices/{id}/pdf',
  'GET /limo/api/invoices/{id}/letterhead',
];

export const API = '/limo/api';

/** A client of its own (copying c1's type), so its invoices and numbers are the test's alone. */
export async function makeClient(app: TestApp, card: PricingCard, o: { nameChi?: string; creditTermDays?: number } = {}): Promise<number> {
  const db = app.database.db;
  const [c1] = await db.select().from(t.clients).where(eq(t.clients.id, card.c1));
  const clientCode = code('IC', 20);
  const [row] = await db
    .insert(t.clients)
    .values({
      clientCode,
      clientShortName: clientCode,
      clientNameEng: `Invoice Client ${clientCode}`,
      clientNameChi: o.nameChi ?? null,
      clientTypeId: c1.clientTypeId,
      creditTermDays: o.creditTermDays ?? 30,
      address: '1 Harbour Road, Wan Chai',
    })
    .returning({ id: t.clients.id });
  return row.id;
}

export interface Job {
  orderId: number;
  orderVehicleId: number;
}

/**
 * An order of `fares.length` vehicles written straight to the tables (fast: the racing tests need
 * many), active, of the client and branch, picked up on `date`, each at its fare.
 */
export async function seedOrder(
  app: TestApp,
  card: PricingCard,
  o: { clientId: number; date: string; fares: string[]; branchId?: number; orderStatus?: string },
): Promise<Job[]> {
  const db = app.database.db;
  const [order] = await db
    .insert(t.orders)
    .values({ orderRefId: code('IV', 30), branchId: o.branchId ?? 2, clientId: o.clientId, orderStatus: o.orderStatus ?? 'A' })
    .returning({ id: t.orders.id });
  const rows = await db
    .insert(t.orderVehicles)
    .values(
      o.fares.map((fareAmt, i) => ({
        orderId: order.id,
        seqNo: i + 1,
        serviceType: 'Transfer',
        pickupDate: o.date,
        pickupTime: `${String(8 + (i % 12)).padStart(2, '0')}:00`,
        pickupLocationId: card.loc.AP,
        dropoffLocationId: card.loc.PEN,
        vehicleTypeId: o.branchId === 1 ? card.vt1 : card.vt,
        fareAmt,
        tariffFareAmt: fareAmt,
        startDate: o.date,
        startTime: '08:00',
        endDate: o.date,
        endTime: '09:00',
      })),
    )
    .returning({ id: t.orderVehicles.id });
  return rows.map((r) => ({ orderId: order.id, orderVehicleId: r.id }));
}

/** An order of one Transfer AP -> PEN through createOrder (priced by the engine), for the lock tests. */
export async function orderByApi(app: TestApp, token: string, card: PricingCard, clientId: number, date: string) {
  const res = await client(app).post(token, `${API}/createOrder`, {
    clientId,
    orderStatus: 'A',
    contactName: 'Invoice Desk',
    orderVehicles: [
      {
        serviceType: 'Transfer',
        pickupDate: date,
        pickupTime: '10:00',
        pickupLocationId: card.loc.AP,
        dropoffLocationId: card.loc.PEN,
        vehicleTypeId: card.vt,
        paxCount: 1,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number; orderRefId: string; orderVehicles: { id: number; fareAmt: string }[] } & Record<string, unknown>;
}

/** A standing line of the client. */
export async function standing(app: TestApp, clientId: number, o: { description: string; amount?: string; percent?: string; monthlyFlag: 0 | 1 }) {
  const [row] = await app.database.db
    .insert(t.clientInvoiceMiscs)
    .values({ clientId, description: o.description, amount: o.amount ?? null, percent: o.percent ?? null, monthlyFlag: o.monthlyFlag })
    .returning({ id: t.clientInvoiceMiscs.id });
  return row.id;
}

/** Posts a call as the token's user. */
export const post = (app: TestApp, token: string, call: string, body: unknown, branch?: number) =>
  client(app).post(token, `${API}/${call}`, body, branch ? { 'X-Branch-Id': String(branch) } : undefined);

export { pdfPageTexts } from './pdf-text.js';
