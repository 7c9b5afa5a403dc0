import { describe, expect, it } from 'vitest';
import { CHAN, FINE, input, job, LEE, LOC, other, roster, SPEEDING, VT } from './allowance.fixtures.js';
import { computeAllowance } from './compute.js';
import { expectTotalsAreSums } from './totals.fixtures.js';
import type { AllowanceDriver } from './types.js';

const amounts = (r: ReturnType<typeof computeAllowance>) => r.detail.map((l) => `${l.driverId} ${l.date} ${l.kind} ${l.amount}`);

describe('computeAllowance: what counts', () => {
  it.each([
    ['a job before the period', { jobs: [job({ date: '2030-03-31' })] }],
    ['a job after the period', { jobs: [job({ date: '2030-05-01' })] }],
    ['a job of a driver not listed', { jobs: [job({ driverId: 9 })] }],
    ['a roster day before the period', { rosters: [roster(CHAN.driverId, '2030-03-31', '08:00', '20:00')] }],
    ['a roster day of a driver not listed', { rosters: [roster(9, '2030-04-03', '08:00', '20:00')] }],
    ['a roster day without an off-duty time', { rosters: [roster(CHAN.driverId, '2030-04-03', '08:00', null)] }],
    ['a roster day without overtime', { rosters: [roster(CHAN.driverId, '2030-04-03', '08:00', '18:14')] }],
    ["a part-time driver's long day: PT earns no overtime", { rosters: [roster(LEE.driverId, '2030-04-05', '07:00', '20:00')] }],
    ['an other item after the period', { others: [other({ otherDate: '2030-05-01' })] }],
    ['an other item of a driver not listed', { others: [other({ driverId: 9 })] }],
  ])('%s: nothing', (_name, over) => {
    const result = computeAllowance(input(over));
    expect(result.detail).toEqual([]);
    expect(result.summary).toEqual([]);
    expect(result.monthly).toEqual([]);
    expect(result.footer).toEqual({
      jobs: 0,
      jobAmount: '0.00',
      ptDays: 0,
      ptAmount: '0.00',
      otMinutes: 0,
      otAmount: '0.00',
      otherAmount: '0.00',
      total: '0.00',
    });
  });

  it('the first and last days of the period count', () => {
    const result = computeAllowance(input({ jobs: [job({ date: '2030-04-01' }), job({ date: '2030-04-30' })] }));
    expect(result.detail.map((l) => l.date)).toEqual(['2030-04-01', '2030-04-30']);
  });
});

describe('computeAllowance: the version switch on the effective date (2030-04-16)', () => {
  it.each([
    ['2030-04-15', '150.00', 12],
    ['2030-04-16', '170.00', 32],
    ['2030-04-17', '170.00', 32],
  ])('an airport job by day on %s pays %s', (date, amount, rateId) => {
    const [line] = computeAllowance(input({ jobs: [job({ date, pickupLocationId: LOC.T1 })] })).detail;
    expect(line).toMatchObject({ amount, allowanceRateId: rateId });
  });

  it('overtime follows the version of the duty date', () => {
    const rosters = [roster(CHAN.driverId, '2030-04-15', '08:00', '19:00'), roster(CHAN.driverId, '2030-04-16', '08:00', '19:00')];
    expect(amounts(computeAllowance(input({ rosters })))).toEqual(['1 2030-04-15 OT 50.10', '1 2030-04-16 OT 52.00']);
  });

  it('before the first version: lines of 0 that say so', () => {
    const result = computeAllowance(
      input({
        dateFrom: '2029-12-31',
        dateTo: '2029-12-31',
        jobs: [job({ date: '2029-12-31' })],
        rosters: [roster(CHAN.driverId, '2029-12-31', '08:00', '20:00')],
      }),
    );
    expect(result.detail).toMatchObject([
      { kind: 'JOB', amount: '0.00', noRate: true, description: 'No rate: no allowance version is in effect on 2029-12-31' },
      { kind: 'OT', amount: '0.00', qty: 0, description: 'Overtime not computed: no allowance version is in effect on 2029-12-31' },
    ]);
  });
});

