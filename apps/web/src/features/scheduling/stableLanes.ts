import type { Lane } from './gridModel';

const sameLane = (a: Lane, b: Lane) =>
  a.label === b.label &&
  a.sublabel === b.sublabel &&
  a.height === b.height &&
  a.released === b.released &&
  a.leave === b.leave &&
  a.leaveShades.length === b.leaveShades.length &&
  a.leaveShades.every((d, i) => d.left === b.leaveShades[i].left && d.width === b.leaveShades[i].width) &&
  a.duties.length === b.duties.length &&
  a.duties.every((d, i) => d.left === b.duties[i].left && d.width === b.duties[i].width) &&
  a.bars.length === b.bars.length &&
  a.bars.every((bar, i) => bar.row === b.bars[i].row && bar.left === b.bars[i].left && bar.width === b.bars[i].width && bar.sub === b.bars[i].sub);

/**
 * Keeps the previous lane object where nothing in it changed, so a live update of one bar
 * re-renders one lane, not the whole grid (the memoised rows compare lanes by identity).
 */
export function reuseLanes(previous: readonly Lane[], next: Lane[]): Lane[] {
  const before = new Map(previous.map((l) => [l.key, l]));
  return next.map((lane) => {
    const old = before.get(lane.key);
    return old && sameLane(old, lane) ? old : lane;
  });
}
