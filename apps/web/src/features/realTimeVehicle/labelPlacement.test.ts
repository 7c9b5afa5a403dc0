import { describe, expect, it } from 'vitest';
import { visibleLabels } from './labelPlacement';

const box = (left: number, top: number, width = 60, height = 14) => ({ left, top, right: left + width, bottom: top + height });

describe('the place labels shown on the live map', () => {
  it('hides a label that would cover one shown before it, in the order given', () => {
    expect(visibleLabels([box(0, 0), box(30, 5), box(100, 0), box(0, 20)])).toEqual([true, false, true, true]);
  });

  it('judges a hidden label by the labels shown only: one hidden frees its room for the next', () => {
    // The second covers the first (hidden); the third touches only the second, so it shows.
    expect(visibleLabels([box(0, 0), box(50, 0), box(100, 0)])).toEqual([true, false, true]);
  });

  it('keeps labels side by side that only touch, and a label not drawn (no size)', () => {
    expect(visibleLabels([box(0, 0), box(60, 0), { left: 10, top: 0, right: 10, bottom: 0 }])).toEqual([true, true, true]);
  });
});
