import { describe, expect, it } from 'vitest';
import { describeIssues } from '../../schema.js';
import { ocAmountRequestSchema, pricingRequestSchema } from './request.js';

const problems = (body: unknown) => {
  const r = pricingRequestSchema.safeParse(body);
  return r.success ? [] : describeIssues(undefined, r.error.issues, body).map((p) => p.message);
};

const body = {
  clientId: 1,
  vehicleTypeId: 10,
  serviceType: 'Arrival',
  serviceDate: '2026-02-10',
  pickupTime: '07:30',
  pickupLocationId: 100,
  dropoffLocationId: 101,
};

describe('pricingRequestSchema (the getOrderTariff body)', () => {
  it('takes the least body, filling the lists and minutes, and turns HH:mm into HH:mm:ss', () => {
    expect(pricingRequestSchema.parse(body)).toEqual({
      ...body,
      pickupTime: '07:30:00',
      stops: [],
      hireMinutes: 0,
      waitingMinutes: 0,
      ocs: [],
      voucherNo: null,
    });
  });

  it('takes a full body: charges with a quantity and an at-cost amount, a voucher number in any case', () => {
    const full = {
      ...body,
      pickupTime: '23:05:09',
      stops: [102, 103],
      waitingMinutes: 45,
      ocs: [{ tariffOcId: 51 }, { tariffOcId: 53, qty: 2, amount: 45.5 }],
      voucherNo: ' hls-v26-0007 ',
    };
    expect(pricingRequestSchema.parse(full)).toEqual({
      ...full,
      hireMinutes: 0,
      ocs: [
        { tariffOcId: 51, qty: 1, amount: null },
        { tariffOcId: 53, qty: 2, amount: '45.50' },
      ],
      voucherNo: 'HLS-V26-0007',
    });
  });

  it('takes a hire with no drop-off', () => {
    expect(pricingRequestSchema.parse({ ...body, serviceType: 'Hire', dropoffLocationId: null, hireMinutes: 240 })).toMatchObject({
      dropoffLocationId: null,
      hireMinutes: 240,
    });
  });

  it('lists every missing field at once', () => {
    expect(problems({})).toEqual([
      'clientId is required',
      'vehicleTypeId is required',
      'serviceType is required',
      'serviceDate is required',
      'pickupTime is required',
      'pickupLocationId is required',
      'dropoffLocationId is required for an Arrival, Departure or Transfer',
    ]);
    expect(problems({ ...body, serviceType: 'Hire', dropoffLocationId: undefined })).toEqual(['hireMinutes is required for a Hire (minutes above 0)']);
  });

  it('lists every broken field at once', () => {
    const broken = {
      clientId: 0,
      vehicleTypeId: 'x',
      serviceType: 'Limo',
      serviceDate: '2026-02-30',
      pickupTime: '25:00',
      pickupLocationId: 1.5,
      dropoffLocationId: 101,
      stops: ['a'],
      hireMinutes: -1,
      waitingMinutes: 1.5,
      ocs: [{ tariffOcId: 51, qty: 0, amount: '-1' }, 'x'],
      voucherNo: 7,
    };
    expect(problems(broken)).toEqual([
      'clientId must be the id of a record',
      'vehicleTypeId must be the id of a record',
      'serviceType must be one of Arrival, Departure, Transfer, Hire',
      'serviceDate must be a date YYYY-MM-DD',
      'pickupTime must be a time HH:mm:ss',
      'pickupLocationId must be the id of a record',
      'stops.0 must be the id of a record',
      'hireMinutes must be a whole number of minutes from 0 to 10080',
      'waitingMinutes must be a whole number of minutes from 0 to 1440',
      'ocs.0.qty must be a whole number from 1 to 999',
      'ocs.0.amount must be an amount of at least 0.00 with at most two decimals',
      'ocs.1 must be an object {tariffOcId, qty, amount?}',
      'voucherNo must be text',
    ]);
  });

  it('refuses too many stops or charges, and a body that is not an object', () => {
    expect(problems({ ...body, stops: Array.from({ length: 21 }, () => 101), ocs: Array.from({ length: 51 }, () => ({ tariffOcId: 51 })) })).toEqual([
      'stops must hold at most 20 stops',
      'ocs must hold at most 50 charges',
    ]);
    expect(problems([])).toEqual(['body must be an object']);
    expect(problems('x')).toEqual(['body must be an object']);
  });
});

describe('ocAmountRequestSchema (the getOcAmt body)', () => {
  it('takes the four fields and lists every problem', () => {
    const ok = { clientId: 1, vehicleTypeId: 10, tariffOcId: 51, serviceDate: '2026-02-10' };
    expect(ocAmountRequestSchema.parse(ok)).toEqual(ok);
    const r = ocAmountRequestSchema.safeParse({ serviceDate: '10/02/2026' });
    expect(r.success ? [] : describeIssues(undefined, r.error.issues, {}).map((p) => p.message)).toEqual([
      'clientId is required',
      'vehicleTypeId is required',
      'tariffOcId is required',
      'serviceDate must be a date YYYY-MM-DD',
    ]);
  });
});
