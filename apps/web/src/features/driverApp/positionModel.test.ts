import { describe, expect, it } from 'vitest';
import { createThrottle, POSITION_EVERY_MS, positionDue, positionItem, speedKmh } from './positionModel';

describe('positionDue', () => {
  it('keeps the first fix, then one every 5 seconds', () => {
    expect(POSITION_EVERY_MS).toBe(5000);
    expect(positionDue(null, 1_000)).toBe(true);
    expect(positionDue(1_000, 1_000)).toBe(false);
    expect(positionDue(1_000, 5_999)).toBe(false);
    expect(positionDue(1_000, 6_000)).toBe(true);
    expect(positionDue(1_000, 60_000)).toBe(true);
  });
  it('keeps a fix when the phone clock went back', () => {
    expect(positionDue(10_000, 2_000)).toBe(true);
  });
});

describe('createThrottle', () => {
  it('lets through at most one fix per 5 seconds, counted from the last one let through', () => {
    const th = createThrottle();
    expect([0, 1000, 4999, 5000, 7000, 9999, 10_000].map((t) => th.take(t))).toEqual([true, false, false, true, false, false, true]);
    th.reset();
    expect(th.take(10_001)).toBe(true);
  });
});

describe('speedKmh', () => {
  it('turns m/s into km/h to one decimal', () => {
    expect(speedKmh(10)).toBe(36);
    expect(speedKmh(13.89)).toBe(50);
    expect(speedKmh(1.234)).toBe(4.4);
  });
  it('counts an unknown or impossible speed as standing still', () => {
    expect(speedKmh(null)).toBe(0);
    expect(speedKmh(undefined)).toBe(0);
    expect(speedKmh(Number.NaN)).toBe(0);
    expect(speedKmh(-1)).toBe(0);
    expect(speedKmh(0)).toBe(0);
  });
});

describe('positionItem', () => {
  const at = new Date('2030-03-10T01:02:03.456Z');
  it('carries the fix, the speed in km/h, the instant and the job under way', () => {
    expect(positionItem({ latitude: 22.308, longitude: 113.9185, speed: 20 }, at, 'd001', 'id-1', 42)).toEqual({
      kind: 'position',
      clientEventId: 'id-1',
      driver: 'd001',
      latitude: 22.308,
      longitude: 113.9185,
      speed: 72,
      orderVehicleId: 42,
      at: '2030-03-10T01:02:03.456Z',
    });
  });
  it('leaves the job out when none is under way', () => {
    expect(positionItem({ latitude: 1, longitude: 2, speed: null }, at, 'd001', 'id-2', undefined)).not.toHaveProperty('orderVehicleId');
  });
});
