import { centsToMoney, moneyToCents } from '@limo/domain';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import type { ReportInput, ReportSource } from '../report-source.js';
import { filterId } from './shared.js';

/*
 * The refuel report (issue 17, docs/reports.md): per vehicle and driver, the fuel bought in the
 * period and the kilometres driven. Fuel is written in two places: by the driver on a job
 * (driverJobPetrols) and by the office on the roster (dailyRosterPetrols). Both are refuels; a
 * roster row with the same receipt number as a job row of the same driver, duty date and vehicle is
 * the same fill-up entered twice and counts once (the driver's). Kilometres are the jobs' mileage
 * readings (end − start, a reading without its end or going backwards counts nothing).
 */

const jobs = t.driverJobs;
const ov = t.orderVehicles;

interface Group {
  vehicleId: number | null;
  driverId: number;
  hundredthLitres: number;
  cents: number;
  km: number;
  readings: number;
}

const receipt = (no: string | null) => no?.trim().toLowerCase() || null;
const inPeriod = (column: typeof jobs.dutyDate | typeof t.dailyRosters.dutyDate, input: ReportInput) =>
  and(gte(column, input.dateFrom), lte(column, input.dateTo));

export const refuel: ReportSource = {
  kind: 'all',
  rows: async (db, input) => {
    const vehicleId = filterId(input, 'vehicleId');
    const driverId = filterId(input, 'driverId');
    // The vehicle of a job row: the one named on the row, else the job's vehicle.
    const jobVehicle = (rowVehicle: typeof t.driverJobPetrols.vehicleId | typeof t.driverJobMileages.vehicleId) =>
      sql<number | null>`coalesce(${rowVehicle}, ${ov.vehicleId})`;
    const jobScope = and(eq(jobs.branchId, input.branchId), inPeriod(jobs.dutyDate, input), driverId === undefined ? undefined : eq(jobs.driverId, driverId));
    const [jobFuel, rosterFuel, mileages] = await Promise.all([
      db
        .select({
          driverId: jobs.driverId,
          dutyDate: jobs.dutyDate,
          vehicleId: jobVehicle(t.driverJobPetrols.vehicleId),
          litres: t.driverJobPetrols.litres,
          amount: t.driverJobPetrols.amount,
          receiptNo: t.driverJobPetrols.receiptNo,
        })
        .from(t.driverJobPetrols)
        .innerJoin(jobs, eq(jobs.id, t.driverJobPetrols.driverJobId))
        .innerJoin(ov, eq(ov.id, jobs.orderVehicleId))
        .where(jobScope),
      db
        .select({
          driverId: t.dailyRosters.driverId,
          dutyDate: t.dailyRosters.dutyDate,
          vehicleId: t.dailyRosterPetrols.vehicleId,
          litres: t.dailyRosterPetrols.litres,
          amount: t.dailyRosterPetrols.amount,
          receiptNo: t.dailyRosterPetrols.receiptNo,
        })
        .from(t.dailyRosterPetrols)
        .innerJoin(t.dailyRosters, eq(t.dailyRosters.id, t.dailyRosterPetrols.dailyRosterId))
        .where(
          and(
            eq(t.dailyRosters.branchId, input.branchId),
            inPeriod(t.dailyRosters.dutyDate, input),
            driverId === undefined ? undefined : eq(t.dailyRosters.driverId, driverId),
          ),
        ),
      db
        .select({
          driverId: jobs.driverId,
          vehicleId: jobVehicle(t.driverJobMileages.vehicleId),
          startMileage: t.driverJobMileages.startMileage,
          endMileage: t.driverJobMileages.endMileage,
        })
        .from(t.driverJobMileages)
        .innerJoin(jobs, eq(jobs.id, t.driverJobMileages.driverJobId))
        .innerJoin(ov, eq(ov.id, jobs.orderVehicleId))
        .where(jobScope),
    ]);
    const groups = new Map<string, Group>();
    const group = (vId: number | null, dId: number) => {
      const key = `${vId ?? ''}/${dId}`;
      const g = groups.get(key) ?? { vehicleId: vId, driverId: dId, hundredthLitres: 0, cents: 0, km: 0, readings: 0 };
      groups.set(key, g);
      return g;
    };
    const keyOf = (r: { driverId: number; dutyDate: string; vehicleId: number | null; receiptNo: string | null }) =>
      `${r.driverId}/${r.dutyDate}/${r.vehicleId ?? ''}/${receipt(r.receiptNo)}`;
    const onJobs = new Set(jobFuel.filter((r) => receipt(r.receiptNo)).map(keyOf));
    const fills = [...jobFuel, ...rosterFuel.filter((r) => !(receipt(r.receiptNo) && onJobs.has(keyOf(r))))];
    for (const f of fills) {
      if (vehicleId !== undefined && f.vehicleId !== vehicleId) continue;
      const g = group(f.vehicleId, f.driverId);
      g.hundredthLitres += moneyToCents(f.litres);
      g.cents += moneyToCents(f.amount);
    }
    for (const m of mileages) {
      if (vehicleId !== undefined && m.vehicleId !== vehicleId) continue;
      if (m.startMileage === null || m.endMileage === null || m.endMileage < m.startMileage) continue;
      const g = group(m.vehicleId, m.driverId);
      g.km += m.endMileage - m.startMileage;
      g.readings += 1;
    }
    const all = [...groups.values()];
    const vehicleIds = [...new Set(all.map((g) => g.vehicleId).filter((v): v is number => v !== null))];
    const driverIds = [...new Set(all.map((g) => g.driverId))];
    const [plates, drivers] = await Promise.all([
      vehicleIds.length
        ? db.select({ id: t.vehicles.id, licensePlateNo: t.vehicles.licensePlateNo }).from(t.vehicles).where(inArray(t.vehicles.id, vehicleIds))
        : [],
      driverIds.length
        ? db
            .select({ id: t.drivers.id, driverNo: t.drivers.driverNo, driverNameEng: t.drivers.driverNameEng })
            .from(t.drivers)
            .where(inArray(t.drivers.id, driverIds))
        : [],
    ]);
    const plateOf = new Map(plates.map((p) => [p.id, p.licensePlateNo]));
    const driverOf = new Map(drivers.map((d) => [d.id, d]));
    return all
      .map((g) => {
        const d = driverOf.get(g.driverId);
        const litres = g.hundredthLitres / 100;
        return {
          vehicleId: g.vehicleId,
          licensePlateNo: g.vehicleId === null ? null : (plateOf.get(g.vehicleId) ?? null),
          driverId: g.driverId,
          driverNo: d?.driverNo ?? null,
          driverNameEng: d?.driverNameEng ?? null,
          litres,
          petrolAmount: centsToMoney(g.cents),
          kmDriven: g.km,
          // No fuel or no mileage reading: no figure rather than a misleading 0 or infinity.
          kmPerLitre: g.hundredthLitres > 0 && g.readings > 0 ? Math.round((g.km * 100 * 100) / g.hundredthLitres) / 100 : null,
        };
      })
      .sort((a, b) => (a.licensePlateNo ?? '\uffff').localeCompare(b.licensePlateNo ?? '\uffff') || (a.driverNo ?? '').localeCompare(b.driverNo ?? ''));
  },
};
