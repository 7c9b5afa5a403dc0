import { describe, expect, it } from 'vitest';
import { isPositionLive, isPositionRecent, POSITION_IGNORED_AFTER_MS, POSITION_RECENT_MS } from './ages.js';
import { JOB_STATUSES, jobCorrectionProblems, refusedMark } from './job-status.js';
import { DEFAULT_REGION_CENTRES, distanceMetres, driverRegion, orderDashboardDrivers, REGION_RADIUS_METRES, regionOf, type LatLng } from './regions.js';
import { revenueInK } from './revenue.js';

/** A point `metres` due north of a centre (a degree of latitude is 111 195 m on the mean sphere). */
const north = (c: LatLng, metres: number): LatLng => ({ latitude: c.latitude + metres / 111_195.08, longitude: c.longitude });

describe('regions (spec sections 4 and 9)', () => {
  const cases = [
    ['airport', DEFAULT_REGION_CENTRES.airport, REGION_RADIUS_METRES.airport],
    ['central', DEFAULT_REGION_CENTRES.central, REGION_RADIUS_METRES.central],
    ['kln', DEFAULT_REGION_CENTRES.kln, REGION_RADIUS_METRES.kln],
  ] as const;
  for (const [region, centre, radius] of cases) {
    it(`puts a point 5 m inside the ${region} radius (${radius} m) in ${region}, and 5 m outside not`, () => {
      const inside = north(centre, radius - 5);
      const outside = north(centre, radius + 5);
      expect(distanceMetres(centre, inside)).toBeCloseTo(radius - 5, 0);
      expect(regionOf(inside)).toBe(region);
      expect(regionOf(outside)).not.toBe(region);
    });
  }
  it('calls a point far from every centre others, and the centres themselves their region', () => {
    expect(regionOf({ latitude: 22.45, longitude: 114.03 })).toBe('others'); // Yuen Long
    expect(regionOf(DEFAULT_REGION_CENTRES.airport)).toBe('airport');
    expect(regionOf(DEFAULT_REGION_CENTRES.central)).toBe('central');
    expect(regionOf(DEFAULT_REGION_CENTRES.kln)).toBe('kln');
  });
  it('reads the centres it is given (system parameters), not only the defaults', () => {
    const moved = { ...DEFAULT_REGION_CENTRES, airport: { latitude: 22.45, longitude: 114.03 } };
    expect(regionOf({ latitude: 22.45, longitude: 114.03 }, moved)).toBe('airport');
    expect(regionOf(DEFAULT_REGION_CENTRES.airport, moved)).toBe('others');
  });
  it('calls a driver with no order Pending wherever the driver is', () => {
    expect(driverRegion({ orderId: null, ...DEFAULT_REGION_CENTRES.airport })).toBe('Pending');
    expect(driverRegion({ orderId: 0, ...DEFAULT_REGION_CENTRES.central })).toBe('Pending');
    expect(driverRegion({ orderId: 7, ...DEFAULT_REGION_CENTRES.central })).toBe('central');
  });
  it('orders airport drivers whose last drop-off location id is 2 to 7 after all the others, keeping order otherwise', () => {
    const d = (id: number, region: 'airport' | 'kln' | 'Pending', lastDropoffLocationId: number | null) => ({ id, region, lastDropoffLocationId });
    const drivers = [d(1, 'airport', 2), d(2, 'airport', 8), d(3, 'kln', 3), d(4, 'airport', 7), d(5, 'airport', 1), d(6, 'Pending', 5), d(7, 'airport', null)];
    expect(orderDashboardDrivers(drivers).map((x) => x.id)).toEqual([2, 3, 5, 6, 7, 1, 4]);
  });
});

