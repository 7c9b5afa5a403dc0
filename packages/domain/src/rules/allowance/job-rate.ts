import { amountCents } from './decimal.js';
import { type Band, bandOf, bandText, clockSeconds, clockText, hasBand, inBand } from './band.js';
import { type AllowanceGroups, bySeq, groupHolds, groupName } from './groups.js';
import type { CentsLine } from './lines.js';
import type { AllowanceJob, AllowanceRateRow, AllowanceVersion } from './types.js';

const isSet = (s: string | null | undefined): s is string => !!s && s.trim() !== '';
const sameService = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Rule 4: does the rate row match the job? Each condition the row sets must hold: its location group
 * holds the pick-up or the drop-off location, its vehicle-type group the vehicle type, the service
 * type is equal, the pick-up time is in [fromTime, toTime).
 */
export function rateRowMatches(row: AllowanceRateRow, job: AllowanceJob, groups: AllowanceGroups, pickupSeconds?: number): boolean {
  if (row.allowanceLocationId !== null) {
    const loc = row.allowanceLocationId;
    if (!groupHolds(groups.locations, loc, job.pickupLocationId) && !groupHolds(groups.locations, loc, job.dropoffLocationId)) return false;
  }
  if (row.allowanceVehicleTypeId !== null && !groupHolds(groups.vehicleTypes, row.allowanceVehicleTypeId, job.vehicleTypeId)) return false;
  if (isSet(row.serviceType) && !sameService(row.serviceType, job.serviceType)) return false;
  const band = bandOfRow(row);
  if (band !== null && !inBand(band, pickupSeconds ?? pickupSecondsOf(job))) return false;
  return true;
}

/** A row's band read once: a month has many jobs and few rows. */
const bands = new WeakMap<AllowanceRateRow, Band | null>();
function bandOfRow(row: AllowanceRateRow): Band | null {
  let band = bands.get(row);
  if (band === undefined) {
    band = hasBand(row.fromTime, row.toTime) ? bandOf(row.fromTime, row.toTime, `The band of allowance rate ${row.id}`) : null;
    bands.set(row, band);
  }
  return band;
}

const pickupSecondsOf = (job: AllowanceJob) => clockSeconds(job.pickupTime, () => `The pick-up time of order vehicle ${job.orderVehicleId}`);

function firstMatch(job: AllowanceJob, rows: readonly AllowanceRateRow[], groups: AllowanceGroups, t: number): AllowanceRateRow | null {
  let found: AllowanceRateRow | null = null;
  for (const row of rows) {
    if ((found === null || bySeq(row, found) < 0) && rateRowMatches(row, job, groups, t)) found = row;
  }
  return found;
}

/** Rule 4: of the version's rate rows (any order), the first by seq that matches the job; null when none does. */
export function jobRate(job: AllowanceJob, rows: readonly AllowanceRateRow[], groups: AllowanceGroups): AllowanceRateRow | null {
  return firstMatch(job, rows, groups, pickupSecondsOf(job));
}

/** The conditions a row sets, for the line that it paid: "location AIRPORT, 22:00-06:00". */
export function rateConditions(row: AllowanceRateRow, groups: AllowanceGroups): string {
  const parts: string[] = [];
  if (row.allowanceLocationId !== null) parts.push(`location ${groupName(groups.locations, row.allowanceLocationId, 'location')}`);
  if (row.allowanceVehicleTypeId !== null) parts.push(`vehicle type ${groupName(groups.vehicleTypes, row.allowanceVehicleTypeId, 'vehicle-type')}`);
  if (isSet(row.serviceType)) parts.push(`service ${row.serviceType.trim()}`);
  if (hasBand(row.fromTime, row.toTime)) parts.push(bandText(row.fromTime, row.toTime));
  return parts.length ? parts.join(', ') : 'any job';
}

/** What a row pays and how its lines name it, worked out once per row and version. */
const payments = new WeakMap<AllowanceRateRow, { effDate: string; cents: number; description: string }>();
function paymentOf(row: AllowanceRateRow, version: AllowanceVersion, groups: AllowanceGroups) {
  let pay = payments.get(row);
  if (pay === undefined || pay.effDate !== version.effDate) {
    const cents = amountCents(row.amount, `The amount of allowance rate ${row.id}`);
    pay = { effDate: version.effDate, cents, description: `Rate seq ${row.seq} of ${version.effDate}: ${rateConditions(row, groups)}` };
    payments.set(row, pay);
  }
  return pay;
}

/** A job's JOB line: the amount of the row that pays it, or 0 marked noRate (no version, or no row matches). */
export function jobLine(job: AllowanceJob, version: AllowanceVersion | null, rows: readonly AllowanceRateRow[], groups: AllowanceGroups): CentsLine {
  const t = pickupSecondsOf(job);
  const pickupTime = clockText(t);
  const line: CentsLine = {
    driverId: job.driverId,
    date: job.date,
    kind: 'JOB',
    orderVehicleId: job.orderVehicleId,
    allowanceRateId: null,
    description: '',
    qty: 1,
    cents: 0,
    pickupTime,
    time: pickupTime,
    tie: job.orderVehicleId,
  };
  if (job.orderRefId !== undefined) line.orderRefId = job.orderRefId;
  const row = version === null ? null : firstMatch(job, rows, groups, t);
  if (version === null) {
    line.description = `No rate: no allowance version is in effect on ${job.date}`;
    line.noRate = true;
  } else if (row === null) {
    line.description = `No rate: no row of the ${version.effDate} rate card matches this job (fix the card)`;
    line.noRate = true;
  } else {
    const pay = paymentOf(row, version, groups);
    line.allowanceRateId = row.id;
    line.description = pay.description;
    line.cents = pay.cents;
  }
  return line;
}
