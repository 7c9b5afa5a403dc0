import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.js';
import { principalOf } from '../src/demo/demo-orders.js';
import { Events } from '../src/engine/events.js';
import { OrderService } from '../src/modules/orders/order.service.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';
import { statementCounter } from './statement-counter.js';

// The round trips of saving an order (docs/decisions.md, "Issue 30: demo load"): its vehicles and the
// rows under them go in one insert a table, and its vehicles share what they read of the rate card.
// Counted at the driver, so a change that adds a statement a vehicle or a row fails here.

let app: TestApp;
let card: PricingCard;

beforeAll(async () => {
  app = await createTestApp();
  card = await makePricingCard(app, await app.login('admin'));
});
afterAll(() => app?.close());

/**
 * 58 before: 4 reads (client, vehicle types, parameters, branch), 11 of the rate card a vehicle, the reference
 * number, then begin, the order, 5 inserts a vehicle, the first pick-up's update, the history, commit. Now 19: the
 * same 4 reads, 11 of the rate card for all three vehicles, the reference number, begin, one insert, commit.
 */
const MOST_STATEMENTS = 19;

describe('saving an order', () => {
  it(`takes at most ${MOST_STATEMENTS} statements for three vehicles with stops, charges and passengers, and stores every row`, async () => {
    const vehicle = (pickupTime: string, pax: string[]) => ({
      serviceType: 'Transfer',
      pickupDate: '2030-02-10',
      pickupTime,
      pickupLocationId: card.loc.AP,
      dropoffLocationId: card.loc.PEN,
      stops: [card.loc.IFC],
      vehicleTypeId: card.vt,
      paxCount: pax.length,
      orderMiscs: [{ tariffOcId: card.oc.MG, qty: 1 }],
      orderPaxes: pax.map((paxName) => ({ paxName, paxTel: '+852 9123 4567' })),
    });
    const body = {
      clientId: card.c1,
      orderStatus: 'A',
      contactName: 'Ms Lee',
      orderVehicles: [
        vehicle('10:00', ['Chan Tai Man', 'Chan Siu Ming']),
        vehicle('09:00', ['Wong Ka Yan']),
        vehicle('11:30', ['Lee Mei', 'Lee Wai', 'Ho Kit']),
      ],
    };
    const db = app.database.db;
    const principal = await principalOf(db as unknown as Tx, 'dispatcher', 2);
    const service = new OrderService(db, new Events());
    const counter = statementCounter(app.database);

    const { result, statements } = await counter.counting(() => service.createId(body, principal));

    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MOST_STATEMENTS);
    const order = await service.get(result.id, principal);
    expect(order.orderVehicles.map((v) => [v.seqNo, String(v.pickupTime).slice(0, 5), v.stops.length, v.orderPaxes.length, v.orderMiscs.length])).toEqual([
      [1, '10:00', 1, 2, 1],
      [2, '09:00', 1, 1, 1],
      [3, '11:30', 1, 3, 1],
    ]);
    for (const v of order.orderVehicles) expect(v.fareLines.length).toBeGreaterThan(0);
    expect(order.orderVehicles[2].orderPaxes.map((p) => p.paxName)).toEqual(['Lee Mei', 'Lee Wai', 'Ho Kit']);
  });
});
