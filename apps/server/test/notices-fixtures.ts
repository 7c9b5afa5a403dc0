import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client } from './files-helpers.js';
import type { TestApp } from './harness.js';
import type { PricingCard } from './pricing-card.js';

/** The departure notice and airport sign calls (checked against their documents in notices.test.ts). */
export const NOTICES_ROUTES = ['GET /limo/api/enqAirportSigns/{date}', 'GET /limo/api/enqDepartureNotices/{date}'];

export interface TripOptions {
  serviceType: 'Arrival' | 'Departure' | 'Transfer';
  date: string;
  time: string;
  paxNames?: string[];
  flightNo?: string;
  flightEtaTime?: string;
  remarks?: string;
  branch?: 1 | 2;
}

/** An order of one vehicle through createOrder (branch 2 unless told; branch 1 uses the SZ vehicle type). */
export async function makeTrip(app: TestApp, admin: string, card: PricingCard, o: TripOptions) {
  const branch = o.branch ?? 2;
  const [from, to] = o.serviceType === 'Departure' ? [card.loc.PEN, card.loc.AP] : [card.loc.AP, card.loc.PEN];
  const res = await client(app).post(
    admin,
    '/limo/api/createOrder',
    {
      clientId: card.c1,
      orderStatus: 'A',
      contactName: 'Desk Contact',
      orderVehicles: [
        {
          serviceType: o.serviceType,
          pickupDate: o.date,
          pickupTime: o.time,
          flightNo: o.flightNo ?? null,
          flightEtaDate: o.flightEtaTime ? o.date : null,
          flightEtaTime: o.flightEtaTime ?? null,
          pickupLocationId: from,
          dropoffLocationId: to,
          vehicleTypeId: branch === 1 ? card.vt1 : card.vt,
          paxCount: Math.max(1, o.paxNames?.length ?? 1),
          remarks: o.remarks ?? null,
          orderPaxes: (o.paxNames ?? []).map((paxName) => ({ paxName })),
        },
      ],
    },
    { 'X-Branch-Id': String(branch) },
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as { id: number; orderRefId: string; orderVehicles: { id: number }[] };
  return { orderId: order.id, orderRefId: order.orderRefId, orderVehicleId: order.orderVehicles[0].id };
}

/** Sets an order's status directly (C or V: the notices leave such orders out whichever call made them). */
export async function setOrderStatus(app: TestApp, orderId: number, orderStatus: string) {
  await app.database.db.update(t.orders).set({ orderStatus }).where(eq(t.orders.id, orderId));
}

/** The text of a PDF's streams, inflated where compressed: fonts, their ToUnicode maps and the pages' drawing. */
export function pdfStreams(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [raw];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not compressed (or not with zlib): the raw text above holds it
    }
  }
  return out.join('\n');
}

/** The page count of a PDF. */
export const pageCount = (pdf: Buffer) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

/** The UTF-16 code of a character as a PDF's ToUnicode map writes it (陳 -> 9673). */
export const unicodeHex = (ch: string) => (ch.codePointAt(0) as number).toString(16).padStart(4, '0');
