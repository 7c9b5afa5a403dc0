import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let dispatcher: string;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  [dispatcher, hr] = await Promise.all([t.login('dispatcher'), t.login('hr')]);
});
afterAll(() => t.close());

const redeem = (token: string, payload: object) => t.as(token, { method: 'POST', url: '/limo/api/redeemVoucher', payload });
const voucher = async (no: string) => (await t.as(dispatcher, { method: 'GET', url: `/limo/api/vouchers?voucherNo=${no}` })).json()._embedded.vouchers[0];

describe('POST /limo/api/redeemVoucher', () => {
  it('redeems an active voucher for a service date, once', async () => {
    const res = await redeem(dispatcher, { voucherNo: 'hls-v26-0007', serviceDate: '2026-11-23', remarks: 'Airport transfer, order to follow' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ voucherNo: 'HLS-V26-0007', voucherStatus: 'R', serviceDate: '2026-11-23', remarks: 'Airport transfer, order to follow', lastUpdateBy: 'dispatcher' });
    const again = await redeem(dispatcher, { voucherNo: 'HLS-V26-0007', serviceDate: '2026-11-24' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Voucher HLS-V26-0007 was redeemed already, for 2026-11-23');
    expect((await voucher('HLS-V26-0007')).serviceDate).toBe('2026-11-23');
  });

  it('refuses a void voucher, an expired one and an unknown number, changing nothing', async () => {
    const voidOne = await redeem(dispatcher, { voucherNo: 'HLS-V26-0020', serviceDate: '2026-11-23' });
    expect(voidOne.statusCode).toBe(409);
    expect(voidOne.json().message).toBe('Voucher HLS-V26-0020 is void');
    const late = await redeem(dispatcher, { voucherNo: 'HLS-V26-0008', serviceDate: '2027-06-01' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Voucher HLS-V26-0008 expired on 2027-05-31');
    expect((await voucher('HLS-V26-0008')).voucherStatus).toBe('A');
    const unknown = await redeem(dispatcher, { voucherNo: 'NOPE-1', serviceDate: '2026-11-23' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a user without VOUCHERREDEEM with 403', async () => {
    const bad = await redeem(dispatcher, { serviceDate: '23/11/2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['voucherNo is required', 'serviceDate must be a date YYYY-MM-DD']);
    expect((await redeem(hr, { voucherNo: 'HLS-V26-0009', serviceDate: '2026-11-23' })).statusCode).toBe(403);
    expect((await voucher('HLS-V26-0009')).voucherStatus).toBe('A');
  });
});
