/*
 * A driver job's progress (issue 11, docs/driver-jobs.md): the marks a driver makes on the jobs
 * page, in the order they happen, and the driver job time each one stamps.
 */

import type { Bilingual } from '../../i18n/serverMessages.js';
import { type RuleText, ruleEnglish, ruleText } from '../../i18n/serverRules.js';

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
export function refusedMarkText(current: string | null | undefined, next: JobStatus): RuleText | undefined {
  if (!current || current === next) return undefined;
  if (isJobFinished(current)) return ruleText(current === 'NO_SHOW' ? 'srv.job.alreadyNoShow' : 'srv.job.alreadyCompleted');
  if (!isJobStatus(current)) return undefined;
  if (next === 'NO_SHOW' && current === 'POB') return ruleText('srv.job.onBoard');
  if (RANK[next] < RANK[current]) return ruleText('srv.job.back', { current, next });
  return undefined;
}

/** refusedMark in English (the driver page's reason a button is off). */
export const refusedMark = (current: string | null | undefined, next: JobStatus): string | undefined => ruleEnglish(refusedMarkText(current, next));

export type JobTimes = Partial<Record<JobTimeField, string | null>>;

const STAMP_LABEL: Record<JobTimeField, Bilingual> = {
  ackTime: { en: 'Acknowledged', zh: '已確認' },
  onTheWayTime: { en: 'On the way', zh: '出發' },
  arrivedTime: { en: 'Arrived', zh: '到達' },
  pobTime: { en: 'Passenger on board', zh: '已上車' },
  completedTime: { en: 'Completed', zh: '完成' },
  noShowTime: { en: 'No-show', zh: '客人未到' },
};

/**
 * What is wrong with a supervisor's correction of a job (updateOrderByDriverJob); empty when it
 * holds. The stamps must follow the job's order, the status must have its stamp, no stamp may lie
 * beyond the status, and a job is either boarded or a no-show, not both.
 */
export function jobCorrectionProblemTexts(jobStatus: JobStatus | null, times: JobTimes): RuleText[] {
  const problems: RuleText[] = [];
  const at = (f: JobTimeField) => (times[f] ? Date.parse(times[f] as string) : undefined);
  for (const f of JOB_TIME_FIELDS) if (times[f] && Number.isNaN(at(f))) problems.push(ruleText('srv.jc.notTime', { stamp: STAMP_LABEL[f] }));
  if (problems.length) return problems;
  if (times.pobTime && times.noShowTime) problems.push(ruleText('srv.jc.both'));
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
      const pair = last && t < last.t ? `${f}<${last.f}` : undefined;
      if (last && pair && !seen.has(pair)) {
        seen.add(pair);
        problems.push(ruleText('srv.jc.before', { stamp: STAMP_LABEL[f], other: STAMP_LABEL[last.f] }));
      }
      last = { f, t };
    }
  }
  if (jobStatus === null) {
    if (JOB_TIME_FIELDS.some((f) => times[f])) problems.push(ruleText('srv.jc.chooseStatus'));
    return problems;
  }
  if (!times[JOB_STATUS_TIME[jobStatus]]) problems.push(ruleText('srv.jc.enterTime', { stamp: STAMP_LABEL[JOB_STATUS_TIME[jobStatus]], status: jobStatus }));
  for (const f of JOB_TIME_FIELDS) {
    const status = JOB_STATUSES.find((s) => JOB_STATUS_TIME[s] === f) as JobStatus;
    // A completed job was boarded: a no-show stamp does not belong to it either.
    const beyond = status !== jobStatus && (RANK[status] >= RANK[jobStatus] || (jobStatus === 'COMPLETED' && status === 'NO_SHOW'));
    if (times[f] && beyond) problems.push(ruleText('srv.jc.beyond', { stamp: STAMP_LABEL[f], status: jobStatus }));
  }
  return problems;
}

/** jobCorrectionProblemTexts in English. */
export const jobCorrectionProblems = (jobStatus: JobStatus | null, times: JobTimes): string[] =>
  jobCorrectionProblemTexts(jobStatus, times).map((p) => ruleEnglish(p));
