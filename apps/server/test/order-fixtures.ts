import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client } from './files-helpers.js';
import type { TestApp } from './harness.js';
import { makePricingCard } from './pricing-card.js';

/**
 * An order of branch 1 (SZ) with a row in every order collection: its vehicle, passenger, other
 * charge, discount on the charge, agent reference, payment, history, a driver assignment (written
 * directly: no call assigns drivers before the scheduling grid) and a recalculation row. For tests that need order data of a
 * branch when the test database holds no demo orders.
 */
export async function makeBranch1Order(app: TestApp, admin: string): Promise<number> {
  const api = client(app);
  const card = await makePricingCard(app, admin);
  const sz = { 'X-Branch-Id': '1' };
  const created = await api.post(
    admin,
    '/limo/api/createOrder',
    {
      clientId: card.c1,
      orderStatus: 'A',
      contactName: 'Branch one',
      orderVehicles: [
        {
          serviceType: 'Transfer',
          pickupDate: '2030-02-12',
          pickupTime: '09:00',
          pickupLocationId: card.loc.AP,
          dropoffLocationId: card.loc.FAR,
          vehicleTypeId: card.vt1,
          paxCount: 1,
          orderMiscs: [{ tariffOcId: card.oc.PARK, qty: 1, amount: '30' }],
          orderOCDiscounts: [{ tariffOcId: card.oc.PARK, discountAmt: '5' }],
          orderPaxes: [{ paxName: 'Lam Siu Ming' }],
        },
      ],
    },
    sz,
  );
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json() as { id: number; orderVehicles: { id: number }[] };
  const ref = await api.post(admin, '/limo/api/postOrderRef/', { orderId: order.id, agentRef: `SZ-${order.id}` }, sz);
  expect(ref.statusCode, ref.body).toBe(201);
  const [method] = await app.database.db.select().from(t.paymentMethods).where(eq(t.paymentMethods.recordStatus, 'A')).limit(1);
  const paid = await api.post(
    admin,
    '/limo/api/createOrderPayment',
    { orderId: order.id, paymentMethodId: method.id, amount: '100.00', paymentDate: '2030-02-12' },
    sz,
  );
  expect(paid.statusCode, paid.body).toBe(201);
  await app.database.db
    .insert(t.orderDriverVehicles)
    .values({ orderId: order.id, orderVehicleId: order.orderVehicles[0].id, outsourceDriverName: 'Ho Ka Fai@+852 9876 5432' });
  // A recalculation run of branch 1 (recalcDtls are written by recalcOrders only).
  const recalc = await api.post(admin, '/limo/api/recalcOrders', { clientId: card.c1, dateFrom: '2030-02-12', dateTo: '2030-02-12', apply: false }, sz);
  expect(recalc.statusCode, recalc.body).toBe(200);
  expect(recalc.json().rows.map((r: { orderId: number }) => r.orderId)).toContain(order.id);
  // A message of branch 1 (orderSmses are written by orderSms only; without SMTP_URL it is logged FAILED).
  const sms = await api.post(
    admin,
    '/limo/api/orderSms',
    { orderVehicleId: order.orderVehicles[0].id, recipient: 'OTHER', mobile: '91234567', text: 'Test' },
    sz,
  );
  expect(sms.statusCode, sms.body).toBe(200);
  // An invoice of branch 1 (invoices, their lines and orderInvoices are written by createInvoice only).
  const invoice = await api.post(
    admin,
    '/limo/api/createInvoice',
    { clientId: card.c1, dateFrom: '2030-02-12', dateTo: '2030-02-12', invoiceDate: '2030-02-28' },
    sz,
  );
  expect(invoice.statusCode, invoice.body).toBe(201);
  return order.id;
}

/**
 * A driver job with its mileage and a petrol row on the first vehicle of an order, for a driver of
 * the order's branch (driver jobs are written by the driver page and updateOrderByDriverJob, not
 * the generic calls). Answers the driver job's id.
 */
export async function makeDriverJob(app: TestApp, orderId: number): Promise<number> {
  const db = app.database.db;
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  const [vehicle] = await db.select().from(t.orderVehicles).where(eq(t.orderVehicles.orderId, orderId)).limit(1);
  const [driver] = await db.select().from(t.drivers).where(eq(t.drivers.branchId, order.branchId)).limit(1);
  const [job] = await db
    .insert(t.driverJobs)
    .values({
      branchId: order.branchId,
      driverId: driver.id,
      dutyDate: vehicle.pickupDate,
      orderVehicleId: vehicle.id,
      jobStatus: 'ACK',
      ackTime: new Date().toISOString(),
    })
    .returning();
  await db.insert(t.driverJobMileages).values({ driverJobId: job.id, startMileage: 100, endMileage: 150 });
  await db.insert(t.driverJobPetrols).values({ driverJobId: job.id, litres: '20.00', amount: '300.00' });
  return job.id;
}

/** A closed allowance month of branch 1 (written by closeAllowanceMonth only): one driver's row. */
export async function makeBranch1Allowance(app: TestApp): Promise<number> {
  const db = app.database.db;
  const [driver] = await db.select().from(t.drivers).where(eq(t.drivers.branchId, 1)).limit(1);
  const [row] = await db
    .insert(t.allowances)
    .values({ branchId: 1, month: '2030-01', driverId: driver.id, driverNo: driver.driverNo, driverNameEng: driver.driverNameEng, closedBy: 'test' })
    .returning();
  return row.id;
}
