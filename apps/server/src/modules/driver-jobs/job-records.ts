import { REFUSAL_NAMES, srvText } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../engine/errors.js';
import { ensureDriverJob, lockDriversJob, lockOrderVehicle } from './job-progress.js';

/* Mileage and petrol recorded on a job (issue 11): by the driver on the page, corrected by a supervisor. */

export interface MileageIn {
  startMileage?: number | null;
  endMileage?: number | null;
}
export interface PetrolIn {
  litres: string;
  amount: string;
  receiptNo?: string | null;
  petrolStationId?: number | null;
}

/** The job a write is about: the driver's own, or (for a supervisor) the main driver's of the branch. */
export async function jobFor(tx: Tx, orderVehicleId: number, who: { driverId: number; branchId: number } | { branchId: number }) {
  if ('driverId' in who) return { job: await lockDriversJob(tx, orderVehicleId, who), driverId: who.driverId };
  const job = await lockOrderVehicle(tx, orderVehicleId, who.branchId);
  if (!job) throw notFound(srvText('srv.ov.notInBranch', { id: orderVehicleId }));
  if (job.driverId === null) throw notFound(srvText('srv.ov.noDriver', { id: orderVehicleId }));
  return { job, driverId: job.driverId };
}

/** Sets the mileage of the job; a field left out keeps its value. */
export async function saveMileage(tx: Tx, target: Awaited<ReturnType<typeof jobFor>>, by: string, m: MileageIn) {
  const row = await ensureDriverJob(tx, target.job, target.driverId, by);
  const saved = await tx.execute<{ start_mileage: number | null; end_mileage: number | null }>(sql`
    insert into driver_job_mileages as m (driver_job_id, vehicle_id, start_mileage, end_mileage, create_by, last_update_by)
    values (${row.id}, ${target.job.vehicleId}, ${m.startMileage ?? null}, ${m.endMileage ?? null}, ${by}, ${by})
    on conflict (driver_job_id) do update set
      start_mileage = ${m.startMileage === undefined ? sql`m.start_mileage` : sql`excluded.start_mileage`},
      end_mileage = ${m.endMileage === undefined ? sql`m.end_mileage` : sql`excluded.end_mileage`},
      version = m.version + 1, last_update_by = ${by}, last_update_dt = now()
    returning start_mileage, end_mileage`);
  const r = saved.rows[0];
  return { startMileage: r.start_mileage == null ? null : Number(r.start_mileage), endMileage: r.end_mileage == null ? null : Number(r.end_mileage) };
}

const petrolAnswer = (r: Record<string, unknown>) => ({
  id: Number(r.id),
  litres: String(r.litres),
  amount: String(r.amount),
  receiptNo: (r.receipt_no as string | null) ?? null,
});

export async function addPetrol(tx: Tx, target: Awaited<ReturnType<typeof jobFor>>, by: string, p: PetrolIn) {
  const row = await ensureDriverJob(tx, target.job, target.driverId, by);
  const saved = await tx.execute<Record<string, unknown>>(sql`
    insert into driver_job_petrols (driver_job_id, vehicle_id, petrol_station_id, litres, amount, receipt_no, create_by, last_update_by)
    values (${row.id}, ${target.job.vehicleId}, ${p.petrolStationId ?? null}, ${p.litres}, ${p.amount}, ${p.receiptNo ?? null}, ${by}, ${by})
    returning id, litres::text, amount::text, receipt_no`);
  return petrolAnswer(saved.rows[0]);
}

/** A petrol row of a job of the branch, locked with its job. */
async function petrolOfBranch(tx: Tx, id: number, branchId: number) {
  const found = await tx.execute<{ order_vehicle_id: number }>(sql`
    select j.order_vehicle_id from driver_job_petrols p join driver_jobs j on j.id = p.driver_job_id
    where p.id = ${id} and j.branch_id = ${branchId}`);
  if (!found.rows[0]) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.driverJobPetrol, id: id }));
  await lockOrderVehicle(tx, Number(found.rows[0].order_vehicle_id), branchId);
  return Number(found.rows[0].order_vehicle_id);
}

export async function updatePetrol(tx: Tx, id: number, branchId: number, by: string, p: PetrolIn) {
  const orderVehicleId = await petrolOfBranch(tx, id, branchId);
  const saved = await tx.execute<Record<string, unknown>>(sql`
    update driver_job_petrols set litres = ${p.litres}, amount = ${p.amount}, receipt_no = ${p.receiptNo ?? null},
      petrol_station_id = ${p.petrolStationId ?? null}, version = version + 1, last_update_by = ${by}, last_update_dt = now()
    where id = ${id} returning id, litres::text, amount::text, receipt_no`);
  return { orderVehicleId, petrol: petrolAnswer(saved.rows[0]) };
}

export async function deletePetrol(tx: Tx, id: number, branchId: number) {
  const orderVehicleId = await petrolOfBranch(tx, id, branchId);
  await tx.execute(sql`delete from driver_job_petrols where id = ${id}`);
  return orderVehicleId;
}
