import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { PORTAL_INPUT_SOURCE } from '../modules/portal/portal-orders.service.js';

/*
 * The client portal's demo (issue 33, README "Client portal"): the Jockey Club's travel desk books for
 * confirmation by the operator, the Peninsula's concierge books with auto-confirm. Every portal user
 * signs in with the demo password; the stored passengers and places fill the booking form's pickers.
 */

// [client code, auto-confirm, users: username, name, role, language]
const PORTAL: [string, number, [string, string, 'BOOKER' | 'ADMIN', 'en' | 'zh-HK'][]][] = [
  [
    'HKJC',
    0,
    [
      ['booker.hkjc', '陳美華 Mabel Chan', 'BOOKER', 'zh-HK'],
      ['admin.hkjc', 'Raymond Ip', 'ADMIN', 'en'],
    ],
  ],
  ['PEN', 1, [['concierge.pen', 'Gloria Fung', 'BOOKER', 'en']]],
];

export async function loadDemoPortal(tx: Tx, hashes: (n: number) => Promise<string[]>) {
  const clients = await tx
    .select({ id: t.clients.id, code: t.clients.clientCode })
    .from(t.clients)
    .where(
      inArray(
        t.clients.clientCode,
        PORTAL.map(([code]) => code),
      ),
    );
  const id = Object.fromEntries(clients.map((c) => [c.code, c.id]));
  const users = PORTAL.flatMap(([code, , list]) => list.map((u) => ({ code, u })));
  const hashed = await hashes(users.length);
  for (const [code, autoConfirm] of PORTAL) {
    await tx.update(t.clients).set({ portalEnabled: 1, portalAutoConfirm: autoConfirm, portalCutoffMinutes: 120 }).where(eq(t.clients.id, id[code]));
  }
  await tx.insert(t.clientUsers).values(
    users.map(({ code, u: [username, name, role, language] }, i) => ({
      clientId: id[code],
      username,
      name,
      email: `${username}@example.hk`,
      mobile: `+852 9${String(100 + i).padStart(3, '0')} 2${String(100 + i).padStart(3, '0')}`,
      role,
      language,
      passwordHash: hashed[i],
    })),
  );
  const [airport] = await tx.select({ id: t.locations.id }).from(t.locations).where(eq(t.locations.locationCode, 'HKG-T1'));
  await tx.insert(t.clientPassengers).values([
    { clientId: id.HKJC, name: 'Mr Edward Lam', mobile: '+852 9123 4501', email: 'ceo.office@example.hk', language: 'en', notify: 1 },
    { clientId: id.HKJC, name: '何志明先生 Mr Ho Chi Ming', mobile: '+852 6234 5602', language: 'zh-HK', notes: 'Prefers the front seat', notify: 0 },
    { clientId: id.HKJC, name: 'Ms Sophie Laurent', mobile: '+852 5345 6703', email: 'guest.relations@example.hk', language: 'en', notify: 0 },
    { clientId: id.PEN, name: 'Mr James Whitaker', mobile: '+852 9456 7804', language: 'en', notes: 'Suite 1201 guest', notify: 1 },
  ]);
  await tx.insert(t.clientPlaces).values([
    { clientId: id.HKJC, label: 'Airport Terminal 1', locationId: airport?.id ?? null },
    { clientId: id.HKJC, label: 'Happy Valley Racecourse', address: '2 Sports Road, Happy Valley', zone: 'CENTRAL' },
    { clientId: id.HKJC, label: 'Sha Tin Racecourse', address: 'Sha Tin Racecourse, Sha Tin', zone: 'NT' },
    { clientId: id.PEN, label: 'The Peninsula', address: 'Salisbury Road, Tsim Sha Tsui', zone: 'TST' },
    { clientId: id.PEN, label: 'Airport Terminal 1', locationId: airport?.id ?? null },
  ]);
}

/**
 * Two of the Jockey Club's pending demo orders as booked by its travel desk on the portal, so the operator's
 * "To confirm" list and its menu badge have something to show (README "Client portal").
 */
export async function loadDemoPortalBookings(tx: Tx) {
  const [booker] = await tx.select({ id: t.clientUsers.id }).from(t.clientUsers).where(eq(t.clientUsers.username, 'booker.hkjc'));
  const pending = await tx
    .select({ id: t.orders.id })
    .from(t.orders)
    .innerJoin(t.clients, eq(t.clients.id, t.orders.clientId))
    .where(and(eq(t.clients.clientCode, 'HKJC'), eq(t.orders.orderStatus, 'P')))
    .orderBy(asc(t.orders.id))
    .limit(2);
  if (!booker || pending.length === 0) return;
  await tx.insert(t.portalOrders).values(pending.map((o) => ({ orderId: o.id, clientUserId: booker.id })));
  await tx
    .update(t.orders)
    .set({ inputSource: PORTAL_INPUT_SOURCE })
    .where(
      inArray(
        t.orders.id,
        pending.map((o) => o.id),
      ),
    );
}
