/* How old a live position may be (spec section 9): ignored after 24 hours; the filtered view shows 3 hours. */

export const POSITION_IGNORED_AFTER_MS = 24 * 60 * 60 * 1000;
export const POSITION_RECENT_MS = 10_800_000;

const ageMs = (lastUpdateTime: string | Date | null | undefined, now: number) => {
  if (lastUpdateTime == null || lastUpdateTime === '') return Infinity;
  const at = typeof lastUpdateTime === 'string' ? Date.parse(lastUpdateTime) : lastUpdateTime.getTime();
  return Number.isNaN(at) ? Infinity : now - at;
};

/** A position still worth showing at all: updated within the last 24 hours. */
export const isPositionLive = (lastUpdateTime: string | Date | null | undefined, now: number = Date.now()) =>
  ageMs(lastUpdateTime, now) <= POSITION_IGNORED_AFTER_MS;

/** A position the filtered view shows: updated within the last 3 hours. */
export const isPositionRecent = (lastUpdateTime: string | Date | null | undefined, now: number = Date.now()) =>
  ageMs(lastUpdateTime, now) <= POSITION_RECENT_MS;
