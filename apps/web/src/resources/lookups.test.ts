import { RESOURCES } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import { mayLookUp } from './lookups';

const defs = Object.values(RESOURCES);

describe('mayLookUp', () => {
  it.each([
    // The accounts group holds the reports (DRIVEROTRPT) but reads nothing that names drivers.
    { rights: ['REPORTMENU', 'DRIVEROTRPT', 'SALESREPORT'], expected: false },
    { rights: ['DRIVER'], expected: true },
    // HR reads other items and closed months, which name drivers.
    { rights: ['DRIVERALLOWANCE'], expected: true },
    { rights: ['DRIVERROSTER'], expected: true },
    { rights: [], expected: false },
  ])('drivers with $rights: $expected', ({ rights, expected }) => {
    expect(mayLookUp('drivers', rights, defs)).toBe(expected);
  });
});
