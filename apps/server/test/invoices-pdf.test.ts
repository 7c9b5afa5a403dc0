import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { FONT_NAME } from '../src/documents/fonts.js';
import { client, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { API, makeClient, pdfPageTexts, post, seedOrder, standing } from './invoice-fixtures.js';
import { pageCount } from './notices-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// The printed invoice (issue 17 deliverable 3) and who may issue, void and print which invoice.

let app: TestApp;
let admin: string;
let card: PricingCard;
let small: { id: number; invoiceNo: string };
let large: { id: number; invoiceNo: string };

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  const db = app.database.db;
  await db.insert(t.invoiceHeaders).values({
    invoiceHeaderCode: 'TSTHK',
    companyNameEng: 'Harbour Limousine Test Ltd',
    companyNameChi: '海港測試轎車有限公司',
    address: '8 Test Street, Kowloon',
    telNo: '2123 4567',
    bankAccount: 'HSBC 123-456789-001',
    footerText: 'Cheques payable to Harbour Limousine Test Ltd',
    branchId: 2,
  });
  const clientId = await makeClient(app, card, { nameChi: '測試客戶甲' });
  await seedOrder(app, card, { clientId, date: '2030-08-05', fares: ['650.00', '1234.50'] });
  await standing(app, clientId, { description: 'Fuel surcharge', percent: '2.5', monthlyFlag: 1 });
  const bigClient = await makeClient(app, card, { nameChi: '大客戶' });
  await seedOrder(app, card, { clientId: bigClient, date: '2030-08-06', fares: Array.from({ length: 88 }, (_, i) => `${100 + i}.00`) });
  await standing(app, bigClient, { description: 'Monthly fee', amount: '300.00', monthlyFlag: 1 });
  await standing(app, bigClient, { description: 'Waiting', amount: '20.00', monthlyFlag: 0 });
  const issue = async (id: number) => {
    const res = await post(app, admin, 'createInvoice', { clientId: id, dateFrom: '2030-08-01', dateTo: '2030-08-31', invoiceDate: '2030-09-01' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  small = await issue(clientId);
  large = await issue(bigClient);
});
afterAll(() => app.close());

const pdfOf = async (id: number, token = admin) => {
  const res = await client(app).get(token, `${API}/invoices/${id}/pdf`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res;
};

describe('the language an invoice is issued in (issue 30)', () => {
  it("keeps it: the lines answered in the reader's language, the PDF printed in the invoice's own", async () => {
    const clientId = await makeClient(app, card, { nameChi: '語言客戶' });
    await seedOrder(app, card, { clientId, date: '2030-08-07', fares: ['500.00'] });
    const body = { clientId, dateFrom: '2030-08-01', dateTo: '2030-08-31', invoiceDate: '2030-09-01', language: 'zh-HK' };
    const res = await client(app).post(admin, `${API}/createInvoice`, body, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const issued = res.json() as { id: number; language: string; invoiceDtls: { description: string }[] };
    expect(issued.language).toBe('zh-HK');
    expect(issued.invoiceDtls[0].description).toMatch(/^07\/08\/2030 \d\d:\d\d Transfer \S+ #1/);
    const [row] = await app.database.db.select().from(t.invoiceDtls).where(eq(t.invoiceDtls.invoiceId, issued.id));
    // The stored line keeps its English text and its key with parameters.
    expect(row.description).toBe(issued.invoiceDtls[0].description);
    expect(row.textCode).toBe('srv.inv.trip');
    const lines = (lang: string) => client(app).get(admin, `${API}/invoices/${issued.id}/invoiceDtls`, { 'accept-language': lang });
    const zh = (await lines('zh-HK')).json()._embedded.invoiceDtls as { description: string }[];
    expect(zh[0].description).toMatch(/^07\/08\/2030 \d\d:\d\d 接送 \S+ 第 1 架/);
    expect(((await lines('en')).json()._embedded.invoiceDtls as { description: string }[])[0].description).toBe(row.description);
    // Printed in Chinese whoever asks, and an invoice issued without a language stays English.
    const [text] = pdfPageTexts((await pdfOf(issued.id)).rawPayload);
    expect(text).toContain('接送');
    expect(text).toContain('第 1 架');
    const [english] = pdfPageTexts((await client(app).get(admin, `${API}/invoices/${small.id}/pdf`, { 'accept-language': 'zh-HK' })).rawPayload);
    expect(english).toContain('Transfer');
    expect(english).not.toContain('接送');
  });
});

describe('GET invoices/{id}/pdf', () => {
  it('prints the invoice on the letterhead: number, client names in English and Chinese, lines and totals', async () => {
    const res = await pdfOf(small.id);
    expect(res.headers['content-disposition']).toContain(`invoice-${small.invoiceNo}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain(`+${FONT_NAME}`);
    const [text] = pdfPageTexts(pdf);
    for (const shown of [
      small.invoiceNo,
      '測試客戶甲',
      'Invoice Client',
      '海港測試轎車有限公司',
      'Harbour Limousine Test Ltd',
      'HSBC 123-456789-001',
      '1,234.50',
      '1,884.50',
      '47.11',
      '1,931.61',
      '01/10/2030',
      'page 1 of 1',
    ])
      expect(text, shown).toContain(shown);
    expect(text).not.toContain('VOID');
    // A4 portrait, the font a subset.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('prints 90 lines on 3 pages of at most 40, the table header on each, the totals on the last', async () => {
    const pdf = (await pdfOf(large.id)).rawPayload;
    expect(pageCount(pdf)).toBe(3);
    const pages = pdfPageTexts(pdf);
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page).toContain('Description 描述');
      expect(page).toContain(large.invoiceNo);
      expect(page).toContain(`page ${i + 1} of 3`);
    });
    // Lines 1-40, 41-80, 81-90 (88 order lines and the 2 standing lines).
    expect(pages[0]).toContain('06/08/2030');
    expect(pages[1]).toContain('Transfer');
    expect(pages[2]).toContain('Monthly fee');
    expect(pages[2]).toContain('Total (HKD)');
    expect(pages[0]).not.toContain('Total (HKD)');
  });

  it('marks a void invoice VOID with its reason', async () => {
    expect((await post(app, admin, 'voidInvoice', { invoiceId: small.id, reason: 'Duplicate' })).statusCode).toBe(200);
    const [text] = pdfPageTexts((await pdfOf(small.id)).rawPayload);
    expect(text).toContain('VOID 作廢: Duplicate');
    expect(text).toContain(small.invoiceNo);
  });
});

describe('GET invoices/{id}/letterhead', () => {
  it('gives a clerk who may not read letterheads the one the invoice prints on, for the print sheet', async () => {
    const clerk = (await newStaff(app, admin, ['INVOICING'])).token;
    expectError(await client(app).get(clerk, `${API}/invoiceHeaders`), 403);
    const res = await client(app).get(clerk, `${API}/invoices/${small.id}/letterhead`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      letterhead: {
        companyNameEng: 'Harbour Limousine Test Ltd',
        companyNameChi: '海港測試轎車有限公司',
        address: '8 Test Street, Kowloon',
        telNo: '2123 4567',
        bankAccount: 'HSBC 123-456789-001',
        footerText: 'Cheques payable to Harbour Limousine Test Ltd',
      },
    });
    const nobody = (await newStaff(app, admin, ['ORDERING'])).token;
    expectError(await client(app).get(nobody, `${API}/invoices/${small.id}/letterhead`), 403);
  });
});

describe('rights and branches', () => {
  it('refuses users without ORDERINVOICE (trial, create) or INVOICING (void, list) with 403; either prints', async () => {
    const clerk = await newStaff(app, admin, ['ORDERINVOICE']);
    const manager = await newStaff(app, admin, ['INVOICING']);
    const nobody = await newStaff(app, admin, ['ORDERING']);
    const body = { clientId: card.c1, dateFrom: '2030-08-01', dateTo: '2030-08-31' };
    expectError(await post(app, nobody.token, 'getOrderInvoiceTrial', body), 403, /ORDERINVOICE/);
    expectError(await post(app, manager.token, 'createInvoice', { ...body, invoiceDate: '2030-09-01' }), 403, /ORDERINVOICE/);
    expectError(await post(app, clerk.token, 'voidInvoice', { invoiceId: large.id, reason: 'x' }), 403, /INVOICING/);
    expectError(await client(app).get(nobody.token, `${API}/invoices`), 403);
    expectError(await client(app).get(nobody.token, `${API}/invoices/${large.id}/pdf`), 403);
    expect((await post(app, clerk.token, 'getOrderInvoiceTrial', body)).statusCode).toBe(200);
    expect((await client(app).get(manager.token, `${API}/invoices?size=1`)).statusCode).toBe(200);
    await pdfOf(large.id, clerk.token);
    await pdfOf(large.id, manager.token);
  });

  it("answers 404 for another branch's invoice: read, lines, PDF and void", async () => {
    const sz = { 'X-Branch-Id': '1' };
    expectError(await client(app).get(admin, `${API}/invoices/${large.id}`, sz), 404);
    expectError(await client(app).get(admin, `${API}/invoices/${large.id}/invoiceDtls`, sz), 404);
    expectError(await client(app).get(admin, `${API}/invoices/${large.id}/pdf`, sz), 404, new RegExp(`Invoice ${large.id} not found`));
    expectError(await post(app, admin, 'voidInvoice', { invoiceId: large.id, reason: 'x' }, 1), 404);
    const [row] = await app.database.db.select().from(t.invoices).where(eq(t.invoices.id, large.id));
    expect(row.status).toBe('A');
    // The other branch bills only its own orders: none of this branch's are billable there.
    const trial = await post(app, admin, 'getOrderInvoiceTrial', { clientId: row.clientId, dateFrom: '2030-08-01', dateTo: '2030-08-31' }, 1);
    expect(trial.json().lines).toEqual([]);
  });
});
