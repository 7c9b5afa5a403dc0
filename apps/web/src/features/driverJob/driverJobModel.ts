/**
 * The driver job review screen's rules without UI (issue 11): the day's display rows, stamps
 * shown and typed on the operator's clock, the order stamps must keep, and the checks of the
 * correction, mileage and petrol dialogs. Checks answer i18n keys so the screen says them.
 */
import {
  type DriverJob,
  type DriverJobDay,
  type JobPetrol,
  type JobPlace,
  JOB_TIME_FIELDS,
  type JobStatus,
  type JobTimeField,
  languageOf,
  nameIn,
  normalizeMoney,
  operatorInstant,
  operatorNow,
  parseTimeEntry,
  placeOf,
} from '@limo/domain';

// The job's wire shape is the domain's (shared with the server and the driver page).
export type ReviewJob = DriverJob;
export type JobLocation = JobPlace;
export type { DriverJobDay, JobPetrol };
export type JobMileage = DriverJob['mileage'];

/** An i18n key and its values: what a field's problem says. */
export interface Problem {
  key: string;
  values?: Record<string, string>;
}

/* ---------- The operator's clock ---------- */

// operatorInstant (a date and time of the operator's clock as an instant) is the domain's.
export { operatorInstant };

/** A stamp as the operator's HH:mm; null for none. */
export function stampEntry(instant: string | null | undefined): string | null {
  if (!instant) return null;
  try {
    return operatorNow(instant).time.slice(0, 5);
  } catch {
    return null;
  }
}

/** The operator's date of a stamp; null for none. */
export function stampDate(instant: string | null | undefined): string | null {
  if (!instant) return null;
  try {
    return operatorNow(instant).date;
  } catch {
    return null;
  }
}

/** A stamp as the job list shows it: HH:mm on the duty date, `dd/mm HH:mm` on any other day; '' for none. */
export function stampText(instant: string | null | undefined, dutyDate: string): string {
  const time = stampEntry(instant);
  if (!time) return '';
  const date = stampDate(instant) as string;
  return date === dutyDate ? time : `${date.slice(8, 10)}/${date.slice(5, 7)} ${time}`;
}

/* ---------- Display rows ---------- */

/** A driver as the picker and the heading name them: `D001 - Chan Tai Man`. */
/** "D001 - Chan Tai Man", or "D001 - 陳大文" for a Chinese reader when the driver has a Chinese name. */
export const driverLabel = (d: { driverNo: string; driverNameEng: string; driverNameChi?: string | null }, language?: string) =>
  `${d.driverNo} - ${nameIn(languageOf(language), { en: d.driverNameEng, zh: d.driverNameChi ?? '' })}`;

export interface JobRow {
  job: ReviewJob;
  time: string;
  flight: string;
  passengers: string;
  /** Pick-up, stops, drop-off, by name. */
  route: string[];
  stamps: { field: JobTimeField; text: string }[];
}

// The location's name, else a free address (issue 30 part 3), else the code.
const placeText = (l: JobLocation) => placeOf(l) || l.code;

/** The day's jobs in pickup order, each with the texts the list shows. */
export function jobRows(day: DriverJobDay): JobRow[] {
  const sorted = [...day.jobs].sort(
    (a, b) => `${a.pickupDate} ${a.pickupTime}`.localeCompare(`${b.pickupDate} ${b.pickupTime}`) || a.orderVehicleId - b.orderVehicleId,
  );
  return sorted.map((job) => ({
    job,
    time: job.pickupTime.slice(0, 5),
    flight: job.flightNo ? `${job.flightNo}${job.flightEtaTime ? ` ${job.flightEtaTime.slice(0, 5)}` : ''}` : '',
    passengers: job.passengers
      .map((p) => p.name)
      .filter(Boolean)
      .join(', '),
    route: [job.pickup, ...job.stops, ...(job.dropoff ? [job.dropoff] : [])].map(placeText),
    stamps: JOB_TIME_FIELDS.map((field) => ({ field, text: stampText(job[field], day.dutyDate) })),
  }));
}

/* ---------- The correction dialog ---------- */

/**
 * Where each stamp stands in a job's progress: a stamp may not be earlier than one of a lower rank.
 * No-show sits beside POB (the passenger either boarded or never came), both before completed.
 */
export const STAMP_RANK: Record<JobTimeField, number> = { ackTime: 1, onTheWayTime: 2, arrivedTime: 3, pobTime: 4, noShowTime: 4, completedTime: 5 };

export interface JobForm {
  jobStatus: JobStatus | '';
  /** What is typed in each time field: HH:mm, text being typed, or null when empty. */
  stamps: Record<JobTimeField, string | null>;
  remarks: string;
}

export interface JobUpdate extends Record<JobTimeField, string | null> {
  orderVehicleId: number;
  jobStatus: JobStatus | null;
  remarks?: string | null;
}

const eachField = <T>(f: (field: JobTimeField) => T) => Object.fromEntries(JOB_TIME_FIELDS.map((field) => [field, f(field)])) as Record<JobTimeField, T>;

export function jobForm(job: ReviewJob): JobForm {
  return { jobStatus: job.jobStatus ?? '', stamps: eachField((f) => stampEntry(job[f])), remarks: job.jobRemarks ?? '' };
}

/** The day each stamp's typed time falls on: the day of the stamp being corrected, else the duty date. */
export function stampDates(job: ReviewJob, dutyDate: string): Record<JobTimeField, string> {
  return eachField((f) => stampDate(job[f]) ?? dutyDate);
}

