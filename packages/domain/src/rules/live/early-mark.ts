import { operatorInstant } from '../operator-time.js';
import type { JobStatus } from './job-status.js';

/* POB and COMPLETED are not marked long before the pick-up (issue 30 part 7): the server's refusal and the driver page's greyed buttons. */

/** The marks the earliest-mark rule holds back. */
export const EARLY_GUARDED_MARKS: readonly JobStatus[] = ['POB', 'COMPLETED'];

/** The first instant (ms) a guarded mark may bear: `minutes` before the pick-up on the operator's clock. */
export function earliestMarkAt(pickupDate: string, pickupTime: string, minutes: number): number {
  return Date.parse(operatorInstant(pickupDate, pickupTime)) - minutes * 60_000;
}
