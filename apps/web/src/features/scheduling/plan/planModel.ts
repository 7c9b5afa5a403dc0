/**
 * The day plan on the grid (issue 32), pure: which proposals are still open, the ghost bars they
 * draw on the drivers' (or vehicles') lanes, and the plan grouped by driver for the panel.
 */
import { type DayPlan, jobSpan, type PlanAssignment, type ScheduleRow } from '@limo/domain';
import { type GridMode, type Lane, LANE_PAD_PX, pixels } from '../gridModel';
import type { NavLane } from '../gridNav';
import type { GridDriver } from '../schedulingApi';

/** Ghost bars sit in thinner rows under a lane's real bars, so neither hides the other. */
export const GHOST_ROW_PX = 18;
/** Keyboard stops of ghost bars sort after the real bars at the same place. */
const GHOST_SUB_OFFSET = 1000;

export interface Refusal {
  code: string;
  message: string;
}

export interface GhostBar {
  orderVehicleId: number;
  left: number;
  width: number;
  /** Pixels from the lane's top. */
  top: number;
  /** The ghost row within the lane's ghost rows. */
  sub: number;
  ref: string;
  driver: string;
  refused: Refusal | null;
}

export type PlannedLane = Lane & { ghosts?: GhostBar[] };

/** A ghost bar's id in the grid's keyboard order and its data-ov: negative, apart from the jobs' ids. */
export const ghostNavId = (orderVehicleId: number) => -orderVehicleId;

/** What the dispatcher did with the plan on this screen. */
export interface PlanProgress {
  applied: ReadonlySet<number>;
  refused: ReadonlyMap<number, Refusal>;
}

export interface OpenProposal {
  assignment: PlanAssignment;
  row: ScheduleRow | undefined;
  refused: Refusal | null;
}

/**
 * The proposals still to accept: not applied here, and not already so on the grid (applied by
 * another dispatcher, or by this one before a reload). Refused ones stay, marked.
 */
export function openProposals(plan: DayPlan, rows: readonly ScheduleRow[], progress: PlanProgress): OpenProposal[] {
  const byId = new Map(rows.map((r) => [r.orderVehicleId, r]));
  return plan.assignments.flatMap((a) => {
    const row = byId.get(a.orderVehicleId);
    if (progress.applied.has(a.orderVehicleId)) return [];
    if (row && row.driverId === a.driverId && row.vehicleId === a.vehicleId) return [];
    return [{ assignment: a, row, refused: progress.refused.get(a.orderVehicleId) ?? null }];
  });
}

/** A job's reference as the dispatcher reads it. */
export const refOf = (row: ScheduleRow | undefined, id: number, jobText: (id: number) => string) => row?.orderRefId ?? jobText(id);

/** The driver's number (the ghost's and the buttons' names) and number with name (the panel's group). */
export function driverNames(drivers: readonly GridDriver[], chinese: boolean) {
  const byId = new Map(drivers.map((d) => [d.id, d]));
  return {
    short: (id: number) => byId.get(id)?.driverNo ?? String(id),
    long: (id: number) => {
      const d = byId.get(id);
      if (!d) return String(id);
      return `${d.driverNo} ${chinese && d.driverNameChi ? d.driverNameChi : d.driverNameEng}`.trim();
    },
  };
}

/** The lanes with each open proposal drawn as a ghost bar on its driver's (or vehicle's) lane, the lane grown to hold them. */
export function withGhosts(
  lanes: readonly Lane[],
  date: string,
  proposals: readonly OpenProposal[],
  mode: GridMode,
  names: { ref: (p: OpenProposal) => string; driver: (id: number) => string },
): PlannedLane[] {
  const byLane = new Map<string, Omit<GhostBar, 'top' | 'sub'>[]>();
  for (const p of proposals) {
    if (!p.row) continue;
    const px = pixels(date, jobSpan(p.row));
    if (!px) continue;
    const key = mode === 'driver' ? `driver:${p.assignment.driverId}` : `vehicle:${p.assignment.vehicleId}`;
    const ghost = { orderVehicleId: p.assignment.orderVehicleId, ...px, ref: names.ref(p), driver: names.driver(p.assignment.driverId), refused: p.refused };
    byLane.set(key, [...(byLane.get(key) ?? []), ghost]);
  }
  if (!byLane.size) return [...lanes];
  return lanes.map((lane) => {
    const ghosts = byLane.get(lane.key);
    if (!ghosts) return lane;
    // Stacked among themselves as the real bars are: the first ghost row free at the ghost's start.
    const ends: number[] = [];
    const realHeight = lane.height;
    const placed = [...ghosts]
      .sort((a, b) => a.left - b.left || a.orderVehicleId - b.orderVehicleId)
      .map((g) => {
        let sub = ends.findIndex((end) => end <= g.left);
        if (sub < 0) sub = ends.length;
        ends[sub] = g.left + g.width;
        return { ...g, sub, top: realHeight - LANE_PAD_PX + sub * GHOST_ROW_PX + 1 };
      });
    return { ...lane, ghosts: placed, height: realHeight + ends.length * GHOST_ROW_PX };
  });
}

/** The grid's keyboard order with the ghost bars as stops of their lane (negative ids, after the real bars at the same place). */
export function navLanes(lanes: readonly PlannedLane[]): NavLane[] {
  return lanes.map((lane) =>
    lane.ghosts?.length
      ? {
          bars: [
            ...lane.bars,
            ...lane.ghosts.map((g) => ({ row: { orderVehicleId: ghostNavId(g.orderVehicleId) }, left: g.left, sub: GHOST_SUB_OFFSET + g.sub })),
          ],
        }
      : lane,
  );
}

/** The open proposals by driver, drivers in number order, each driver's jobs by start. */
export function byDriver(proposals: readonly OpenProposal[], driverShort: (id: number) => string): { driverId: number; jobs: OpenProposal[] }[] {
  const groups = new Map<number, OpenProposal[]>();
  for (const p of proposals) groups.set(p.assignment.driverId, [...(groups.get(p.assignment.driverId) ?? []), p]);
  const start = (p: OpenProposal) => (p.row ? jobSpan(p.row).start : Number.MAX_SAFE_INTEGER);
  return [...groups.entries()]
    .sort(([a], [b]) => driverShort(a).localeCompare(driverShort(b)) || a - b)
    .map(([driverId, jobs]) => ({
      driverId,
      jobs: [...jobs].sort((a, b) => start(a) - start(b) || a.assignment.orderVehicleId - b.assignment.orderVehicleId),
    }));
}
