/*
 * A driver job's progress (issue 11, docs/driver-jobs.md): the marks a driver makes on the jobs
 * page, in the order they happen, and the driver job time each one stamps.
 */

export const JOB_STATUSES = ['ACK', 'ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED', 'NO_SHOW'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The driver job field each mark stamps with its time. */
export const JOB_STATUS_TIME: Record<JobStatus, JobTimeField> = {
  ACK: 'ackTime',
  ON_THE_WAY: 'onTheWayTime',
  ARRIVED: 'arrivedTime',
  POB: 'pobTime',
  COMPLETED: 'completedTime',
  NO_SHOW: 'noShowTime',
};
export const JOB_TIME_FIELDS = ['ackTime', 'onTheWayTime', 'arrivedTime', 'pobTime', 'completedTime', 'noShowTime'] as const;
export type JobTimeField = (typeof JOB_TIME_FIELDS)[number];

// NO_SHOW sits beside POB: a passenger who never came ends the job instead of boarding.
const RANK: Record<JobStatus, number> = { ACK: 1, ON_THE_WAY: 2, ARRIVED: 3, POB: 4, NO_SHOW: 4, COMPLETED: 5 };

export const isJobStatus = (value: unknown): value is JobStatus => typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value);

/** A job that needs no more marks. */
export const isJobFinished = (status: string | null | undefined) => status === 'COMPLETED' || status === 'NO_SHOW';

/**
 * Why a driver may not make `next` on a job now at `current`; undefined when it may. Marks only go
 * forward (a repeat of the current mark is harmless); a finished job takes none; no-show is for a
 * passenger not yet on board. A supervisor corrects anything else on the driver job screen.
 */
export function refusedMark(current: string | null | undefined, next: JobStatus): string | undefined {
  if (!current || current === next) return undefined;
  if (isJobFinished(current)) return `The job is already ${current === 'NO_SHOW' ? 'a no-show' : 'completed'}`;
  if (!isJobStatus(current)) return undefined;
  if (next === 'NO_SHOW' && current === 'POB') return 'The passenger is on board: a no-show cannot be marked';
  if (RANK[next] < RANK[current]) return `The job is already at ${current}: ${next} would go back`;
  return undefined;
}
