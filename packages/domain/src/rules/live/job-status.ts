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

export type JobTimes = Partial<Record<JobTimeField, string | null>>;

const STAMP_LABEL: Record<JobTimeField, string> = {
  ackTime: 'Acknowledged',
  onTheWayTime: 'On the way',
  arrivedTime: 'Arrived',
  pobTime: 'Passenger on board',
  completedTime: 'Completed',
  noShowTime: 'No-show',
};

/**
 * What is wrong with a supervisor's correction of a job (updateOrderByDriverJob); empty when it
 * holds. The stamps must follow the job's order, the status must have its stamp, no stamp may lie
 * beyond the status, and a job is either boarded or a no-show, not both.
 */
export function jobCorrectionProblems(jobStatus: JobStatus | null, times: JobTimes): string[] {
  const problems: string[] = [];
  const at = (f: JobTimeField) => (times[f] ? Date.parse(times[f] as string) : undefined);
  for (const f of JOB_TIME_FIELDS) if (times[f] && Number.isNaN(at(f))) problems.push(`${STAMP_LABEL[f]} is not a time`);
  if (problems.length) return problems;
  if (times.pobTime && times.noShowTime) problems.push('A job cannot have both a passenger on board and a no-show');
  const chains: JobTimeField[][] = [
    ['ackTime', 'onTheWayTime', 'arrivedTime', 'pobTime', 'completedTime'],
    ['ackTime', 'onTheWayTime', 'arrivedTime', 'noShowTime'],
  ];
  const seen = new Set<string>();
  for (const chain of chains) {
    let last: { f: JobTimeField; t: number } | undefined;
    for (const f of chain) {
      const t = at(f);
      if (t === undefined) continue;
      const message = last && t < last.t ? `${STAMP_LABEL[f]} cannot be before ${STAMP_LABEL[last.f]}` : undefined;
      if (message && !seen.has(message)) {
        seen.add(message);
        problems.push(message);
      }
      last = { f, t };
    }
  }
  if (jobStatus === null) {
    if (JOB_TIME_FIELDS.some((f) => times[f])) problems.push('Choose a job status for the times entered, or clear them');
    return problems;
  }
  if (!times[JOB_STATUS_TIME[jobStatus]]) problems.push(`Enter the ${STAMP_LABEL[JOB_STATUS_TIME[jobStatus]]} time for status ${jobStatus}`);
  for (const f of JOB_TIME_FIELDS) {
    const status = JOB_STATUSES.find((s) => JOB_STATUS_TIME[s] === f) as JobStatus;
    // A completed job was boarded: a no-show stamp does not belong to it either.
    const beyond = status !== jobStatus && (RANK[status] >= RANK[jobStatus] || (jobStatus === 'COMPLETED' && status === 'NO_SHOW'));
    if (times[f] && beyond) problems.push(`${STAMP_LABEL[f]} is set but the job status is ${jobStatus}`);
  }
  return problems;
}
