import { amountCents } from './decimal.js';
import { clockSeconds } from './band.js';
import { srvText } from '../../i18n/serverText.js';
import { type AllowanceGroups, bySeq, groupHolds, groupNames } from './groups.js';
import { type CentsLine, described } from './lines.js';
import type { AllowanceJob, AllowanceVersion, PtBasicRow } from './types.js';

/** The part-time basic of a day: the day's first job and the row that pays it (null: no row fits). */
export interface PtBasicChoice {
  firstJob: AllowanceJob;
  row: PtBasicRow | null;
}

/** The day's first job by pick-up time (equal times: the lower order vehicle id). */
export function firstJobOfDay(jobs: readonly AllowanceJob[]): AllowanceJob | null {
  let first: AllowanceJob | null = null;
  let firstAt = 0;
  for (const job of jobs) {
    const at = clockSeconds(job.pickupTime, () => `The pick-up time of order vehicle ${job.orderVehicleId}`);
    if (first === null || at < firstAt || (at === firstAt && job.orderVehicleId < first.orderVehicleId)) [first, firstAt] = [job, at];
  }
  return first;
}

/**
 * Rule 5: a part-time driver's basic for a date with at least one job (null for none): of the
 * version's basics (any order), the first by seq whose vehicle-type group is empty (none set) or
 * holds the vehicle type of the day's first job by pick-up time.
 */
export function ptBasic(jobsOfDay: readonly AllowanceJob[], basics: readonly PtBasicRow[], groups: AllowanceGroups): PtBasicChoice | null {
  const firstJob = firstJobOfDay(jobsOfDay);
  if (firstJob === null) return null;
  let row: PtBasicRow | null = null;
  for (const b of basics) {
    const fits = b.allowanceVehicleTypeId === null || groupHolds(groups.vehicleTypes, b.allowanceVehicleTypeId, firstJob.vehicleTypeId);
    if (fits && (row === null || bySeq(b, row) < 0)) row = b;
  }
  return { firstJob, row };
}

/** A part-time day's PT_BASIC line; 0 marked noRate when no version or no basic row fits. */
export function ptBasicLine(
  driverId: number,
  date: string,
  jobsOfDay: readonly AllowanceJob[],
  version: AllowanceVersion | null,
  basics: readonly PtBasicRow[],
  groups: AllowanceGroups,
): CentsLine | null {
  const choice = ptBasic(jobsOfDay, basics, groups);
  if (choice === null) return null;
  const first = choice.firstJob;
  const base = { driverId, date, kind: 'PT_BASIC' as const, orderVehicleId: null, allowanceRateId: null, qty: 1, time: '', tie: 0 };
  const firstText = srvText('srv.allow.firstJob', { time: first.pickupTime.slice(0, 5), type: first.vehicleTypeId ?? srvText('srv.allow.none') });
  if (version === null) {
    return { ...base, ...described(srvText('srv.allow.ptNoVersion', { date })), cents: 0, noRate: true };
  }
  const row = choice.row;
  if (row === null) {
    return { ...base, ...described(srvText('srv.allow.ptNoRow', { date: version.effDate, first: firstText })), cents: 0, noRate: true };
  }
  const fits =
    row.allowanceVehicleTypeId === null
      ? srvText('srv.allow.ptAnyType')
      : srvText('srv.allow.vehicleType', { group: groupNames(groups.vehicleTypes, row.allowanceVehicleTypeId, 'vehicle-type') });
  const cents = amountCents(row.dailyAmount, `The daily amount of part-time basic ${row.id}`);
  const text = srvText('srv.allow.pt', { seq: row.seq, date: version.effDate, fits, first: firstText });
  return { ...base, allowancePtBasicId: row.id, ...described(text), cents };
}
