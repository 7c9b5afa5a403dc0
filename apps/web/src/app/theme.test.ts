import { describe, expect, it } from 'vitest';
import { makeTheme } from './theme';

describe('the theme', () => {
  it('moves nothing when the system asks for reduced motion: every transition takes no time and buttons do not ripple', () => {
    const still = makeTheme(true);
    for (const [name, ms] of Object.entries(still.transitions.duration)) expect([name, ms]).toEqual([name, 0]);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps the usual motion otherwise', () => {
    const usual = makeTheme(false);
    expect(usual.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(usual.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
