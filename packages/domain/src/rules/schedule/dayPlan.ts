/*
 * The day planner's wire shapes (issue 32, docs/scheduling.md "Plan the day"): what
 * POST /limo/api/scheduling/plans answers and GET plans/{id} gives back. The names are a contract.
 */

/** Why the planner left a job without a driver. */
export const PLAN_UNASSIGNED_REASONS = ['NO_DRIVER_ON_DUTY', 'NO_VEHICLE_OF_TYPE', 'ALL_BUSY', 'ON_LEAVE', 'TIME_LIMIT'] as const;
export type PlanUnassignedReason = (typeof PLAN_UNASSIGNED_REASONS)[number];

export const DAY_PLAN_STATUSES = ['PROPOSED'] as const;
export type DayPlanStatus = (typeof DAY_PLAN_STATUSES)[number];

/** A plan is kept this many days, then gone (404). */
export const DAY_PLAN_KEEP_DAYS = 7;
/** timeLimitSeconds when the body leaves it out, and the most it may ask. */
export const DAY_PLAN_DEFAULT_SECONDS = 10;
export const DAY_PLAN_MAX_SECONDS = 60;

export interface PlanAssignment {
  orderVehicleId: number;
  driverId: number;
  vehicleId: number;
  /** The order vehicle's version the plan was made on: apply refuses the job STALE when it differs. */
  version: number;
  /** Travel from the driver's previous drop-off (or the branch's base zone) to this pick-up. */
  deadheadMinutes: number;
}

export interface PlanUnassigned {
  orderVehicleId: number;
  reasons: PlanUnassignedReason[];
}

export interface PlanMetrics {
  jobs: number;
  assigned: number;
  unassigned: number;
  deadheadMinutes: number;
  driversUsed: number;
  maxDriverJobMinutes: number;
  solveMs: number;
  /** What a greedy dispatcher gets on the same day: jobs by start time, each to the free driver with the least deadhead. */
  baseline: { assigned: number; deadheadMinutes: number };
}

export interface DayPlan {
  id: number;
  date: string;
  status: DayPlanStatus;
  createdDt: string;
  assignments: PlanAssignment[];
  unassigned: PlanUnassigned[];
  metrics: PlanMetrics;
}

/** What POST plans/{id}/apply answers. */
export interface PlanApplyResult {
  applied: number[];
  refused: { orderVehicleId: number; code: string; message: string }[];
}
