import { nextDate as addDays, operatorToday } from '@limo/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Principal } from '../engine/auth.js';
import { createBooking, patchBooking as partnerPatch } from '../integrations/chinalink/partner-bookings.js';
import { patchBooking as screenPatch } from '../integrations/chinalink/screen-bookings.js';
import type { Db, Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { demoEvents } from './demo-events.js';

/*
 * The chinaLink partner's demo (issue 18, docs/partner-feed.md): bookings in each state, taken in
 * through the feed's own code (so accepted ones are real orders priced by the engine), and a few of
 * the Shenzhen branch's cross-border trips outsourced to the partner for its mainland leg.
 */

type Body = Record<string, unknown>;

const bookings = (today: string): Body[] => {
  const day = (n: number) => addDays(today, n);
  const base = { paxCount: 2, vehicleTypeCode: 'CL-SEDAN' };
  return [
    // Every field maps: accepted by itself.
    {
      ...base,
      partnerOrderId: 'CL-DEMO-0001',
      serviceType: 'Arrival',
      pickupDate: day(1),
      pickupTime: '10:30',
      flightNo: 'CX251',
      pickupLocationCode: 'HKG-T1',
      dropoffLocationCode: 'SZB',
      paxName: 'Zhang Wei 張偉',
      paxTel: '+86 139 2345 6789',
    },
    {
      ...base,
      partnerOrderId: 'CL-DEMO-0002',
      serviceType: 'Departure',
      pickupDate: day(2),
      pickupTime: '07:15',
      flightNo: 'CA101',
      pickupLocationCode: 'LMC',
      dropoffLocationCode: 'HKG-T1',
      paxName: 'Li Na 李娜',
      paxCount: 1,
    },
    // CL-MPV maps to two of our types: the dispatcher chooses.
    {
      ...base,
      partnerOrderId: 'CL-DEMO-0003',
      serviceType: 'Arrival',
      pickupDate: day(1),
      pickupTime: '15:40',
      flightNo: 'CX407',
      pickupLocationCode: 'HKG-T1',
      dropoffLocationCode: 'HZMB-HK',
      vehicleTypeCode: 'CL-MPV',
      paxName: 'Wang Fang 王芳',
      paxCount: 5,
    },
    // An address without a code of ours: accepted by hand, kept as a free address with its proposed zone.
    {
      ...base,
      partnerOrderId: 'CL-DEMO-0004',
      serviceType: 'Transfer',
      pickupDate: day(3),
      pickupTime: '09:00',
      pickupAddress: '18 Harbour Road, Wan Chai',
      dropoffLocationCode: 'SZB',
      paxName: 'Chen Jie 陳杰',
    },
    // Rejected and cancelled ones.
    {
      ...base,
      partnerOrderId: 'CL-DEMO-0005',
      serviceType: 'Arrival',
      pickupDate: day(1),
      pickupTime: '23:50',
      flightNo: 'BA27',
      pickupLocationCode: 'HKG-T1',
      dropoffLocationCode: 'SZB',
      vehicleTypeCode: 'CL-MPV',
      paxName: 'Liu Yang 劉洋',
      paxCount: 6,
    },
    {
      ...base,
      partnerOrderId: 'CL-DEMO-0006',
      serviceType: 'Departure',
      pickupDate: day(2),
      pickupTime: '11:20',
      flightNo: 'EK381',
      pickupLocationCode: 'WKS',
      dropoffLocationCode: 'HKG-T1',
      paxName: 'Zhao Min 趙敏',
      paxCount: 1,
    },
  ];
};

export async function loadDemoPartner(tx: Tx, dispatcher: Principal) {
  // The feed's services open their own transactions: within the demo's one they are savepoints.
  const db = tx as unknown as Db;
  const events = demoEvents();
  const today = operatorToday();
  for (const body of bookings(today)) await createBooking(db, events, body);
  const [rejected] = await tx.select().from(t.partnerBookings).where(eq(t.partnerBookings.partnerOrderId, 'CL-DEMO-0005'));
  await screenPatch(db, { ...dispatcher, selectedBranchId: rejected.branchId }, rejected.id, {
    status: 'REJECTED',
    rejectReason: 'No MPV free at that hour',
  });
  await partnerPatch(db, events, 'CL-DEMO-0006', { cancel: true });
  await outsourceCrossBorderLegs(tx, today);
}

/** Two Shenzhen cross-border trips a day, today and the next two days, go to the partner for their mainland leg. */
async function outsourceCrossBorderLegs(tx: Tx, today: string) {
  const [partner] = await tx.select({ id: t.clients.id }).from(t.clients).where(eq(t.clients.clientCode, 'OUSCL'));
  const [sz] = await tx.select({ id: t.branches.id }).from(t.branches).where(eq(t.branches.branchCode, 'SZ'));
  const ov = t.orderVehicles;
  const rows = await tx
    .select({ id: ov.id, pickupDate: ov.pickupDate })
    .from(ov)
    .innerJoin(t.orders, eq(t.orders.id, ov.orderId))
    .where(and(eq(t.orders.branchId, sz.id), eq(t.orders.orderStatus, 'A'), gte(ov.pickupDate, today), lte(ov.pickupDate, addDays(today, 2))))
    .orderBy(asc(ov.pickupDate), asc(ov.pickupTime));
  const picked: number[] = [];
  for (const day of [0, 1, 2].map((n) => addDays(today, n)))
    picked.push(
      ...rows
        .filter((r) => r.pickupDate === day)
        .slice(0, 2)
        .map((r) => r.id),
    );
  if (picked.length) await tx.update(ov).set({ outsourceVendorId: partner.id, driverId: null, vehicleId: null }).where(inArray(ov.id, picked));
}
