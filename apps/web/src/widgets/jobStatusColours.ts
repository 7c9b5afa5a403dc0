import { isJobStatus, JOB_STATUSES, type JobStatus } from '@limo/domain';

/* One palette for a job's progress wherever it shows: the live map, the scheduling grid's bars. */

/** A driver's job state: one of the job marks, or none (idle, not started). */
export type StatusKey = JobStatus | 'NONE';
export const STATUS_KEYS: readonly StatusKey[] = ['NONE', ...JOB_STATUSES];

/** Colours told apart also by colour-blind eyes (Okabe-Ito based); legends and labels carry the words. */
export const JOB_STATUS_COLOURS: Record<StatusKey, string> = {
  NONE: '#757575',
  ACK: '#0072B2',
  ON_THE_WAY: '#E69F00',
  ARRIVED: '#CC79A7',
  POB: '#009E73',
  COMPLETED: '#37474F',
  NO_SHOW: '#C62828',
};

/** The text on a status colour (a bar's progress chip): black where white would contrast under 4.5:1 (WCAG 1.4.3). */
export const JOB_STATUS_TEXT: Record<StatusKey, string> = {
  NONE: '#fff',
  ACK: '#fff',
  ON_THE_WAY: '#000',
  ARRIVED: '#000',
  POB: '#000',
  COMPLETED: '#fff',
  NO_SHOW: '#fff',
};

export const jobStatusKey = (status: string | null | undefined): StatusKey => (isJobStatus(status) ? status : 'NONE');

/** Short codes for a narrow bar (like flight numbers, the same in every language). */
export const JOB_STATUS_CODES: Record<JobStatus, string> = {
  ACK: 'ACK',
  ON_THE_WAY: 'OTW',
  ARRIVED: 'ARR',
  POB: 'POB',
  COMPLETED: 'DONE',
  NO_SHOW: 'NS',
};
