/**
 * Keyboard order of the grid's jobs (issue 30 part 6): worked out from the lanes, not from the
 * bars drawn, so Tab and the arrow keys reach every job of the day, drawn or not.
 */
/** What the keyboard order reads of a lane: its jobs' places (a grid lane, or one with the plan's ghost bars added). */
export interface NavLane {
  bars: readonly { row: { orderVehicleId: number }; left: number; sub: number }[];
}

export type NavKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Tab' | 'ShiftTab';

const byPosition = (lane: NavLane) => [...lane.bars].sort((a, b) => a.left - b.left || a.sub - b.sub);

/** The job the key moves to from `id`, and the index of its lane; undefined at either end (Tab then leaves the grid). */
export function moveFrom(lanes: readonly NavLane[], id: number, key: NavKey): { id: number; lane: number } | undefined {
  const li = lanes.findIndex((l) => l.bars.some((b) => b.row.orderVehicleId === id));
  if (li < 0) return undefined;
  const sorted = byPosition(lanes[li]);
  const at = sorted.findIndex((b) => b.row.orderVehicleId === id);
  const bar = sorted[at];
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const next = sorted[at + (key === 'ArrowRight' ? 1 : -1)];
    return next ? { id: next.row.orderVehicleId, lane: li } : undefined;
  }
  if (key === 'Tab' || key === 'ShiftTab') {
    const step = key === 'Tab' ? 1 : -1;
    const same = sorted[at + step];
    if (same) return { id: same.row.orderVehicleId, lane: li };
    for (let i = li + step; i >= 0 && i < lanes.length; i += step) {
      const bars = byPosition(lanes[i]);
      const next = step > 0 ? bars[0] : bars[bars.length - 1];
      if (next) return { id: next.row.orderVehicleId, lane: i };
    }
    return undefined;
  }
  const step = key === 'ArrowDown' ? 1 : -1;
  for (let i = li + step; i >= 0 && i < lanes.length; i += step) {
    const near = [...lanes[i].bars].sort((a, b) => Math.abs(a.left - bar.left) - Math.abs(b.left - bar.left))[0];
    if (near) return { id: near.row.orderVehicleId, lane: i };
  }
  return undefined;
}

/** The key as the grid reads it, or null for keys it leaves alone. */
export function navKey(e: { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean }): NavKey | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  if (e.key === 'Tab') return e.shiftKey ? 'ShiftTab' : 'Tab';
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key) ? (e.key as NavKey) : null;
}

/**
 * The scroll top that shows a lane (`start`..`end`, offsets within the lanes below the head) in the part of the
 * grid the sticky head (strip, hours, pinned lane: `head` px, in the flow above the lanes) leaves seen. `auto`
 * keeps the scroll when the lane is wholly seen, else brings it just in; `center` centres it in the seen part.
 */
export function laneScrollTop(
  lane: { start: number; end: number },
  view: { scrollTop: number; height: number; head: number; max: number },
  align: 'auto' | 'center',
): number {
  const seen = Math.max(0, view.height - view.head);
  // The lane's top is at `head + start` in the scroller; it is seen from `scrollTop + head` to `scrollTop + height`.
  let top = view.scrollTop;
  if (align === 'center') top = lane.start - (seen - (lane.end - lane.start)) / 2;
  else if (lane.start < view.scrollTop) top = lane.start;
  else if (lane.end > view.scrollTop + seen) top = lane.end - seen;
  return Math.round(Math.max(0, Math.min(view.max, top)));
}
