import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { checkRefusal, type RefusalCase } from './refusal-cases.js';

// Refusals the server words itself, one per module, in the request's language (issue 30 part 1, second slice):
// the same status, body fields and invalid values in either language; only the words differ.

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
  { module: 'engine (ids)', method: 'GET', url: '/limo/api/banks/abc', status: 400, en: 'id must be a positive whole number', zh: 'id 必須是正整數' },
  {
    module: 'scheduling (grid day)',
    method: 'GET',
    url: '/limo/api/scheduling/day/2030-02-30',
    status: 400,
    en: 'date must be a service date YYYY-MM-DD',
    zh: 'date 必須是服務日期 YYYY-MM-DD',
  },
  {
    module: 'scheduling (assignment)',
    method: 'POST',
    url: '/limo/api/updateOrderVehicle',
    body: { orderVehicleId: 1 },
    status: 428,
    en: 'The version read is required to change an order vehicle: send the schedule row’s version',
    zh: '更改訂單車輛須附上讀取時的版本：請送出排程行的版本',
  },
  {
    module: 'orders (by service date)',
    method: 'GET',
    url: '/limo/api/orders/searchByServiceDate/31-12-2030',
    status: 400,
    en: 'date must be a service date YYYY-MM-DD',
    zh: 'date 必須是服務日期 YYYY-MM-DD',
  },
  {
    module: 'order operations (batch void)',
    method: 'POST',
    url: '/limo/node/api/voidOrderBatch',
    body: { orderIds: [1], cancelReasonId: 999999 },
    status: 400,
    en: 'cancelReasonId: cancel reason 999999 does not exist',
    zh: 'cancelReasonId：取消原因 999999 不存在',
  },
  {
    module: 'invoices (list)',
    method: 'GET',
    url: '/limo/api/invoices?dateFrom=soon',
    status: 400,
    en: 'dateFrom must be a date YYYY-MM-DD',
    zh: 'dateFrom 必須是日期 YYYY-MM-DD',
  },
  {
    module: 'rates',
    method: 'POST',
    // Sent without a body: a JSON body that is no object is refused before any module reads it (issue 31, engine/body-shape.ts).
    url: '/limo/api/createTariffRates',
    status: 400,
    // One wording wherever a body that is no object is found (issue 31): the same as a null body's.
    en: 'body must be an object',
    zh: '請求內容的格式不正確（應為一個物件）',
  },
  {
    module: 'tariffs (copy terms)',
    method: 'POST',
    url: '/limo/api/copyTariffOCParms',
    body: {},
    status: 400,
    en: 'fromClientId or fromContractTermTypeId is required',
    zh: '必須提供 fromClientId 或 fromContractTermTypeId',
  },
  {
    module: 'roster',
    method: 'GET',
    url: '/limo/api/dailyRosterVehicleMaps?startDate=today',
    status: 400,
    en: 'startDate must be a date YYYY-MM-DD',
    zh: 'startDate 必須是日期 YYYY-MM-DD',
  },
  {
    module: 'files (locations)',
    method: 'GET',
    url: '/limo/node/api/locations/%20',
    status: 400,
    en: 'x must be a code or a part of a name',
    zh: 'x 必須是編號或名稱的一部分',
  },
  {
    module: 'allowance',
    method: 'POST',
    url: '/limo/api/getAllowanceHeader',
    body: { dateFrom: '2030-06-10', dateTo: '2030-06-01' },
    status: 400,
    en: 'dateTo must not be before dateFrom',
    zh: 'dateTo 不可早於 dateFrom',
  },
  {
    module: 'leave (quotas)',
    method: 'GET',
    url: '/limo/node/api/leaveQuota/1999',
    status: 400,
    en: 'year must be a year from 2000 to 2100',
    zh: 'year 必須是 2000 至 2100 年之間的年份',
  },
  {
    module: 'reports',
    method: 'POST',
    url: '/limo/api/enqCashReport/',
    body: { dateFrom: '2031-03-02', dateTo: '2031-03-01' },
    status: 400,
    en: 'dateTo must not be before dateFrom',
    zh: 'dateTo 不可早於 dateFrom',
  },
  {
    module: 'notices',
    method: 'GET',
    url: '/limo/api/enqDepartureNotices/tomorrow',
    status: 400,
    en: 'date must be a date YYYY-MM-DD',
    zh: 'date 必須是日期 YYYY-MM-DD',
  },
  {
    module: 'driver jobs',
    method: 'GET',
    url: '/limo/node/api/driverJobs/1/2030-13-01',
    status: 400,
    en: 'dutyDate must be a date YYYY-MM-DD',
    zh: 'dutyDate 必須是日期 YYYY-MM-DD',
  },
  {
    module: 'partner screen (chinaLink)',
    method: 'PATCH',
    url: '/limo/node/api/chinaLink/orders/1',
    body: {},
    status: 400,
    en: 'Send {status: "REJECTED", rejectReason} to reject the booking, or {vehicleTypeId} to change its vehicle type',
    zh: '請送出 {status: "REJECTED", rejectReason} 拒絕此訂單，或送出 {vehicleTypeId} 更改車種',
  },
  {
    module: 'security (sign-in)',
    method: 'POST',
    url: '/limo/auth',
    body: { password: 'x' },
    status: 400,
    en: 'Username is required',
    zh: '必須填寫用戶名稱',
    anonymous: true,
  },
];

describe("a refusal of each module in the request's language (issue 30 part 1)", () => {
  it.each(CASES)('$module: $en', (c) => checkRefusal(app, admin, c));
});

describe('refusals built from several texts', () => {
  it('a password change lists every problem in the language asked, the field named as sent', async () => {
    const change = (lang: string) => api.post(admin, '/limo/api/changePassword', { newPassword: 'Zq9#' }, { 'accept-language': lang });
    const en = expectError(await change('en'), 400, 'Old password is required');
    const zh = expectError(await change('zh-HK'), 400, '必須填寫舊密碼');
    expect(en.errors).toEqual(['Old password is required', 'New password must be at least 8 characters']);
    expect(zh.errors).toEqual(['必須填寫舊密碼', '新密碼最少須有 8 個字元']);
    expect(zh.invalidValues).toEqual(en.invalidValues);
    expect(zh.invalidValues.map((v) => v.field)).toEqual(['newPassword']);
  });

  it('a duplicate code names the field by its label in the language asked', async () => {
    const create = (lang: string) => api.post(admin, '/limo/api/banks', { bankCode: 'dupe1', bankNameEng: 'Dupe' }, { 'accept-language': lang });
    expect((await create('en')).statusCode).toBe(201);
    const en = expectError(await create('en'), 409);
    const zh = expectError(await create('zh-HK'), 409);
    expect(en.message).toMatch(/^Bank Code DUPE1 already exists/);
    expect(zh.message).toMatch(/^銀行\S* DUPE1 已存在$/);
    expect(zh.invalidValues).toEqual(en.invalidValues);
  });
});
