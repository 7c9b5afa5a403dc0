import { srvText, JOB_STATUS_TIME, JOB_TIME_FIELDS, jobCorrectionProblemTexts, refusedMarkText, type JobStatus, type JobTimes } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderHistories } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { earliestMarkMinutes, refuseEarlyMark } from './mark-guard.js';

/*
 * A job's progress (issue 11, docs/driver-jobs.md): the driver's marks and the supervisor's
 * corrections land in the driver job, and the main driver's status in the order vehicle too, with
 * its history row, so the grid and the order show it.
 */

interface LockedJob {
  id: number;
  orderId: number;
  branchId: number;
  driverId: number | null;
  pickupDate: string;
  pickupTime: string;
  jobStatus: string | null;
  noshowFlag: number;
  vehicleId: number | null;
  live: boolean;
}

/** The order vehicle, locked for this transaction: two marks on one job go one after the other. */
export async function lockOrderVehicle(tx: Tx, orderVehicleId: number, branchId: number): Promise<LockedJob | undefined> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select ov.id, ov.order_id, o.branch_id, ov.driver_id, ov.pickup_date::text, ov.pickup_time::text, ov.job_status, ov.noshow_flag, ov.vehicle_id,
      (ov.order_vehicle_status = 'A' and o.order_status not in ('C', 'V')) as live
    from order_vehicles ov join orders o on o.id = ov.order_id
    where ov.id = ${orderVehicleId} and o.branch_id = ${branchId}
    for update of ov`);
  const r = result.rows[0];
  if (!r) return undefined;
  return {
    id: Number(r.id),
    orderId: Number(r.order_id),
    branchId: Number(r.branch_id),
    driverId: r.driver_id == null ? null : Number(r.driver_id),
    pickupDate: String(r.pickup_date),
    pickupTime: String(r.pickup_time),
    jobStatus: (r.job_status as string | null) ?? null,
    noshowFlag: Number(r.noshow_flag),
    vehicleId: r.vehicle_id == null ? null : Number(r.vehicle_id),
    live: Boolean(r.live),
  };
}

type JobRow = { id: number; job_status: string | null } & Record<string, unknown>;

async function driverJobRow(tx: Tx, orderVehicleId: number, driverId: number): Promise<JobRow | undefined> {
  const result = await tx.execute<JobRow>(sql`select * from driver_jobs where order_vehicle_id = ${orderVehicleId} and driver_id = ${driverId} for update`);
  return result.rows[0];
}

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const column = (field: string) => sql.raw(snake(field));
const isoOf = (v: unknown) => (v == null ? null : new Date(v as string | Date).toISOString());

/** The driver job of the order vehicle and driver, made when the first mark or record arrives. */
export async function ensureDriverJob(tx: Tx, job: LockedJob, driverId: number, who: string): Promise<JobRow> {
  const found = await driverJobRow(tx, job.id, driverId);
  if (found) return found;
  const made = await tx.execute<JobRow>(sql`
    insert into driver_jobs (branch_id, driver_id, duty_date, order_vehicle_id, create_by, last_update_by)
    values (${job.branchId}, ${driverId}, ${job.pickupDate}, ${job.id}, ${who}, ${who}) returning *`);
  return made.rows[0];
}

/** The order vehicle a driver may touch: theirs as main driver or second call, of their branch. */
export async function lockDriversJob(tx: Tx, orderVehicleId: number, driver: { driverId: number; branchId: number }) {
  const job = await lockOrderVehicle(tx, orderVehicleId, driver.branchId);
  const mine =
    job &&
    (job.driverId === driver.driverId ||
      (await tx.execute(sql`select 1 from order_driver_vehicles where order_vehicle_id = ${orderVehicleId} and driver_id = ${driver.driverId}`)).rows.length >
        0);
  if (!job || !mine) throw notFound(srvText('srv.job.notYours', { id: orderVehicleId }));
  return job;
}

/** Writes the main driver's status into the order vehicle, with history; the no-show flag follows a no-show. */
async function writeOrderVehicleStatus(events: Events, tx: Tx, job: LockedJob, next: string | null, who: string, at?: string | null) {
  if (job.jobStatus === next) return;
  // In this transaction: a partner's booking tells the partner the status (issue 18).
  await events.publish(tx, 'jobStatusChanged', { orderVehicleId: job.id, jobStatus: next as JobStatus | null, at });
  const noshow = next === 'NO_SHOW' ? 1 : job.jobStatus === 'NO_SHOW' ? 0 : job.noshowFlag;
  await tx.execute(sql`
    update order_vehicles set job_status = ${next}, noshow_flag = ${noshow}, version = version + 1, last_update_by = ${who}, last_update_dt = now()
    where id = ${job.id}`);
  const rows = [{ fieldName: 'jobStatus', oldValue: job.jobStatus, newValue: next }];
  if (noshow !== job.noshowFlag) rows.push({ fieldName: 'noshowFlag', oldValue: String(job.noshowFlag), newValue: String(noshow) });
  await tx.insert(orderHistories).values(rows.map((r) => ({ ...r, orderId: job.orderId, orderVehicleId: job.id, createBy: who, lastUpdateBy: who })));
}

/** The oldest and newest time a driver's mark may carry: a phone queue may hold marks for days, but not weeks. */
const MARK_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** The mark's time: the phone's, unless it lies in the future (a wrong phone clock), then now. */
export function markTime(at: string, now = Date.now()): string {
  const t = Date.parse(at);
  if (Number.isNaN(t)) throw badRequest(srvText('srv.job.at'), undefined, [{ field: 'at', value: at }]);
  if (now - t > MARK_MAX_AGE_MS) throw badRequest(srvText('srv.job.atOld', { days: 7 }), undefined, [{ field: 'at', value: at }]);
  return new Date(Math.min(t, now)).toISOString();
}

export interface ProgressAnswer {
  orderVehicleId: number;
  orderId: number;
  driverId: number;
  dutyDate: string;
  jobStatus: string | null;
  times: JobTimes;
}

const timesOf = (row: JobRow): JobTimes => Object.fromEntries(JOB_TIME_FIELDS.map((f) => [f, isoOf(row[snake(f)])]));

/** A driver's mark on a job: forward only; the first time of a repeated mark stays. */
export async function markProgress(
  events: Events,
  tx: Tx,
  driver: { driverId: number; branchId: number; loginName: string },
  orderVehicleId: number,
  jobStatus: JobStatus,
  at: string,
) {
  const who = `driver:${driver.loginName}`;
  const job = await lockDriversJob(tx, orderVehicleId, driver);
  if (!job.live) throw conflict(srvText('srv.job.cancelled'));
  refuseEarlyMark(jobStatus, at, { date: job.pickupDate, time: job.pickupTime }, await earliestMarkMinutes(tx));
  const row = await ensureDriverJob(tx, job, driver.driverId, who);
  const refusal = refusedMarkText(row.job_status, jobStatus);
  if (refusal) throw conflict(refusal);
  const field = JOB_STATUS_TIME[jobStatus];
  const updated = await tx.execute<JobRow>(sql`
    update driver_jobs set job_status = ${jobStatus}, ${column(field)} = coalesce(${column(field)}, ${at}::timestamptz),
      version = version + 1, last_update_by = ${who}, last_update_dt = now()
    where id = ${row.id} returning *`);
  if (job.driverId === driver.driverId) await writeOrderVehicleStatus(events, tx, job, jobStatus, who, at);
  await events.publish(tx, 'driverJobChanged', { branchId: driver.branchId, orderVehicleId, driverId: driver.driverId });
  return answer(job, updated.rows[0]);
}

function answer(job: LockedJob, row: JobRow): ProgressAnswer {
  return {
    orderVehicleId: job.id,
    orderId: job.orderId,
    driverId: Number(row.driver_id),
    dutyDate: job.pickupDate,
    jobStatus: row.job_status,
    times: timesOf(row),
  };
}

export interface Correction {
  orderVehicleId: number;
  jobStatus: JobStatus | null;
  times: JobTimes;
  remarks?: string | null;
}

/** A supervisor's correction of the main driver's job (updateOrderByDriverJob): every stamp as given, with history. */
export async function correctJob(events: Events, tx: Tx, branchId: number, who: string, c: Correction) {
  const job = await lockOrderVehicle(tx, c.orderVehicleId, branchId);
  if (!job) throw notFound(srvText('srv.ov.notInBranch', { id: c.orderVehicleId }));
  // A void or cancelled order takes no change, a correction of its job neither (issue 31: it answered an empty 200).
  if (!job.live) throw conflict(srvText('srv.job.notLive', { id: c.orderVehicleId }));
  if (job.driverId === null) throw badRequest(srvText('srv.job.noDriver'));
  const problems = jobCorrectionProblemTexts(c.jobStatus, c.times);
  if (problems.length) throw badRequest(problems[0], problems);
  const row = await ensureDriverJob(tx, job, job.driverId, who);
  const before = timesOf(row);
  const sets = JOB_TIME_FIELDS.map((f) => sql`${column(f)} = ${c.times[f] ?? null}::timestamptz`);
  const updated = await tx.execute<JobRow>(sql`
    update driver_jobs set job_status = ${c.jobStatus}, ${sql.join(sets, sql`, `)},
      ${c.remarks === undefined ? sql`` : sql`remarks = ${c.remarks},`}
      version = version + 1, last_update_by = ${who}, last_update_dt = now()
    where id = ${row.id} returning *`);
  const after = timesOf(updated.rows[0]);
  const changed = JOB_TIME_FIELDS.filter((f) => before[f] !== after[f]);
  if (changed.length)
    await tx.insert(orderHistories).values(
      changed.map((f) => ({
        orderId: job.orderId,
        orderVehicleId: job.id,
        fieldName: `driverJob.${f}`,
        oldValue: before[f] ?? null,
        newValue: after[f] ?? null,
        createBy: who,
        lastUpdateBy: who,
      })),
    );
  await writeOrderVehicleStatus(events, tx, job, c.jobStatus, who, c.jobStatus && c.times[JOB_STATUS_TIME[c.jobStatus]]);
  await events.publish(tx, 'driverJobChanged', { branchId, orderVehicleId: job.id, driverId: job.driverId });
  return answer(job, updated.rows[0]);
}