describe('position ages (spec section 9)', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('keeps a position up to 24 hours old and ignores an older one', () => {
    expect(isPositionLive(ago(POSITION_IGNORED_AFTER_MS), now)).toBe(true);
    expect(isPositionLive(ago(POSITION_IGNORED_AFTER_MS + 1000), now)).toBe(false);
  });
  it('shows in the filtered view a position updated within 3 hours (10 800 000 ms) only', () => {
    expect(POSITION_RECENT_MS).toBe(10_800_000);
    expect(isPositionRecent(ago(POSITION_RECENT_MS), now)).toBe(true);
    expect(isPositionRecent(ago(POSITION_RECENT_MS + 1000), now)).toBe(false);
  });
  it('treats a missing or unreadable time as too old', () => {
    for (const v of [null, undefined, '', 'yesterday']) {
      expect(isPositionLive(v, now)).toBe(false);
      expect(isPositionRecent(v, now)).toBe(false);
    }
  });
});

describe('current revenue in K (spec section 9)', () => {
  const cases: [string | number, string][] = [
    ['0', '0K'],
    ['0.01', '1K'],
    ['1000.00', '1K'],
    ['1000.01', '2K'],
    ['999999.99', '1,000K'],
    ['1234567.89', '1,235K'],
    ['12345678', '12,346K'],
    [2500, '3K'],
  ];
  for (const [amount, shown] of cases) it(`shows ${String(amount)} as ${shown}`, () => expect(revenueInK(amount)).toBe(shown));
  it('refuses what is not an amount', () => expect(() => revenueInK('12,000')).toThrow(/not an amount/));
});

describe('job marks', () => {
  it('lets marks go forward and repeat, never back, and not past a finished job', () => {
    expect(refusedMark(null, 'ACK')).toBeUndefined();
    expect(refusedMark('ACK', 'ACK')).toBeUndefined();
    expect(refusedMark('ACK', 'POB')).toBeUndefined();
    expect(refusedMark('ARRIVED', 'ON_THE_WAY')).toMatch(/go back/);
    expect(refusedMark('POB', 'NO_SHOW')).toMatch(/on board/);
    expect(refusedMark('ARRIVED', 'NO_SHOW')).toBeUndefined();
    for (const next of JOB_STATUSES.filter((s) => s !== 'COMPLETED')) expect(refusedMark('COMPLETED', next)).toMatch(/already completed/);
    for (const next of JOB_STATUSES.filter((s) => s !== 'NO_SHOW')) expect(refusedMark('NO_SHOW', next)).toMatch(/no-show/);
  });
  it('accepts a consistent correction and names each problem of an inconsistent one', () => {
    const t = (h: number) => `2026-11-25T${String(h).padStart(2, '0')}:00:00Z`;
    expect(jobCorrectionProblems('COMPLETED', { ackTime: t(1), onTheWayTime: t(2), arrivedTime: t(3), pobTime: t(4), completedTime: t(5) })).toEqual([]);
    expect(jobCorrectionProblems('NO_SHOW', { ackTime: t(1), arrivedTime: t(3), noShowTime: t(4) })).toEqual([]);
    expect(jobCorrectionProblems(null, {})).toEqual([]);
    expect(jobCorrectionProblems('POB', { arrivedTime: t(5), pobTime: t(4) })).toEqual(['Passenger on board cannot be before Arrived']);
    expect(jobCorrectionProblems('ARRIVED', { ackTime: t(1) })).toEqual(['Enter the Arrived time for status ARRIVED']);
    expect(jobCorrectionProblems('ARRIVED', { arrivedTime: t(3), completedTime: t(5) })).toEqual(['Completed is set but the job status is ARRIVED']);
    expect(jobCorrectionProblems('COMPLETED', { completedTime: t(5), noShowTime: t(4) })).toEqual(['No-show is set but the job status is COMPLETED']);
    expect(jobCorrectionProblems('NO_SHOW', { pobTime: t(3), noShowTime: t(4) })).toEqual([
      'A job cannot have both a passenger on board and a no-show',
      'Passenger on board is set but the job status is NO_SHOW',
    ]);
    expect(jobCorrectionProblems(null, { ackTime: t(1) })).toEqual(['Choose a job status for the times entered, or clear them']);
    expect(jobCorrectionProblems('ACK', { ackTime: 'soon' })).toEqual(['Acknowledged is not a time']);
  });
});
