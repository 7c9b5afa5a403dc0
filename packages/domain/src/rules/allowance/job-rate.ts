import { amountCents } from './decimal.js';
import { type Band, bandOf, bandText, clockSeconds, clockText, hasBand, inBand } from './band.js';
import { type ServerText, srvText } from '../../i18n/serverText.js';
import { SERVICE_TYPES, type ServiceType } from '../pricing/types.js';
import { type AllowanceGroups, bySeq, groupHolds, groupNames } from './groups.js';
import { type CentsLine, described } from './lines.js';
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
export function rateConditions(row: AllowanceRateRow, groups: AllowanceGroups): ServerText {
  const parts: ServerText[] = [];
  if (row.allowanceLocationId !== null) parts.push(srvText('srv.allow.location', { group: groupNames(groups.locations, row.allowanceLocationId, 'location') }));
  if (row.allowanceVehicleTypeId !== null) {
    parts.push(srvText('srv.allow.vehicleType', { group: groupNames(groups.vehicleTypes, row.allowanceVehicleTypeId, 'vehicle-type') }));
  }
  if (isSet(row.serviceType)) parts.push(srvText('srv.allow.service', { service: serviceText(row.serviceType.trim()) }));
  if (hasBand(row.fromTime, row.toTime)) parts.push(srvText('srv.price.own', { name: bandText(row.fromTime, row.toTime) }));
  return parts.length ? parts.reduce((first, next) => srvText('srv.allow.and', { first, next })) : srvText('srv.allow.anyJob');
}

/** A service type as its word in the reader's language; one not known as written. */
const serviceText = (s: string): ServerText | string =>
  (SERVICE_TYPES as readonly string[]).includes(s) ? srvText(`srv.price.service.${s as ServiceType}`) : s;

/** What a row pays and how its lines name it, worked out once per row and version. */
const payments = new WeakMap<AllowanceRateRow, { effDate: string; cents: number; text: Pick<CentsLine, 'text' | 'description'> }>();
function paymentOf(row: AllowanceRateRow, version: AllowanceVersion, groups: AllowanceGroups) {
  let pay = payments.get(row);
  if (pay === undefined || pay.effDate !== version.effDate) {
    const cents = amountCents(row.amount, `The amount of allowance rate ${row.id}`);
    pay = {
      effDate: version.effDate,
      cents,
      text: described(srvText('srv.allow.rate', { seq: row.seq, date: version.effDate, conditions: rateConditions(row, groups) })),
    };
    payments.set(row, pay);
  }
  return pay;
}

/** The text of a job no row pays, worded once per date: a month may have many. */
const unpaidTexts = new Map<string, Pick<CentsLine, 'text' | 'description'>>();
function unpaid(key: 'srv.allow.noVersion' | 'srv.allow.noRow', date: string) {
  const id = `${key} ${date}`;
  let said = unpaidTexts.get(id);
  if (said === undefined) {
    if (unpaidTexts.size > 1_000) unpaidTexts.clear();
    said = described(srvText(key, { date }));
    unpaidTexts.set(id, said);
  }
  return said;
}

/** A job's JOB line: the amount of the row that pays it, or 0 marked noRate (no version, or no row matches). */
export function jobLine(job: AllowanceJob, version: AllowanceVersion | null, rows: readonly AllowanceRateRow[], groups: AllowanceGroups): CentsLine {
  const t = pickupSecondsOf(job);
  const pickupTime = clockText(t);
  const row = version === null ? null : firstMatch(job, rows, groups, t);
  const pay = row === null ? null : paymentOf(row, version!, groups);
  // A paid line reuses its row's text (worded once per row): a month has many jobs.
  const said = pay?.text ?? (version === null ? unpaid('srv.allow.noVersion', job.date) : unpaid('srv.allow.noRow', version.effDate));
  const line: CentsLine = {
    driverId: job.driverId,
    date: job.date,
    kind: 'JOB',
    orderVehicleId: job.orderVehicleId,
    allowanceRateId: row?.id ?? null,
    description: said.description,
    text: said.text,
    qty: 1,
    cents: pay?.cents ?? 0,
    pickupTime,
    time: pickupTime,
    tie: job.orderVehicleId,
  };
  if (job.orderRefId !== undefined) line.orderRefId = job.orderRefId;
  if (pay === null) line.noRate = true;
  return line;
}
