import { parentPort, workerData } from 'node:worker_threads';
import { travelRule } from '@limo/domain';
import type { PlanInput } from './plan-thread.js';
import { planDay } from './planner.js';

/*
 * The day planner in a thread of its own (issue 32): HiGHS solves synchronously for seconds, which
 * on the server's own thread would hold every other call and socket of the instance meanwhile.
 * One worker per plan: it answers the outcome, or the error the planner threw, and ends.
 */

const { travelRows, defaultTravelMinutes, ...rest } = workerData as PlanInput;
planDay({ ...rest, travel: travelRule(travelRows, defaultTravelMinutes) }).then(
  (outcome) => parentPort?.postMessage({ outcome }),
  (err: unknown) => parentPort?.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
);
