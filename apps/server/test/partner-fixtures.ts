import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import type { TestApp } from './harness.js';

/* The chinaLink partner's inbound calls and keys (issue 18) for partner-inbound.test.ts. */

/** The inbound calls and the key calls; partner-inbound.test.ts calls each against its documented answer. */
export const PARTNER_INBOUND_ROUTES = [
  'GET /limo/api/getPartnerKeys',
  'GET /limo/partner/v1/orders/{partnerOrderId}',
  'PATCH /limo/partner/v1/orders/{partnerOrderId}',
  'POST /limo/api/issuePartnerKey',
  'POST /limo/api/revokePartnerKey',
  'POST /limo/partner/v1/orders',
];

let n = 0;
/** A partnerOrderId unique within the run. */
export const partnerOrderId = () => `CL-${Date.now().toString(36)}-${++n}`;

/** A booking body that maps fully in the demo data: CL-SEDAN is mapped to one type (S-CLASS), the codes are demo locations. */
export function booking(overrides: Record<string, unknown> = {}) {
  return {
    partnerOrderId: partnerOrderId(),
    serviceType: 'Arrival',
    pickupDate: '2030-04-15',
    pickupTime: '10:30',
    flightNo: 'CX 123',
    pickupLocationCode: 'HKG-T1',
    dropoffLocationCode: 'LMC',
    vehicleTypeCode: 'cl-sedan',
    paxCount: 2,
    paxName: 'Wang Lei',
    paxTel: '+86 138 0000 0000',
    remarks: 'Two suitcases',
    ...overrides,
  };
}

export function partnerKit(app: TestApp) {
  const db = app.database.db;
  const call = (key: string | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    app.app.inject({ method, url, payload: payload as object, headers: key ? { authorization: `Bearer ${key}` } : {} });

  /** A new key of the partner, issued by a staff member with ORDERAPI. */
  async function issueKey(token: string): Promise<{ keyId: number; key: string }> {
    const res = await app.as(token, { method: 'POST', url: '/limo/api/issuePartnerKey', payload: { partner: 'chinaLink' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  const bookingRow = async (id: string) => {
    const [row] = await db.select().from(t.partnerBookings).where(eq(t.partnerBookings.partnerOrderId, id));
    return row;
  };

  const setParameter = (parmKey: string, parmValue: string) => db.update(t.sysParameters).set({ parmValue }).where(eq(t.sysParameters.parmKey, parmKey));

  return { call, issueKey, bookingRow, setParameter };
}
