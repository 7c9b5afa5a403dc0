import { expect } from 'vitest';
import { client } from './files-helpers.js';
import type { TestApp } from './harness.js';
import type { PricingCard } from './pricing-card.js';

/* Orders made through createOrder on the 2030 rate card, for the enquiry and schedule tests. */

export type OrderVehicle = Record<string, unknown> & { id: number; version: number; fareAmt: string; flightNo: string | null };
export type Order = Record<string, unknown> & { id: number; version: number; orderRefId: string; orderVehicles: OrderVehicle[] };

export function orderMaker(app: TestApp, admin: string, card: PricingCard) {
  const api = client(app);
  const vehicle = (over: Record<string, unknown> = {}) => ({
    serviceType: 'Transfer',
    pickupDate: '2030-02-10',
    pickupTime: '10:00',
    pickupLocationId: card.loc.AP,
    dropoffLocationId: card.loc.PEN,
    stops: [],
    vehicleTypeId: card.vt,
    paxCount: 1,
    orderMiscs: [],
    orderPaxes: [{ paxName: 'Chan Tai Man' }],
    ...over,
  });
  async function create(clientId: number, vehicles: Record<string, unknown>[], over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const body = { clientId, orderStatus: 'A', contactName: 'Ms Lee', contactTel: '+852 2345 6789', orderVehicles: vehicles, ...over };
    const res = await api.post(admin, '/limo/api/createOrder', body, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Order;
  }
  async function update(order: Order, changes: Record<string, unknown>) {
    const res = await api.put(admin, `/limo/api/updateOrder/${order.id}`, { ...order, ...changes }, { 'if-match': `"${order.version}"` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Order;
  }
  return { vehicle, create, update };
}
