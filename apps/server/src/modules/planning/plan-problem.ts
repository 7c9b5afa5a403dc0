import type { DriverLeave, PlanAssignment, PlanMetrics, PlanUnassigned, RosterDuty, ScheduledJob, TravelFn } from '@limo/domain';

/*
 * What the day planner solves (issue 32): read from the database by the plan service, solved by
 * `planDay` (planner.ts) with no database at all, so the hand-solved tests and the bench feed it
 * directly.
 */

/** A job to plan: an open order vehicle of the date, with what the rules read. */
export interface PlanJob extends ScheduledJob {
  version: number;
  vehicleTypeId: number;
  pickupZone: string | null;
  dropoffZone: string | null;
  /** The driver it has now (only with keepAssigned false: a job with a driver but no ACK may move). */
  driverId?: number | null;
}

export interface PlanProblem {
  /** The service date planned. */
  date: string;
  jobs: readonly PlanJob[];
  /**
   * Jobs that stay as they are and hold their driver and vehicle (kept assignments, second calls,
   * other days around), with zones: the planned jobs must not clash with them.
   */
  kept: readonly ScheduledJob[];
  /** The branch's rosters of the day before to the day after, vehicle changes included. */
  rosters: readonly RosterDuty[];
  leaves: readonly DriverLeave[];
  /** The vehicle type of each active vehicle of the branch. */
  vehicleTypes: ReadonlyMap<number, number>;
  /** Active drivers of the branch: only they may be proposed. */
  driverIds: readonly number[];
  bufferMinutes: number;
  travel: TravelFn;
  /** Where a duty starts: its first job's deadhead counts from here (branch baseZone). */
  baseZone: string | null;
  timeLimitSeconds: number;
}

export interface PlanOutcome {
  assignments: PlanAssignment[];
  unassigned: PlanUnassigned[];
  metrics: PlanMetrics;
  /** The LP relaxation's bound on deadhead for the assigned count, when the solver gave one (the bench reports it). */
  lowerBound?: { assigned: number; deadheadMinutes: number };
  /** How the solver went (the bench reports it): independent models, arcs, models proved optimal, its own plan's score. */
  stats?: { groups: number; arcs: number; optimalGroups: number; solverAssigned: number; solverDeadheadMinutes: number };
}
