import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { makeClient, post, seedOrder } from './invoice-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// Invoice numbers under concurrency (issue 17 rule 4): no gap, no reuse, a refused invoice takes no number.

let app: TestApp;
let admin: string;
let card: PricingCard;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
});
afterAll(() => app.close());

const lastSeq = async (year: number) => {
  const [row] = await app.database.db
    .select()
    .from(t.invoiceCounters)
    .where(and(eq(t.invoiceCounters.branchId, 2), eq(t.invoiceCounters.year, year)));
  return row?.lastSeq ?? 0;
};

describe('createInvoice racing', () => {
  it('two invoices of the same order vehicles at once: exactly one wins, the other is 409 and takes no number', async () => {
    const clientId = await makeClient(app, card);
    const jobs = await seedOrder(app, card, { clientId, date: '2032-03-10', fares: ['100.00', '200.00', '300.00'] });
    const body = { clientId, dateFrom: '2032-03-01', dateTo: '2032-03-31', invoiceDate: '2032-04-01', orderVehicleIds: jobs.map((j) => j.orderVehicleId) };
    const results = await Promise.all([post(app, admin, 'createInvoice', body), post(app, admin, 'createInvoice', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = results.find((r) => r.statusCode === 409)?.json();
    expect(lost).toMatchObject({ code: 'NOT_BILLABLE', orderVehicleIds: body.orderVehicleIds });
    expect(await lastSeq(2032)).toBe(1);
    const live = await app.database.db.select().from(t.orderInvoices).where(eq(t.orderInvoices.liveFlag, 1));
    expect(live.filter((l) => body.orderVehicleIds.includes(l.orderVehicleId))).toHaveLength(3);
    // And all billable ones (no list given) racing: the same.
    const more = await seedOrder(app, card, { clientId, date: '2032-03-11', fares: ['400.00'] });
    const all = { ...body, orderVehicleIds: undefined };
    const again = await Promise.all([post(app, admin, 'createInvoice', all), post(app, admin, 'createInvoice', all)]);
    expect(again.map((r) => r.statusCode).sort()).toEqual([201, expect.any(Number)]);
    const loser = again.find((r) => r.statusCode !== 201);
    // The loser finds nothing left to bill (400) or its order vehicle taken (409): never a second invoice.
    expect([400, 409]).toContain(loser?.statusCode);
    expect(again.find((r) => r.statusCode === 201)?.json().invoiceDtls[0].orderVehicleId).toBe(more[0].orderVehicleId);
    expect(await lastSeq(2032)).toBe(2);
  });

  it('20 invoices of 20 clients at once are numbered 1 to 20 without gap', async () => {
    const clients: number[] = [];
    for (let i = 0; i < 20; i++) {
      const clientId = await makeClient(app, card);
      await seedOrder(app, card, { clientId, date: '2033-01-15', fares: [`${100 + i}.00`] });
      clients.push(clientId);
    }
    const results = await Promise.all(
      clients.map((clientId) => post(app, admin, 'createInvoice', { clientId, dateFrom: '2033-01-01', dateTo: '2033-01-31', invoiceDate: '2033-02-01' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(clients.map(() => 201));
    const seqs = results.map((r) => r.json().invoiceSeq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const nos = new Set(results.map((r) => r.json().invoiceNo));
    expect(nos.size).toBe(20);
    expect(await lastSeq(2033)).toBe(20);
  });

  it('a refused invoice takes no number: the next one is numbered right after the last issued', async () => {
    const clientId = await makeClient(app, card);
    const [job] = await seedOrder(app, card, { clientId, date: '2034-05-02', fares: ['500.00'] });
    const [other] = await seedOrder(app, card, { clientId, date: '2034-06-02', fares: ['500.00'] });
    const period = { clientId, dateFrom: '2034-05-01', dateTo: '2034-05-31', invoiceDate: '2034-06-01' };
    const refused = await post(app, admin, 'createInvoice', { ...period, orderVehicleIds: [job.orderVehicleId, other.orderVehicleId] });
    expect(refused.statusCode).toBe(409);
    expect(await lastSeq(2034)).toBe(0);
    const issued = await post(app, admin, 'createInvoice', period);
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().invoiceSeq).toBe(1);
    // Numbering counts per year of the invoice date.
    const next = await post(app, admin, 'createInvoice', { clientId, dateFrom: '2034-06-01', dateTo: '2034-06-30', invoiceDate: '2035-01-03' });
    expect(next.json()).toMatchObject({ invoiceSeq: 1, invoiceNo: expect.stringMatching(/-2035-00001$/) });
  });
});
