import { describe, expect, it } from 'vitest';
import { laneScrollTop } from './gridNav';

/* Issue 30 part 6: a lane the keyboard moves to is brought out from under the sticky head (120 px of a 400 px grid). */
describe('laneScrollTop', () => {
  const view = { scrollTop: 1000, height: 400, head: 120, max: 5000 };

  it('keeps the scroll when the lane is wholly seen below the head', () => {
    expect(laneScrollTop({ start: 1100, end: 1140 }, view, 'auto')).toBe(1000);
  });

  it('brings up a lane hidden under the head, and down one past the bottom, just into the seen part', () => {
    // Lane at 980: its top would be drawn 20 px above the head's foot.
    expect(laneScrollTop({ start: 980, end: 1020 }, view, 'auto')).toBe(980);
    // Lane ending at 1300: seen only up to 1000 + 400 - 120 = 1280.
    expect(laneScrollTop({ start: 1260, end: 1300 }, view, 'auto')).toBe(1020);
  });

  it('centres a lane in the part the head leaves seen, within the scroll range', () => {
    expect(laneScrollTop({ start: 3000, end: 3040 }, view, 'center')).toBe(3000 - (280 - 40) / 2);
    expect(laneScrollTop({ start: 10, end: 50 }, view, 'center')).toBe(0);
    expect(laneScrollTop({ start: 9000, end: 9040 }, view, 'center')).toBe(5000);
  });
});
