import type { AllowanceDayRow, AllowanceDetailLine } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import { blankOther, groupDetail, groupMonthly, naturesOfGroup, otherBody, otherProblems } from './allowanceModel';

const line = (
  driverId: number,
  date: string,
  kind: AllowanceDetailLine['kind'],
  amount: string,
  extra: Partial<AllowanceDetailLine> = {},
): AllowanceDetailLine => ({
  driverId,
  date,
  kind,
  orderVehicleId: null,
  allowanceRateId: null,
  description: `${kind} ${date}`,
  qty: 1,
  amount,
  ...extra,
});
const drivers = [
  { driverId: 2, driverNo: 'D010', driverNameEng: 'Wong Fat' },
  { driverId: 1, driverNo: 'D002', driverNameEng: 'Chan Tai Man' },
];

describe('detail lines grouped by driver then date', () => {
  const lines = [
    line(2, '2030-05-02', 'JOB', '80.00', { orderVehicleId: 7, pickupTime: '09:00:00' }),
    line(1, '2030-05-03', 'JOB', '0.00', { noRate: true, orderVehicleId: 8 }),
    line(1, '2030-05-01', 'JOB', '100.50'),
    line(1, '2030-05-01', 'OT', '37.25', { qty: 45 }),
    line(2, '2030-05-01', 'OTHER', '-50.00'),
    line(9, '2030-05-01', 'JOB', '10.00', { driverNo: 'D999' }),
  ];
  const groups = groupDetail(lines, drivers);

  it('orders drivers by number and their days by date, keeping the lines of a day in the server order', () => {
    expect(groups.map((g) => g.driverNo)).toEqual(['D002', 'D010', 'D999']);
    expect(groups[0].days.map((d) => d.date)).toEqual(['2030-05-01', '2030-05-03']);
    expect(groups[0].days[0].lines.map((l) => l.kind)).toEqual(['JOB', 'OT']);
  });

  it('sums each day and driver in cents, deductions included', () => {
    expect(groups[0].days[0].amount).toBe('137.75');
    expect(groups[0].amount).toBe('137.75');
    expect(groups[1].amount).toBe('30.00');
  });

  it('counts the no-rate lines and names a driver the summary does not know by the line', () => {
    expect(groups[0].noRate).toBe(1);
    expect(groups[1].noRate).toBe(0);
    expect(groups[2]).toMatchObject({ driverId: 9, driverNo: 'D999', driverNameEng: '' });
  });
});

it('groups the day rows by driver, days ascending', () => {
  const day = (driverId: number, date: string): AllowanceDayRow => ({
    driverId,
    date,
    jobs: 1,
    jobAmount: '1.00',
    ptAmount: '0.00',
    otMinutes: 0,
    otAmount: '0.00',
    otherAmount: '0.00',
    total: '1.00',
  });
  const groups = groupMonthly([day(2, '2030-05-02'), day(1, '2030-05-09'), day(1, '2030-05-01')], drivers);
  expect(groups.map((g) => [g.driverNo, g.rows.map((r) => r.date)])).toEqual([
    ['D002', ['2030-05-01', '2030-05-09']],
    ['D010', ['2030-05-02']],
  ]);
});

describe('other items', () => {
  const natures = [
    { id: 1, label: 'MEAL' },
    { id: 2, label: 'PERMIT' },
    { id: 3, label: 'FINE' },
  ];
  const maps = [
    { allowanceOtherGroupId: 10, allowanceOtherGroupNatureId: 1 },
    { allowanceOtherGroupId: 10, allowanceOtherGroupNatureId: 2 },
    { allowanceOtherGroupId: 20, allowanceOtherGroupNatureId: 3 },
  ];

  it('offers only the natures linked to the group', () => {
    expect(naturesOfGroup(natures, maps, 10).map((n) => n.label)).toEqual(['MEAL', 'PERMIT']);
    expect(naturesOfGroup(natures, maps, 20).map((n) => n.label)).toEqual(['FINE']);
    expect(naturesOfGroup(natures, maps, null)).toEqual([]);
    expect(naturesOfGroup(natures, null, 10)).toHaveLength(3);
  });

  const period = { dateFrom: '2030-05-01', dateTo: '2030-05-31' };
  it('checks the form', () => {
    expect(otherProblems(blankOther('2030-05-01', null), period)).toEqual({
      driverId: 'driverAllowance.err.required',
      allowanceOtherGroupId: 'driverAllowance.err.required',
      allowanceOtherGroupNatureId: 'driverAllowance.err.required',
    });
    const ok = { ...blankOther('2030-05-01', 5), allowanceOtherGroupId: 10, allowanceOtherGroupNatureId: 1 };
    expect(otherProblems(ok, period)).toEqual({});
    expect(otherProblems({ ...ok, qty: '0' }, period).qty).toBeDefined();
    expect(otherProblems({ ...ok, qty: '1.234' }, period).qty).toBeDefined();
    expect(otherProblems({ ...ok, amount: '12.345' }, period).amount).toBeDefined();
    expect(otherProblems({ ...ok, otherDate: '2030-06-01' }, period).otherDate).toBe('driverAllowance.err.outside');
    expect(otherProblems({ ...ok, otherDate: '2030-06' }, period).otherDate).toBe('driverAllowance.err.date');
  });

  it('sends a blank amount as null (the nature default pays) and qty as a number', () => {
    const form = { ...blankOther('2030-05-04', 5), allowanceOtherGroupId: 10, allowanceOtherGroupNatureId: 1, qty: '2.5', remarks: ' ' };
    expect(otherBody(form)).toEqual({
      driverId: 5,
      allowanceOtherGroupId: 10,
      allowanceOtherGroupNatureId: 1,
      otherDate: '2030-05-04',
      qty: 2.5,
      amount: null,
      remarks: null,
    });
    expect(otherBody({ ...form, id: 3, amount: ' 45.5 ' })).toMatchObject({ id: 3, amount: '45.5' });
  });
});
