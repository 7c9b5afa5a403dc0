import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { checkRefusal, type RefusalCase } from './refusal-cases.js';

// Refusals that were English literals, one per module, now in the request's language (issue 30 parts 1
// and 5): the same status, code, errors[].field and invalid values in either language; only the words differ.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
});
afterAll(() => app.close());

const CASES: RefusalCase[] = [
  {
    module: 'partner screen (chinaLink)',
    method: 'GET',
    url: '/limo/node/api/chinaLink/orders/999999',
    status: 404,
    en: 'Partner booking 999999 not found',
    zh: '找不到合作夥伴訂單 999999',
  },
  {
    module: 'partner API (chinaLink)',
    method: 'GET',
    url: '/limo/partner/v1/orders/ABC123',
    status: 401,
    en: 'Send the partner key: Authorization: Bearer <key>',
    zh: '請提供合作夥伴金鑰：Authorization: Bearer <key>',
    anonymous: true,
  },
  { module: 'orders', method: 'GET', url: '/limo/api/getOrder/999999', status: 404, en: 'Order 999999 not found', zh: '找不到訂單 999999' },
  { module: 'leave', method: 'POST', url: '/limo/api/approveLeave/999999', body: {}, status: 404, en: 'Leave 999999 not found', zh: '找不到假期 999999' },
  {
    module: 'invoices',
    method: 'POST',
    url: '/limo/api/voidInvoice',
    body: { invoiceId: 999999, reason: 'typed twice' },
    status: 404,
    en: 'Invoice 999999 not found',
    zh: '找不到發票 999999',
  },
  {
    module: 'files (vouchers)',
    method: 'POST',
    url: '/limo/api/voidVoucher',
    body: { voucherNo: 'NO-SUCH-1' },
    status: 404,
    en: 'Voucher NO-SUCH-1 not found',
    zh: '找不到禮券 NO-SUCH-1',
  },
  {
    module: 'driver jobs',
    method: 'GET',
    url: '/limo/node/api/driverJobs/999999/2030-01-01',
    status: 404,
    en: 'Driver 999999 not found in this branch',
    zh: '此分行找不到司機 999999',
  },
  {
    module: 'allowance',
    method: 'GET',
    url: '/limo/api/getAllowanceRate/999999',
    status: 404,
    en: 'Allowance Rate 999999 not found',
    zh: '找不到津貼率 999999',
  },
  {
    module: 'scheduling',
    method: 'POST',
    url: '/limo/api/secondCallRemove/999999',
    status: 404,
    en: 'Second call 999999 not found',
    zh: '找不到第二次召喚 999999',
  },
  {
    module: 'tariffs',
    method: 'POST',
    url: '/limo/api/reseqTariffOCs',
    body: { tariffOCs: [{ id: 999999, seq: 1 }] },
    status: 404,
    en: 'Other Charge 999999 not found',
    zh: '找不到其他收費 999999',
  },
];

describe("refusals that were English literals, in the request's language (issue 30)", () => {
  it.each(CASES)('$module: $en', (c) => checkRefusal(app, admin, c));
});

describe('validation of bodies in the reader language (issue 30 part 5)', () => {
  it('createInvoice with an unknown language: the enum refusal names the field by its label', async () => {
    const body = { clientId: 1, dateFrom: '2030-01-01', dateTo: '2030-01-31', invoiceDate: '2030-02-01', language: 'fr' };
    const create = (lang: string) => api.post(admin, '/limo/api/createInvoice', body, { 'accept-language': lang });
    const en = expectError(await create('en'), 400, 'language must be one of en, zh-HK');
    const zh = expectError(await create('zh-HK'), 400, '語言必須是以下其中之一：en, zh-HK');
    expect(zh.invalidValues).toEqual([{ field: 'language', value: 'fr' }]);
    expect(zh.invalidValues).toEqual(en.invalidValues);
  });

  it('a master file save names each missing field by its label and says what to do', async () => {
    const save = (lang: string) => api.post(admin, '/limo/api/banks', { swiftCode: 'x' }, { 'accept-language': lang });
    const en = expectError(await save('en'), 400);
    const zh = expectError(await save('zh-HK'), 400, '請填寫銀行編號');
    expect(en.errors).toEqual(['Bank Code is required', 'Name (English) is required', 'SWIFT Code must be 8 or 11 letters and digits']);
    expect(zh.errors).toEqual(['請填寫銀行編號', '請填寫名稱（英文）', 'SWIFT 編號的內容無效：請檢查後再試']);
    expect(zh.invalidValues).toEqual(en.invalidValues);
  });

  it('createOrder: every problem in Chinese, the wire fields and codes for programs unchanged', async () => {
    const body = { orderStatus: 'A', orderVehicles: [{ vehicleTypeId: 999999 }] };
    const create = (lang: string) => api.post(admin, '/limo/api/createOrder', body, { 'accept-language': lang });
    const en = expectError(await create('en'), 400);
    const zh = expectError(await create('zh-HK'), 400);
    const wire = (b: { fieldErrors?: unknown; invalidValues: unknown }) => ({ fieldErrors: b.fieldErrors, invalidValues: b.invalidValues });
    expect(wire(zh)).toEqual(wire(en));
    expect(zh.errors).toHaveLength(en.errors.length);
    expect(en.errors).toContain('clientId is required');
    expect(zh.errors).toContain('請填寫客戶');
    for (const e of zh.errors) expect(e).not.toMatch(/is required|must be|does not exist/);
  });
});
