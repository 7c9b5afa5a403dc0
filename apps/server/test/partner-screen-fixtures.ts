import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { code } from './files-helpers.js';
import type { TestApp } from './harness.js';
import type { PricingCard } from './pricing-card.js';

/* The order API screen's tests (issue 18): its routes, partner bookings of its own, a fake partner for /trips. */

/** The screen calls (issue 18); partner-screen.test.ts calls each against its documented answer. */
export const CHINALINK_SCREEN_ROUTES = [
  'GET /limo/node/api/chinaLink/orders',
  'GET /limo/node/api/chinaLink/orders/{id}',
  'POST /limo/node/api/chinaLink/orders/{id}',
  'PATCH /limo/node/api/chinaLink/orders/{id}',
  'POST /limo/node/api/chinaLink/assignDriver',
  'POST /limo/node/api/chinaLink/genTrips',
  'POST /limo/node/api/chinaLink/getTrips',
  'GET /limo/node/api/chinaLink/trips',
  'GET /limo/node/api/apiHistories/{id}',
  'GET /limo/node/api/chinaLink/settings',
];

/** The screen calls with a booking row's id in the path, for ids.test.ts (its 404 names a "Partner booking"). */
export const CHINALINK_SCREEN_ID_ROUTES = [
  ...['GET', 'POST', 'PATCH'].map((method) => ({ method, path: '/limo/node/api/chinaLink/orders/:id', label: 'Partner booking' })),
  { method: 'GET', path: '/limo/node/api/apiHistories/:id', label: 'API log row' },
];

export interface PartnerTrip {
  tripId: string;
  status: string;
  driverName?: string;
  driverMobile?: string;
  plate?: string;
}

export interface FakePartner {
  url: string;
  /** What GET /trips answers; `status` other than 200 answers that status with an error body. */
  trips: PartnerTrip[];
  status: number;
  requests: { method: string; url: string; authorization?: string }[];
  close(): Promise<void>;
}

/** The partner's side on a free loopback port: GET /trips?date= answers `trips`; every request is kept. */
export async function startFakePartner(): Promise<FakePartner> {
  const state: FakePartner = { url: '', trips: [], status: 200, requests: [], close: async () => undefined };
  const server = createServer((req: IncomingMessage, res) => {
    state.requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => {
      const wanted = req.method === 'GET' && (req.url ?? '').startsWith('/trips');
      const status = wanted ? state.status : 404;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? state.trips : { error: 'no' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** Partner bookings written as the inbound call leaves them (NEW, in the partner's branch HK unless told). */
export function bookings(app: TestApp, card: PricingCard) {
  const db = app.database.db;
  const locationCode = async (id: number) => (await db.select({ c: t.locations.locationCode }).from(t.locations).where(eq(t.locations.id, id)))[0].c;

  async function branchId(branchCode: string): Promise<number> {
    const [row] = await db.select({ id: t.branches.id }).from(t.branches).where(eq(t.branches.branchCode, branchCode));
    return row.id;
  }

  async function booking(over: Partial<typeof t.partnerBookings.$inferInsert> = {}) {
    const [row] = await db
      .insert(t.partnerBookings)
      .values({
        partner: 'chinaLink',
        partnerOrderId: code('CL', 20),
        branchId: await branchId('HK'),
        serviceType: 'Transfer',
        pickupDate: '2030-04-10',
        pickupTime: '10:00',
        flightNo: 'CX251',
        pickupLocationCode: await locationCode(card.loc.AP),
        dropoffLocationCode: await locationCode(card.loc.PEN),
        vehicleTypeCode: 'SEDAN',
        vehicleTypeId: card.vt,
        paxCount: 2,
        paxName: 'Wang Xiaoming',
        paxTel: '+86 138 0000 0000',
        createBy: 'chinaLink',
        lastUpdateBy: 'chinaLink',
        ...over,
      })
      .returning();
    return row;
  }

  /** The partner as our vendor: the client chinaLinkClientCode names (the demo's OUSCL). */
  async function vendor(): Promise<number> {
    const [param] = await db.select({ v: t.sysParameters.parmValue }).from(t.sysParameters).where(eq(t.sysParameters.parmKey, 'chinaLinkClientCode'));
    const [row] = await db
      .select({ id: t.clients.id })
      .from(t.clients)
      .where(sql`lower(${t.clients.clientCode}) = ${(param?.v ?? '').toLowerCase()}`);
    expect(row, 'the client named by chinaLinkClientCode').toBeDefined();
    return row.id;
  }

  const outbox = (streamKey: string) => db.select().from(t.partnerOutbox).where(eq(t.partnerOutbox.streamKey, streamKey)).orderBy(t.partnerOutbox.id);

  return { booking, branchId, vendor, outbox };
}
