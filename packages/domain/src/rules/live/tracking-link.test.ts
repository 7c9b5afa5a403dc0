import { describe, expect, it } from 'vitest';
import { operatorInstant } from '../operator-time.js';
import { TRACK_AFTER_PICKUP_MS, driverFirstName, outsourcedDriverName, pickupLongPast } from './tracking-link.js';

describe('outsourcedDriverName', () => {
  it('keeps the name before the mobile the assignment screen appends, trimmed', () => {
    const cases: [string | null, string][] = [
      ['Wong@91234567', 'Wong'],
      [' Mr Ho @ 6123 4567', 'Mr Ho'],
      ['Chan Tai Man', 'Chan Tai Man'],
      ['@91234567', ''],
      ['', ''],
      [null, ''],
    ];
    for (const [raw, name] of cases) expect(outsourcedDriverName(raw), String(raw)).toBe(name);
  });
});

describe('pickupLongPast', () => {
  it('is true only once the pick-up (operator time) is more than 24 hours ago', () => {
    expect(TRACK_AFTER_PICKUP_MS).toBe(24 * 60 * 60_000);
    const pickup = Date.parse(operatorInstant('2030-03-04', '10:00'));
    const cases: [number, boolean][] = [
      [pickup - 60_000, false],
      [pickup + TRACK_AFTER_PICKUP_MS, false],
      [pickup + TRACK_AFTER_PICKUP_MS + 1, true],
    ];
    for (const [now, past] of cases) expect(pickupLongPast('2030-03-04', '10:00', now), String(now - pickup)).toBe(past);
  });
});

describe('driverFirstName', () => {
  it('says the surname with 師傅 in Chinese, the first English word otherwise, and nothing without a name', () => {
    expect(driverFirstName('Chan Tai Man', '陳大文', 'zh-HK')).toBe('陳師傅');
    expect(driverFirstName('Chan Tai Man', '陳大文', 'en')).toBe('Chan');
    expect(driverFirstName('  Wong ', null, 'zh-HK')).toBe('Wong');
    expect(driverFirstName(null, null, 'en')).toBeNull();
  });
});
