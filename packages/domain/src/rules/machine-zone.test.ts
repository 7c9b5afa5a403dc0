import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_TIME_ZONE, operatorTimeZone, operatorToday } from './operator-time.js';

// The domain and web tests run once, in America/Los_Angeles (vitest.config.ts): this keeps that true,
// so a rule that reads the machine's zone instead of the operator's fails in CI.
describe('the machine these tests run on', () => {
  it('keeps a zone far from Hong Kong', () => {
    const hongKongOffset = -480;
    expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset()).not.toBe(hongKongOffset);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  });

  it("still gives the operator's date, not the machine's, across their midnights", () => {
    // 20:30 in Los Angeles on 1 July is 11:30 on 2 July in Hong Kong.
    expect(operatorTimeZone()).toBe(DEFAULT_OPERATOR_TIME_ZONE);
    expect(operatorToday(new Date('2026-07-02T03:30:00Z'))).toBe('2026-07-02');
    expect(new Date('2026-07-02T03:30:00Z').getDate()).toBe(1);
  });
});