/**
 * The instant of a typed stamp: null when empty, undefined when not a time. An entry still showing
 * the stamp it was filled with keeps that stamp as it was, seconds and all.
 */
export function entryInstant(text: string | null, date: string, original: string | null): string | null | undefined {
  if (text === null || text.trim() === '') return null;
  const time = parseTimeEntry(text);
  if (!time) return undefined;
  if (original && stampEntry(original) === time && stampDate(original) === date) return original;
  return operatorInstant(date, time);
}

const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);

/**
 * Stamps that go backwards: for each stamp earlier than a stamp of a lower rank, the problem names
 * the latest such stamp (in the field's own message). Compared by the minute, as they are typed.
 */
export function stampOrderProblems(stamps: Partial<Record<JobTimeField, string | null>>, dutyDate: string): Partial<Record<JobTimeField, Problem>> {
  const problems: Partial<Record<JobTimeField, Problem>> = {};
  for (const field of JOB_TIME_FIELDS) {
    const at = stamps[field];
    if (!at) continue;
    let latest: JobTimeField | null = null;
    for (const other of JOB_TIME_FIELDS) {
      const otherAt = stamps[other];
      if (!otherAt || STAMP_RANK[other] >= STAMP_RANK[field] || minuteOf(otherAt) <= minuteOf(at)) continue;
      if (!latest || minuteOf(otherAt) > minuteOf(stamps[latest] as string)) latest = other;
    }
    if (latest) problems[field] = { key: 'dj.err.before', values: { other: latest, time: stampText(stamps[latest], dutyDate) } };
  }
  return problems;
}

export interface Checked<B, F extends string> {
  problems: Partial<Record<F, Problem>>;
  /** The body to send; only when there are no problems. */
  body?: B;
}

/** The correction's problems by field, or the updateOrderByDriverJob body (remarks only when changed). */
export function checkJobForm(job: ReviewJob, dutyDate: string, form: JobForm): Checked<JobUpdate, JobTimeField> {
  const dates = stampDates(job, dutyDate);
  const instants = eachField((f) => entryInstant(form.stamps[f], dates[f], job[f]));
  const problems = stampOrderProblems(instants, dutyDate);
  for (const f of JOB_TIME_FIELDS) if (instants[f] === undefined) problems[f] = { key: 'dj.err.time' };
  if (Object.keys(problems).length) return { problems };
  const remarks = form.remarks.trim();
  const body: JobUpdate = { orderVehicleId: job.orderVehicleId, jobStatus: form.jobStatus || null, ...(instants as Record<JobTimeField, string | null>) };
  if (remarks !== (job.jobRemarks ?? '').trim()) body.remarks = remarks || null;
  return { problems, body };
}

/* ---------- Mileage and petrol ---------- */

export const MAX_MILEAGE = 9_999_999;

export interface MileageForm {
  startMileage: string;
  endMileage: string;
}
type MileageField = keyof MileageForm;

export const mileageForm = (m: JobMileage): MileageForm => ({ startMileage: m.startMileage?.toString() ?? '', endMileage: m.endMileage?.toString() ?? '' });

function mileageOf(text: string): number | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  if (!/^\d{1,7}$/.test(s)) return undefined;
  const n = Number(s);
  return n <= MAX_MILEAGE ? n : undefined;
}

/** Whole kilometres (empty for none), the end not below the start. */
export function checkMileage(form: MileageForm): Checked<JobMileage, MileageField> {
  const startMileage = mileageOf(form.startMileage);
  const endMileage = mileageOf(form.endMileage);
  const problems: Partial<Record<MileageField, Problem>> = {};
  if (startMileage === undefined) problems.startMileage = { key: 'dj.err.mileage' };
  if (endMileage === undefined) problems.endMileage = { key: 'dj.err.mileage' };
  else if (endMileage !== null && typeof startMileage === 'number' && endMileage < startMileage) problems.endMileage = { key: 'dj.err.endBeforeStart' };
  if (Object.keys(problems).length) return { problems };
  return { problems, body: { startMileage: startMileage as number | null, endMileage: endMileage as number | null } };
}

export interface PetrolForm {
  litres: string;
  amount: string;
  receiptNo: string;
}
type PetrolField = keyof PetrolForm;
export interface PetrolBody {
  litres: string;
  amount: string;
  receiptNo: string | null;
}

export const RECEIPT_NO_MAX = 30;
export const petrolForm = (p: JobPetrol | null): PetrolForm => ({ litres: p?.litres ?? '', amount: p?.amount ?? '', receiptNo: p?.receiptNo ?? '' });

/** Litres like '12.5' (more than none, below 1000, two decimals at most), amount like '300.00'; both stay strings. */
export function checkPetrol(form: PetrolForm): Checked<PetrolBody, PetrolField> {
  const litres = form.litres.trim();
  const amount = form.amount.trim();
  const receiptNo = form.receiptNo.trim();
  const problems: Partial<Record<PetrolField, Problem>> = {};
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(litres) || !/[1-9]/.test(litres)) problems.litres = { key: 'dj.err.litres' };
  const money = /^\d+(\.\d{1,2})?$/.test(amount) ? normalizeMoney(amount) : undefined;
  if (!money) problems.amount = { key: 'dj.err.amount' };
  if (receiptNo.length > RECEIPT_NO_MAX) problems.receiptNo = { key: 'dj.err.receiptNo', values: { max: String(RECEIPT_NO_MAX) } };
  if (Object.keys(problems).length) return { problems };
  return { problems, body: { litres, amount: money as string, receiptNo: receiptNo || null } };
}
