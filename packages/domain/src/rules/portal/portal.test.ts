import { describe, expect, it } from 'vitest';
import { insideCutoff } from './cutoff.js';
import { orderPortalStatus, type PortalStatusInput, portalJobStarted, portalStatusOf } from './status.js';

const base: PortalStatusInput = { orderStatus: 'A', rejected: false, orderVehicleStatus: 'A', jobStatus: null, assigned: false };

describe('portalStatusOf', () => {
  const cases: [Partial<PortalStatusInput>, string][] = [
    [{ orderStatus: 'P' }, 'PENDING'],
    [{}, 'CONFIRMED'],
    [{ assigned: true }, 'ASSIGNED'],
    [{ jobStatus: 'ACK' }, 'ASSIGNED'],
    [{ assigned: true, jobStatus: 'ON_THE_WAY' }, 'ON_THE_WAY'],
    [{ assigned: true, jobStatus: 'ARRIVED' }, 'ARRIVED'],
    [{ assigned: true, jobStatus: 'POB' }, 'POB'],
    [{ assigned: true, jobStatus: 'COMPLETED' }, 'COMPLETED'],
    [{ assigned: true, jobStatus: 'NO_SHOW' }, 'NO_SHOW'],
    [{ noshowFlag: 1 }, 'NO_SHOW'],
    [{ orderStatus: 'C' }, 'CANCELLED'],
    [{ orderStatus: 'V' }, 'CANCELLED'],
    [{ orderStatus: 'C', rejected: true }, 'REJECTED'],
    [{ orderVehicleStatus: 'C' }, 'CANCELLED'],
    [{ orderStatus: 'P', orderVehicleStatus: 'C' }, 'CANCELLED'],
  ];
  it.each(cases)('%o is %s', (over, want) => {
    expect(portalStatusOf({ ...base, ...over })).toBe(want);
  });
});

describe('orderPortalStatus', () => {
  it('is the least advanced live vehicle, or the order status when none is live', () => {
    expect(orderPortalStatus({ orderStatus: 'A', rejected: false }, ['COMPLETED', 'ON_THE_WAY', 'CANCELLED'])).toBe('ON_THE_WAY');
    expect(orderPortalStatus({ orderStatus: 'A', rejected: false }, ['CANCELLED'])).toBe('CANCELLED');
    expect(orderPortalStatus({ orderStatus: 'P', rejected: false }, ['PENDING'])).toBe('PENDING');
    expect(orderPortalStatus({ orderStatus: 'C', rejected: true }, ['REJECTED'])).toBe('REJECTED');
    expect(orderPortalStatus({ orderStatus: 'C', rejected: false }, [])).toBe('CANCELLED');
  });
  it('says a job started from on the way to its end, not before and not when cancelled', () => {
    expect(['PENDING', 'CONFIRMED', 'ASSIGNED', 'CANCELLED', 'REJECTED'].map((s) => portalJobStarted(s as never))).toEqual([false, false, false, false, false]);
    expect(['ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED', 'NO_SHOW'].map((s) => portalJobStarted(s as never))).toEqual([true, true, true, true, true]);
  });
});

describe('insideCutoff', () => {
  // 2030-02-10 10:00 in Hong Kong is 02:00 UTC, whatever the machine's zone (this project runs in Los Angeles time).
  const pickup = Date.parse('2030-02-10T02:00:00Z');
  it('is outside until pick-up minus the cut-off, inside from then on', () => {
    expect(insideCutoff('2030-02-10', '10:00:00', 120, pickup - 121 * 60_000)).toBe(false);
    expect(insideCutoff('2030-02-10', '10:00', 120, pickup - 120 * 60_000)).toBe(true);
    expect(insideCutoff('2030-02-10', '10:00', 120, pickup - 60 * 60_000)).toBe(true);
    expect(insideCutoff('2030-02-10', '10:00', 0, pickup - 1000)).toBe(false);
    expect(insideCutoff('2030-02-10', '10:00', 0, pickup)).toBe(true);
  });
});
