import { describe, expect, it } from 'vitest';
import { V1, V2, VERSIONS } from './allowance.fixtures.js';
import { versionOn } from './version.js';

describe('rule 1: the version in effect on a date', () => {
  it.each([
    ['before the first version', '2029-12-31', null],
    ['the first effective date', '2030-01-01', V1],
    ['the day before the switch', '2030-04-15', V1],
    ['the switch date', '2030-04-16', V2],
    ['the day after the switch', '2030-04-17', V2],
    ['a later year', '2031-01-01', V2],
  ])('%s (%s)', (_name, date, expected) => {
    expect(versionOn(VERSIONS, date)).toBe(expected);
    expect(versionOn([...VERSIONS].reverse(), date)).toBe(expected);
  });

  it('no versions: null', () => {
    expect(versionOn([], '2030-04-16')).toBeNull();
  });
});
