import { operatorInstant, operatorToday } from '@limo/domain';
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

/*
 * What the drivers logged on the demo's past days (issue 17, for the refuel report): each assigned
 * job before today completed, with the odometer read at its start and end, and a fill-up about
 * every eighth job of a car, one of them keyed again by the office on the roster with the same
 * receipt (the report counts it once).
 */

const PRICE_CENTS_PER_LITRE = 2_689;
const BY = { createBy: 'demo', lastUpdateBy: 'demo' };

export async function loadDemoTripLogs(tx: Tx, today = operatorToday()) {
  const done = await tx
    .select({
      orderVehicleId: t.orderVehicles.id,
      branchId: t.orders.branchId,
      driverId: t.orderVehicles.driverId,
      vehicleId: t.orderVehicles.vehicleId,
      startDate: t.orderVehicles.startDate,
      startTime: t.orderVehicles.startTime,
      endDate: t.orderVehicles.endDate,
      endTime: t.orderVehicles.endTime,
    })
    .from(t.orderVehicles)
    .innerJoin(t.orders, eq(t.orders.id, t.orderVehicles.orderId))
    .where(
      and(
        eq(t.orders.orderStatus, 'A'),
        eq(t.orderVehicles.orderVehicleStatus, 'A'),
        lt(t.orderVehicles.startDate, today),
        isNotNull(t.orderVehicles.driverId),
        isNotNull(t.orderVehicles.vehicleId),
      ),
    )
    .orderBy(asc(t.orderVehicles.startDate), asc(t.orderVehicles.startTime), asc(t.orderVehicles.id));
  if (!done.length) return;
  const made = await tx
    .insert(t.driverJobs)
    .values(
      done.map((job) => {
        const start = operatorInstant(job.startDate, job.startTime);
        const times = { ackTime: start, onTheWayTime: start, arrivedTime: start, pobTime: start };
        const completedTime = operatorInstant(job.endDate, job.endTime);
        const { orderVehicleId, branchId, driverId, startDate } = job;
        return { orderVehicleId, branchId, driverId: driverId as number, dutyDate: startDate, jobStatus: 'COMPLETED', ...times, completedTime, ...BY };
      }),
    )
    .returning({ id: t.driverJobs.id, orderVehicleId: t.driverJobs.orderVehicleId });
  const jobIdOf = new Map(made.map((m) => [m.orderVehicleId, m.id]));
  await tx
    .update(t.orderVehicles)
    .set({ jobStatus: 'COMPLETED' })
    .where(
      inArray(
        t.orderVehicles.id,
        done.map((j) => j.orderVehicleId),
      ),
    );
  const odometer = new Map<number, number>();
  const jobsOfCar = new Map<number, number>();
  const mileages: (typeof t.driverJobMileages.$inferInsert)[] = [];
  const fills: (typeof t.driverJobPetrols.$inferInsert & { driverId: number; dutyDate: string })[] = [];
  for (const job of done) {
    const vehicleId = job.vehicleId as number;
    const driverJobId = jobIdOf.get(job.orderVehicleId) as number;
    // A car's odometer goes on from job to job: 12 to 58 km a job (about 7 km a litre), by the job's id so reloads agree.
    const from = odometer.get(vehicleId) ?? 40_000 + vehicleId * 1_371;
    const to = from + 12 + ((job.orderVehicleId * 17) % 47);
    odometer.set(vehicleId, to);
    mileages.push({ driverJobId, vehicleId, startMileage: from, endMileage: to, ...BY });
    const n = (jobsOfCar.get(vehicleId) ?? 0) + 1;
    jobsOfCar.set(vehicleId, n);
    if (n % 8 !== 0) continue;
    const hundredths = 3_000 + ((job.orderVehicleId * 29) % 1_500);
    const cents = Math.round((hundredths * PRICE_CENTS_PER_LITRE) / 100);
    const receiptNo = `R${job.startDate.replaceAll('-', '')}-${job.orderVehicleId}`;
    fills.push({
      driverJobId,
      vehicleId,
      litres: (hundredths / 100).toFixed(2),
      amount: (cents / 100).toFixed(2),
      receiptNo,
      driverId: job.driverId as number,
      dutyDate: job.startDate,
      ...BY,
    });
  }
  await tx.insert(t.driverJobMileages).values(mileages);
  if (!fills.length) return;
  await tx.insert(t.driverJobPetrols).values(fills.map(({ driverId: _d, dutyDate: _date, ...f }) => f));
  // The office keyed the first fill-up again on the roster.
  const first = fills[0];
  const [roster] = await tx
    .select({ id: t.dailyRosters.id })
    .from(t.dailyRosters)
    .where(and(eq(t.dailyRosters.driverId, first.driverId), eq(t.dailyRosters.dutyDate, first.dutyDate)));
  if (roster) {
    const { litres, amount, receiptNo, vehicleId } = first;
    await tx.insert(t.dailyRosterPetrols).values({ dailyRosterId: roster.id, vehicleId: vehicleId as number, litres, amount, receiptNo, ...BY });
  }
}
