import { operatorToday } from '@limo/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { lastMonth, loadDemoInvoices } from '../src/demo/demo-invoices.js';
import { createTestApp, type TestApp } from './harness.js';

// The demo invoicing (issue 17 deliverable 4), loaded into a test database (which has no demo orders).

const today = operatorToday();
let app: TestApp;
let loaded: Awaited<ReturnType<typeof loadDemoInvoices>>;

beforeAll(async () => {
  app = await createTestApp();
  loaded = await app.database.db.transaction((tx) => loadDemoInvoices(tx, today));
});
afterAll(() => app.close());

describe('the demo invoices', () => {
  it("bills last month's orders of six clients with unbroken numbers per branch, one void with its reason", async () => {
    const db = app.database.db;
    const period = lastMonth(today);
    expect(period.dateTo.slice(0, 7) < today.slice(0, 7)).toBe(true);
    expect(loaded.invoices).toBe(6);
    const rows = await db
      .select({ invoice: t.invoices, branchCode: t.branches.branchCode, clientCode: t.clients.clientCode })
      .from(t.invoices)
      .innerJoin(t.branches, eq(t.branches.id, t.invoices.branchId))
      .innerJoin(t.clients, eq(t.clients.id, t.invoices.clientId))
      .orderBy(asc(t.invoices.id));
    const year = today.slice(0, 4);
    expect(rows.map((r) => [r.clientCode, r.invoice.invoiceNo])).toEqual([
      ['PEN', `HK-${year}-00001`],
      ['HKTDC', `HK-${year}-00002`],
      ['CXC', `HK-${year}-00003`],
      ['SHKP', `HK-${year}-00004`],
      ['HKJC', `HK-${year}-00005`],
      ['GSA', `SZ-${year}-00001`],
    ]);
    for (const { invoice } of rows) expect(invoice).toMatchObject({ ...period, invoiceDate: `${today.slice(0, 7)}-01` });
    expect(rows.filter((r) => r.invoice.status === 'V').map((r) => [r.clientCode, r.invoice.voidReason])).toEqual([
      ['CXC', expect.stringMatching(/re-issued/)],
    ]);
    // Each branch's letterhead; the percent line and the one-off lines billed.
    const heads = await db
      .select()
      .from(t.invoiceHeaders)
      .where(
        inArray(
          t.invoiceHeaders.id,
          rows.map((r) => r.invoice.invoiceHeaderId as number),
        ),
      );
    expect(new Set(heads.map((h) => h.branchId))).toEqual(new Set(rows.map((r) => r.invoice.branchId)));
    const pen = await db.select().from(t.invoiceDtls).where(eq(t.invoiceDtls.invoiceId, rows[0].invoice.id));
    expect(pen.find((l) => l.lineType === 'MISC')?.description).toBe('Hotel partner rebate (-5%)');
    const oneOffs = await db.select().from(t.clientInvoiceMiscs).where(eq(t.clientInvoiceMiscs.monthlyFlag, 0));
    expect(oneOffs.map((m) => m.invoiceId === null)).toContain(true); // CXC's line, freed by the void
    expect(oneOffs.some((m) => m.invoiceId === rows[3].invoice.id)).toBe(true); // SHKP's line
  });

  it('pays three of them this month, each order in full', async () => {
    const db = app.database.db;
    const payments = await db.select().from(t.orderPayments);
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((p) => p.paymentDate.slice(0, 7) === today.slice(0, 7))).toBe(true);
    const invoiced = new Set(payments.map((p) => p.remarks));
    expect([...invoiced].sort()).toEqual(
      (
        await db
          .select()
          .from(t.invoices)
          .where(
            inArray(
              t.invoices.invoiceNo,
              [...invoiced].map((r) => String(r).replace('Invoice ', '')),
            ),
          )
      )
        .map((i) => `Invoice ${i.invoiceNo}`)
        .sort(),
    );
    expect(invoiced.size).toBe(3);
  });

  it('adds the card fee of Octopus beside the credit cards', async () => {
    const fees = await app.database.db
      .select({ code: t.paymentMethods.paymentMethodCode })
      .from(t.paymentMethodFees)
      .innerJoin(t.paymentMethods, eq(t.paymentMethods.id, t.paymentMethodFees.paymentMethodId));
    expect(new Set(fees.map((f) => f.code))).toEqual(new Set(['VISA', 'MASTER', 'AMEX', 'ALIPAY', 'OCTOPUS']));
  });
});
