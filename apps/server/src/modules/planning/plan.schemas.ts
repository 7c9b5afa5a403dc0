import { CLASH_KINDS, DAY_PLAN_MAX_SECONDS, DAY_PLAN_STATUSES, isValidIsoDate, PLAN_UNASSIGNED_REASONS } from '@limo/domain';
import { z } from 'zod';
import { wireId } from '../../engine/wire-schemas.js';

/* The day planner's bodies and answers (issue 32, docs/scheduling.md "Plan the day"); the names are a wire contract. */

const ids = (what: string) =>
  z
    .array(
      z
        .number({ error: `${what} must be order vehicle ids` })
        .int(`${what} must be order vehicle ids`)
        .positive(`${what} must be order vehicle ids`),
    )
    .min(1, `${what} names at least one order vehicle; leave it out for all`)
    .max(5000, `${what} names at most 5000 order vehicles`);

export const planBody = z.strictObject({
  date: z.string({ error: 'date must be a date YYYY-MM-DD' }).refine(isValidIsoDate, 'date must be a date YYYY-MM-DD').describe('the service date planned'),
  orderVehicleIds: ids('orderVehicleIds')
    .optional()
    .describe("only these open jobs of the date (default: every open job of the date in the x-branch-id's branch)"),
  keepAssigned: z
    .boolean({ error: 'keepAssigned must be true or false' })
    .optional()
    .describe('false: jobs with a driver who has not acknowledged them yet may be moved too (default true)'),
  timeLimitSeconds: z
    .number({ error: `timeLimitSeconds must be a number of seconds from 1 to ${DAY_PLAN_MAX_SECONDS}` })
    .min(1, `timeLimitSeconds must be a number of seconds from 1 to ${DAY_PLAN_MAX_SECONDS}`)
    .max(DAY_PLAN_MAX_SECONDS, `timeLimitSeconds must be a number of seconds from 1 to ${DAY_PLAN_MAX_SECONDS}`)
    .optional()
    .describe('how long the solver may search (default 10); when it ends, the best plan found so far'),
});
export type PlanBody = z.output<typeof planBody>;

export const applyBody = z.strictObject({
  orderVehicleIds: ids('orderVehicleIds').optional().describe("the plan's jobs to apply (default: all)"),
});
export type ApplyBody = z.output<typeof applyBody>;

const minutes = () => z.number().int().min(0);

export const dayPlanAnswer = z.strictObject({
  id: wireId(),
  date: z.string(),
  status: z.enum(DAY_PLAN_STATUSES),
  createdDt: z.string().describe('when the plan was made (ISO 8601 instant)'),
  assignments: z.array(
    z.strictObject({
      orderVehicleId: wireId(),
      driverId: wireId(),
      vehicleId: wireId(),
      version: z.number().int().min(0).describe("the order vehicle's version the plan was made on"),
      deadheadMinutes: minutes().describe("travel from the driver's previous drop-off (or the branch's base zone) to this pick-up"),
    }),
  ),
  unassigned: z.array(z.strictObject({ orderVehicleId: wireId(), reasons: z.array(z.enum(PLAN_UNASSIGNED_REASONS)) })),
  metrics: z.strictObject({
    jobs: minutes(),
    assigned: minutes(),
    unassigned: minutes(),
    deadheadMinutes: minutes(),
    driversUsed: minutes(),
    maxDriverJobMinutes: minutes(),
    solveMs: minutes(),
    baseline: z.strictObject({ assigned: minutes(), deadheadMinutes: minutes() }).describe('a greedy dispatcher on the same day'),
  }),
  appliedOrderVehicleIds: z.array(wireId()).optional().describe('the jobs applied from this plan so far (GET)'),
});

export const applyAnswer = z.strictObject({
  applied: z.array(wireId()),
  refused: z.array(
    z.strictObject({
      orderVehicleId: wireId(),
      code: z.string().describe(`STALE (changed since the plan), a clash kind (${CLASH_KINDS.join(', ')}) or another refusal's code`),
      message: z.string(),
    }),
  ),
});
