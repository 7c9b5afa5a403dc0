/*
 * The driver's jobs as the phone shows them (issue 11): the day's answer, with the writes still
 * waiting in the queue laid over it so a mark shows at once, and which marks make sense next.
 */
import {
  type DriverJob,
  type DriverJobDay,
  isJobFinished,
  JOB_STATUS_TIME,
  JOB_STATUSES,
  type JobPetrol,
  type JobPlace,
  type JobStatus,
  refusedMark,
} from '@limo/domain/rules/live/index';
import { nextDate } from '@limo/domain/rules/entry';
import { operatorToday } from '@limo/domain/rules/operator-time';
import type { QueueItem } from './queueModel';

// The job's wire shape is the domain's (shared with the server and the driver job screen).
export type { DriverJob, JobPetrol, JobPlace };
export type JobsDay = DriverJobDay;

export type DayTab = 'today' | 'tomorrow';

/** Today and tomorrow on the operator's calendar, whatever zone the phone is set to. */
export function dutyDates(now: number = Date.now()): Record<DayTab, string> {
  const today = operatorToday(now);
  return { today, tomorrow: nextDate(today) };
}

/** Pickup order: date, then time, then the order vehicle for a stable list. */
export const inPickupOrder = (jobs: readonly DriverJob[]): DriverJob[] =>
  [...jobs].sort((a, b) => a.pickupDate.localeCompare(b.pickupDate) || a.pickupTime.localeCompare(b.pickupTime) || a.orderVehicleId - b.orderVehicleId);

/** The mark that naturally follows `current` (none once the job is finished). */
export function nextMark(current: JobStatus | null): JobStatus | null {
  if (isJobFinished(current)) return null;
  if (!current) return 'ACK';
  return ({ ACK: 'ON_THE_WAY', ON_THE_WAY: 'ARRIVED', ARRIVED: 'POB', POB: 'COMPLETED' } as const)[current as 'ACK'] ?? null;
}

export interface MarkOption {
  status: JobStatus;
  /** Why it cannot be made now (the job's own status counts as done already). */
  disabledBecause: string | undefined;
  /** The one to offer first. */
  suggested: boolean;
}

/** Every mark with whether the driver may make it on a job at `current`. */
export function markOptions(current: JobStatus | null): MarkOption[] {
  const next = nextMark(current);
  return JOB_STATUSES.map((status) => ({
    status,
    disabledBecause: status === current ? `The job is already at ${status}` : refusedMark(current, status),
    suggested: status === next,
  }));
}

/** One job with the driver's queued writes applied, oldest first (what the server will do with them). */
export function applyItem(job: DriverJob, item: QueueItem): DriverJob {
  if (!('orderVehicleId' in item) || item.orderVehicleId !== job.orderVehicleId) return job;
  switch (item.kind) {
    case 'progress':
      if (refusedMark(job.jobStatus, item.jobStatus)) return job;
      return { ...job, jobStatus: item.jobStatus, [JOB_STATUS_TIME[item.jobStatus]]: item.at };
    case 'mileage':
      return {
        ...job,
        mileage: {
          startMileage: item.startMileage ?? job.mileage.startMileage,
          endMileage: item.endMileage ?? job.mileage.endMileage,
        },
      };
    case 'petrol':
      return { ...job, petrols: [...job.petrols, { litres: item.litres, amount: item.amount, receiptNo: item.receiptNo }] };
    default:
      return job;
  }
}

/** The jobs as they will be once the queue has gone out. */
export function withPending(jobs: readonly DriverJob[], queue: readonly QueueItem[]): DriverJob[] {
  return jobs.map((job) => queue.reduce(applyItem, job));
}

/** Marks between leaving for the pickup and the end: the car is working on this job. */
const UNDER_WAY = new Set<JobStatus | null>(['ON_THE_WAY', 'ARRIVED', 'POB']);

/** The job a position belongs to: the first one under way, if any. */
export function jobInProgress(jobs: readonly DriverJob[]): number | undefined {
  return jobs.find((j) => UNDER_WAY.has(j.jobStatus))?.orderVehicleId;
}

/** Merges a write's answer into the day (the server's times replace the phone's guesses). */
export function mergeAnswer(day: JobsDay, orderVehicleId: number, patch: Partial<DriverJob> | ((job: DriverJob) => Partial<DriverJob>)): JobsDay {
  return {
    ...day,
    jobs: day.jobs.map((j) => (j.orderVehicleId === orderVehicleId ? { ...j, ...(typeof patch === 'function' ? patch(j) : patch) } : j)),
  };
}