describe('computeAllowance: order and totals', () => {
  it('detail by driverNo, date, kind (JOB, PT_BASIC, OT, OTHER), then pick-up time', () => {
    // Driver 1 is numbered after driver 3: the order follows driverNo, not the id.
    const wong: AllowanceDriver = { driverId: 3, driverNo: 'A900', driverNameEng: 'Wong', employmentType: 'PT' };
    const result = computeAllowance(
      input({
        drivers: [CHAN, wong],
        jobs: [job({ pickupTime: '18:00' }), job({ pickupTime: '07:00' }), job({ date: '2030-04-02' }), job({ driverId: 3, vehicleTypeId: VT.COACH })],
        rosters: [roster(CHAN.driverId, '2030-04-03', '07:00', '19:00')],
        others: [other({ qty: 1 }), other({ otherDate: '2030-04-02' })],
      }),
    );
    expect(result.detail.map((l) => [l.driverNo, l.date, l.kind, l.pickupTime ?? ''])).toEqual([
      ['A900', '2030-04-03', 'JOB', '12:00:00'],
      ['A900', '2030-04-03', 'PT_BASIC', ''],
      ['D001', '2030-04-02', 'JOB', '12:00:00'],
      ['D001', '2030-04-02', 'OTHER', ''],
      ['D001', '2030-04-03', 'JOB', '07:00:00'],
      ['D001', '2030-04-03', 'JOB', '18:00:00'],
      ['D001', '2030-04-03', 'OT', ''],
      ['D001', '2030-04-03', 'OTHER', ''],
    ]);
    expect(result.summary.map((s) => s.driverNo)).toEqual(['A900', 'D001']);
    expectTotalsAreSums(result);
  });

  it('totals are sums of rounded lines, not rounded sums: 3 x 12.525 -> 3 x 12.53 = 37.59', () => {
    const days = ['2030-04-01', '2030-04-02', '2030-04-03'];
    const result = computeAllowance(input({ rosters: days.map((d) => roster(CHAN.driverId, d, '08:00', '18:15')) }));
    expect(result.detail.map((l) => l.amount)).toEqual(['12.53', '12.53', '12.53']);
    expect(result.summary[0]).toMatchObject({ otMinutes: 45, otAmount: '37.59', total: '37.59' });
    expectTotalsAreSums(result);
  });

  it('negative halves round away from zero on each line: 3 x -0.005 -> -0.03', () => {
    const fine = { allowanceOtherGroupId: FINE.id, allowanceOtherGroupNatureId: SPEEDING.id, qty: '0.5', amount: '0.01' };
    const result = computeAllowance(input({ others: [other(fine), other(fine), other(fine)] }));
    expect(result.detail.map((l) => l.amount)).toEqual(['-0.01', '-0.01', '-0.01']);
    expect(result.footer).toMatchObject({ otherAmount: '-0.03', total: '-0.03' });
    expectTotalsAreSums(result);
  });

  it('a driver with nothing in the period has no summary row', () => {
    const result = computeAllowance(input({ jobs: [job()] }));
    expect(result.summary.map((s) => s.driverId)).toEqual([CHAN.driverId]);
  });

  // Its speed is measured by `npm run bench` (bench/src/allowance.ts), not timed here: a busy machine failed it.
  it('a month of 300 drivers with 10 jobs a day is computed whole, every line there', () => {
    const drivers: AllowanceDriver[] = Array.from({ length: 300 }, (_, i) => ({
      driverId: i + 1,
      driverNo: `D${i + 1}`,
      driverNameEng: `Driver ${i + 1}`,
      employmentType: i % 4 ? 'FT' : 'PT',
    }));
    const locations = [LOC.T1, LOC.LMC, LOC.CENTRAL, LOC.SHATIN];
    const jobs = drivers.flatMap((d) =>
      Array.from({ length: 300 }, (_, k) =>
        job({
          driverId: d.driverId,
          date: `2030-04-${String(1 + (k % 30)).padStart(2, '0')}`,
          pickupTime: `${String(k % 24).padStart(2, '0')}:30`,
          pickupLocationId: locations[k % 4],
        }),
      ),
    );
    const result = computeAllowance(input({ drivers, jobs }));
    expect(result.detail.length).toBe(90_000 + 75 * 30);
  });
});
