import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vouchers } from '../src/db/schema/index.js';
import { client, code, expectError } from './files-helpers.js';
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
    expect(res.json()).toMatchObject({
      voucherNo: 'HLS-V26-0007',
      voucherStatus: 'R',
      serviceDate: '2026-11-23',
      remarks: 'Airport transfer, order to follow',
      lastUpdateBy: 'dispatcher',
    });
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

describe('redeemed and void vouchers keep their state', () => {
  const api = () => client(t);
  const row = async (no: string) => (await t.database.db.select().from(vouchers).where(eq(vouchers.voucherNo, no)))[0];
  const idOf = async (no: string) => (await row(no)).id;

  it('refuses a PATCH that changes the status of an active voucher (409), changing nothing', async () => {
    const before = await row('HLS-V26-0010');
    for (const voucherStatus of ['R', 'V']) {
      const res = await api().patch(dispatcher, `/limo/api/vouchers/${before.id}`, { voucherStatus, remarks: 'Not saved' });
      expectError(res, 409, 'The status of Voucher HLS-V26-0010 is changed by redeeming it (redeemVoucher) or voiding it (voidVoucher), not by editing it');
    }
    expect(await row('HLS-V26-0010')).toEqual(before);
  });

  it('still takes a PATCH of the other fields of an active voucher, its status sent unchanged', async () => {
    const res = await api().patch(dispatcher, `/limo/api/vouchers/${await idOf('HLS-V26-0010')}`, { voucherStatus: 'A', remarks: 'For the chairman' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ voucherStatus: 'A', remarks: 'For the chairman', version: 1 });
  });

  it('refuses a PATCH of a redeemed voucher back to active, or of any other field (409), changing nothing', async () => {
    const before = await row('HLS-V26-0001');
    expect(before.voucherStatus).toBe('R');
    const back = await api().patch(dispatcher, `/limo/api/vouchers/${before.id}`, { voucherStatus: 'A' });
    expectError(back, 409, 'Voucher HLS-V26-0001 is redeemed: it can no longer be changed');
    const other = await api().patch(dispatcher, `/limo/api/vouchers/${before.id}`, { remarks: 'Edited afterwards', amount: '1.00' });
    expectError(other, 409, 'Voucher HLS-V26-0001 is redeemed: it can no longer be changed');
    expect(await row('HLS-V26-0001')).toEqual(before);
  });

  it('refuses a PATCH of a void voucher back to active (409), changing nothing', async () => {
    const before = await row('HLS-V26-0020');
    expect(before.voucherStatus).toBe('V');
    expectError(
      await api().patch(dispatcher, `/limo/api/vouchers/${before.id}`, { voucherStatus: 'A' }),
      409,
      'Voucher HLS-V26-0020 is void: it can no longer be changed',
    );
    expectError(
      await api().patch(dispatcher, `/limo/api/vouchers/${before.id}`, { expiryDate: '2028-01-01' }),
      409,
      'Voucher HLS-V26-0020 is void: it can no longer be changed',
    );
    expect(await row('HLS-V26-0020')).toEqual(before);
  });

  it('refuses a new voucher that is not active (400), creating nothing', async () => {
    for (const voucherStatus of ['R', 'V']) {
      const voucherNo = code('TV', 12);
      const res = await api().post(dispatcher, '/limo/api/vouchers', { voucherNo, voucherStatus });
      expectError(res, 400, 'A new voucher is active: it is then redeemed (redeemVoucher) or voided (voidVoucher)');
      expect(await row(voucherNo)).toBeUndefined();
    }
  });

  it('refuses a DELETE of any voucher with 409 telling to void it instead, keeping it', async () => {
    for (const no of ['HLS-V26-0011', 'HLS-V26-0002', 'HLS-V26-0020']) {
      const before = await row(no);
      const res = await api().del(dispatcher, `/limo/api/vouchers/${before.id}`);
      expectError(res, 409, `Voucher ${no} cannot be deleted: vouchers are voided instead (voidVoucher)`);
      expect(await row(no)).toEqual(before);
    }
    expectError(await api().del(dispatcher, '/limo/api/vouchers/999999'), 404);
  });
});

describe('POST /limo/api/voidVoucher', () => {
  const api = () => client(t);
  const voidOne = (token: string, payload: object) => api().post(token, '/limo/api/voidVoucher', payload);

  it('voids an active voucher, once; it can then be neither redeemed nor voided', async () => {
    const res = await voidOne(dispatcher, { voucherNo: 'hls-v26-0012', remarks: 'Client returned it' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      voucherNo: 'HLS-V26-0012',
      voucherStatus: 'V',
      remarks: 'Client returned it',
      serviceDate: null,
      lastUpdateBy: 'dispatcher',
      version: 1,
    });
    expectError(await voidOne(dispatcher, { voucherNo: 'HLS-V26-0012' }), 409, 'Voucher HLS-V26-0012 is void already');
    expectError(await redeem(dispatcher, { voucherNo: 'HLS-V26-0012', serviceDate: '2026-11-23' }), 409, 'Voucher HLS-V26-0012 is void');
    expect(await voucher('HLS-V26-0012')).toMatchObject({ voucherStatus: 'V', remarks: 'Client returned it', version: 1 });
  });

  it('refuses a redeemed voucher (409) and an unknown number (404), changing nothing', async () => {
    expectError(
      await voidOne(dispatcher, { voucherNo: 'HLS-V26-0003' }),
      409,
      'Voucher HLS-V26-0003 was redeemed for 2026-10-12: a redeemed voucher cannot be voided',
    );
    expect((await voucher('HLS-V26-0003')).voucherStatus).toBe('R');
    expectError(await voidOne(dispatcher, { voucherNo: 'NOPE-1' }), 404, 'Voucher NOPE-1 not found');
  });

  it('refuses bad input with 400 and a user without VOUCHER with 403', async () => {
    const bad = expectError(await voidOne(dispatcher, { remarks: 'x'.repeat(201) }), 400);
    expect(bad.errors).toEqual(['voucherNo is required', 'remarks must be at most 200 characters']);
    expectError(await voidOne(hr, { voucherNo: 'HLS-V26-0013' }), 403);
    expect((await voucher('HLS-V26-0013')).voucherStatus).toBe('A');
  });
});

describe('redeeming checks the dates through the shared rule', () => {
  it('refuses a service date before the issue date (409), changing nothing', async () => {
    const res = await redeem(dispatcher, { voucherNo: 'HLS-V26-0014', serviceDate: '2026-05-31' });
    expectError(res, 409, 'Voucher HLS-V26-0014 is valid from 2026-06-01');
    expect((await voucher('HLS-V26-0014')).voucherStatus).toBe('A');
  });

  it('refuses a service date that is no real day with 400', async () => {
    expectError(await redeem(dispatcher, { voucherNo: 'HLS-V26-0014', serviceDate: '2026-02-30' }), 400, 'serviceDate must be a date YYYY-MM-DD');
    // PostgreSQL has no year 0: a 400, not a 500 from the database.
    expectError(await redeem(dispatcher, { voucherNo: 'HLS-V26-0014', serviceDate: '0000-01-01' }), 400, 'serviceDate must be a date YYYY-MM-DD');
  });
});
