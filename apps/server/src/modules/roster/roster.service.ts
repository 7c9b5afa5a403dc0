import { clockOf, DAY_MINUTES, nextDate, RESOURCES, rosterOverlaps, rosterVehicleSpans, type ServerText, srvText } from '@limo/domain';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest } from '../../engine/errors.js';
import type { z } from 'zod';
import { approvedLeavesOf, leaveTypeOn } from '../leave/leave-read.js';
import { rostersOf, vehicleChangesOf } from '../scheduling/clash-context.js';
import { type genRosterBody, MAX_ROSTER_DAYS, type overlapsBody, type rosterRangeBody, type RosterRowBody, type upsertRostersBody } from './roster.schemas.js';

/* The daily roster's calls (issue 10, docs/scheduling.md, "The daily roster"). */

const r = t.dailyRosters;
const rowProblem = (i: number, field: string, text: ServerText, value: unknown) =>
  badRequest(srvText('srv.at', { where: `dailyRosters[${i}].${field}`, text }), undefined, [{ field: `dailyRosters[${i}].${field}`, value }]);
const noSuch = (what: keyof typeof RESOURCES, id: number) => srvText('srv.noSuch', { what: RESOURCES[what].label, id });
const inactive = (what: keyof typeof RESOURCES, id: number) => srvText('srv.inactive', { what: RESOURCES[what].label, id });

const dateOf = (absolute: number) => new Date(Math.floor(absolute / DAY_MINUTES) * 86_400_000).toISOString().slice(0, 10);
const stamp = (absolute: number) => `${dateOf(absolute)} ${clockOf(absolute)}`;

export class RosterService {
  constructor(private readonly db: Db) {}

  /** The rosters matching `where` in the selected branch, with driver, plate and vehicle changes. */
  async read(where: SQL | undefined, principal: Principal, ex: Db | Tx = this.db, order: 'driver' | 'vehicle' = 'driver') {
    const rows = await ex
      .select({
        id: r.id,
        version: r.version,
        branchId: r.branchId,
        driverId: r.driverId,
        driverNo: t.drivers.driverNo,
        driverNameEng: t.drivers.driverNameEng,
        dutyDate: r.dutyDate,
        dutyTime: r.dutyTime,
        dutyEndTime: r.dutyEndTime,
        offDutyTime: r.offDutyTime,
        vehicleId: r.vehicleId,
        licensePlateNo: t.vehicles.licensePlateNo,
        staffShiftingId: r.staffShiftingId,
        remarks: r.remarks,
      })
      .from(r)
      .innerJoin(t.drivers, eq(t.drivers.id, r.driverId))
      .leftJoin(t.vehicles, eq(t.vehicles.id, r.vehicleId))
      .where(and(eq(r.branchId, principal.selectedBranchId), where))
      .orderBy(asc(r.dutyDate), order === 'driver' ? asc(t.drivers.driverNo) : asc(t.vehicles.licensePlateNo), asc(r.id));
    const changes = await vehicleChangesOf(
      ex,
      rows.map((x) => x.id),
    );
    // Approved leave of the drivers on those dates (issue 16): onLeave on their rows.
    const dates = rows.map((x) => x.dutyDate).sort();
    const leaves = rows.length ? await approvedLeavesOf(ex, [...new Set(rows.map((x) => x.driverId))], dates[0], dates[dates.length - 1]) : [];
    return rows.map((row) => {
      const onLeave = leaveTypeOn(leaves, row.driverId, row.dutyDate);
      return { ...row, vehicles: changes.get(row.id) ?? [], ...(onLeave ? { onLeave } : {}) };
    });
  }

  /** upsertDailyRosters/{date}: each row the roster of its driver on the date, in one transaction. */
  async upsert(date: string, body: z.output<typeof upsertRostersBody>, principal: Principal) {
    const rows: RosterRowBody[] = body.dailyRosters;
    const seen = new Set<number>();
    rows.forEach((row, i) => {
      if (seen.has(row.driverId)) throw rowProblem(i, 'driverId', srvText('srv.ros.twice', { id: row.driverId }), row.driverId);
      seen.add(row.driverId);
    });
    return this.db.transaction(async (tx) => {
      await this.checkRows(tx, rows, principal);
      const existing = new Map(
        (
          await tx
            .select({ id: r.id, driverId: r.driverId, version: r.version })
            .from(r)
            .where(and(eq(r.dutyDate, date), inArray(r.driverId, [...seen, 0])))
        ).map((x) => [x.driverId, x]),
      );
      for (const [i, row] of rows.entries()) {
        const before = existing.get(row.driverId);
        if (row.id !== undefined && row.id !== before?.id)
          throw rowProblem(i, 'id', srvText('srv.ros.notTheRoster', { id: row.id, driver: row.driverId, date }), row.id);
        const values = {
          dutyTime: row.dutyTime ?? null,
          dutyEndTime: row.dutyEndTime ?? null,
          offDutyTime: row.offDutyTime ?? null,
          vehicleId: row.vehicleId ?? null,
          staffShiftingId: row.staffShiftingId ?? null,
          remarks: row.remarks ?? null,
          lastUpdateBy: principal.username,
          lastUpdateDt: new Date(),
        };
        let rosterId = before?.id;
        if (before)
          await tx
            .update(r)
            .set({ ...values, version: before.version + 1 })
            .where(eq(r.id, before.id));
        else {
          const [made] = await tx
            .insert(r)
            .values({ ...values, branchId: principal.selectedBranchId, driverId: row.driverId, dutyDate: date, createBy: principal.username })
            .returning({ id: r.id });
          rosterId = made.id;
        }
        if (row.vehicles && rosterId !== undefined) {
          await tx.delete(t.dailyRosterVehicles).where(eq(t.dailyRosterVehicles.dailyRosterId, rosterId));
          if (row.vehicles.length) {
            await tx.insert(t.dailyRosterVehicles).values(
              row.vehicles.map((v) => ({
                dailyRosterId: rosterId,
                vehicleId: v.vehicleId,
                fromTime: v.fromTime,
                toTime: v.toTime ?? null,
                createBy: principal.username,
                lastUpdateBy: principal.username,
              })),
            );
          }
        }
      }
      return this.read(eq(r.dutyDate, date), principal, tx);
    });
  }

  /** Drivers and vehicles must be the branch's and active; shifts must exist. */
  private async checkRows(tx: Tx, rows: RosterRowBody[], principal: Principal) {
    const branch = principal.selectedBranchId;
    const driverIds = [...new Set(rows.map((x) => x.driverId)), 0];
    const vehicleIds = [...new Set(rows.flatMap((x) => [x.vehicleId ?? 0, ...(x.vehicles ?? []).map((v) => v.vehicleId)])), 0];
    const shiftIds = [...new Set(rows.map((x) => x.staffShiftingId ?? 0)), 0];
    const [drivers, vehicles, shifts] = await Promise.all([
      tx
        .select({ id: t.drivers.id, status: t.drivers.driverStatus })
        .from(t.drivers)
        .where(and(inArray(t.drivers.id, driverIds), eq(t.drivers.branchId, branch))),
      tx
        .select({ id: t.vehicles.id, status: t.vehicles.vehicleStatus })
        .from(t.vehicles)
        .where(and(inArray(t.vehicles.id, vehicleIds), eq(t.vehicles.branchId, branch))),
      tx.select({ id: t.staffShiftings.id }).from(t.staffShiftings).where(inArray(t.staffShiftings.id, shiftIds)),
    ]);
    const driverOf = new Map(drivers.map((d) => [d.id, d.status]));
    const vehicleOf = new Map(vehicles.map((v) => [v.id, v.status]));
    const shiftIdsFound = new Set(shifts.map((s) => s.id));
    rows.forEach((row, i) => {
      const status = driverOf.get(row.driverId);
      if (!status) throw rowProblem(i, 'driverId', noSuch('drivers', row.driverId), row.driverId);
      if (status !== 'A') throw rowProblem(i, 'driverId', inactive('drivers', row.driverId), row.driverId);
      for (const [field, v] of [['vehicleId', row.vehicleId], ...(row.vehicles ?? []).map((c, k) => [`vehicles[${k}].vehicleId`, c.vehicleId])] as [
        string,
        number | null | undefined,
      ][]) {
        if (v === null || v === undefined) continue;
        if (!vehicleOf.get(v)) throw rowProblem(i, field, noSuch('vehicles', v), v);
        if (vehicleOf.get(v) !== 'A') throw rowProblem(i, field, inactive('vehicles', v), v);
      }
      if (row.staffShiftingId && !shiftIdsFound.has(row.staffShiftingId))
        throw rowProblem(i, 'staffShiftingId', noSuch('staffShiftings', row.staffShiftingId), row.staffShiftingId);
      if (row.offDutyTime && !row.dutyTime) throw rowProblem(i, 'offDutyTime', srvText('srv.ros.offDutyNeedsDuty'), row.offDutyTime);
    });
  }

  /** genDailyRoster: each active driver with a usual shift gets its hours and their usual vehicle. */
  async generate({ dutyDate, overwrite }: z.output<typeof genRosterBody>, principal: Principal) {
    return this.db.transaction(async (tx) => {
      const drivers = await tx
        .select({
          id: t.drivers.id,
          driverNo: t.drivers.driverNo,
          vehicleId: t.drivers.defaultVehicleId,
          shiftId: t.drivers.staffShiftingId,
          from: t.staffShiftings.dutyHourFrom,
          to: t.staffShiftings.dutyHourTo,
        })
        .from(t.drivers)
        .leftJoin(t.staffShiftings, eq(t.staffShiftings.id, t.drivers.staffShiftingId))
        .where(
          and(
            eq(t.drivers.branchId, principal.selectedBranchId),
            eq(t.drivers.driverStatus, 'A'),
            or(isNull(t.drivers.leaveDate), gte(t.drivers.leaveDate, dutyDate)),
            or(isNull(t.drivers.joinDate), lte(t.drivers.joinDate, dutyDate)),
          ),
        )
        .orderBy(asc(t.drivers.driverNo));
      const skipped: { driverId: number; driverNo: string; reason: string }[] = [];
      let created = 0;
      let updated = 0;
      // A driver on approved leave gets no duty that day (issue 16).
      const leaves = drivers.length
        ? await approvedLeavesOf(
            tx,
            drivers.map((d) => d.id),
            dutyDate,
            dutyDate,
          )
        : [];
      for (const d of drivers) {
        const onLeave = leaveTypeOn(leaves, d.id, dutyDate);
        if (onLeave) {
          skipped.push({ driverId: d.id, driverNo: d.driverNo, reason: `on leave (${onLeave})` });
          continue;
        }
        if (!d.shiftId || !d.from) {
          skipped.push({ driverId: d.id, driverNo: d.driverNo, reason: 'no usual shift' });
          continue;
        }
        const values = {
          dutyTime: d.from,
          dutyEndTime: d.to,
          offDutyTime: null,
          vehicleId: d.vehicleId,
          staffShiftingId: d.shiftId,
          lastUpdateBy: principal.username,
          lastUpdateDt: new Date(),
        };
        const [made] = await tx
          .insert(r)
          .values({ ...values, branchId: principal.selectedBranchId, driverId: d.id, dutyDate, createBy: principal.username })
          .onConflictDoNothing()
          .returning({ id: r.id });
        if (made) created++;
        else if (overwrite) {
          await tx
            .update(r)
            .set({ ...values, version: sql`${r.version} + 1` })
            .where(and(eq(r.driverId, d.id), eq(r.dutyDate, dutyDate)));
          updated++;
        } else skipped.push({ driverId: d.id, driverNo: d.driverNo, reason: 'already rostered' });
      }
      return { dutyDate, created, updated, skipped, dailyRosters: await this.read(eq(r.dutyDate, dutyDate), principal, tx) };
    });
  }

  /** getRosterByDriver and getRosterByVehicle: a range of days, optionally one driver or vehicle. */
  async range(q: z.output<typeof rosterRangeBody>, principal: Principal, by: 'driver' | 'vehicle') {
    checkRange(q.fromDate, q.toDate);
    const one = by === 'driver' ? (q.driverId ? eq(r.driverId, q.driverId) : undefined) : q.vehicleId ? eq(r.vehicleId, q.vehicleId) : undefined;
    return this.read(and(gte(r.dutyDate, q.fromDate), lte(r.dutyDate, q.toDate), one), principal, this.db, by);
  }

  /** getRosterOverlaps: a vehicle held by two drivers at overlapping times (night duties of the day before count). */
  async overlaps(q: z.output<typeof overlapsBody>, principal: Principal) {
    const toDate = q.toDate ?? q.fromDate;
    checkRange(q.fromDate, toDate);
    const rosters = await rostersOf(this.db, principal.selectedBranchId, nextDate(q.fromDate, -1), toDate);
    const found = rosterOverlaps(rosters);
    const byId = new Map(rosters.map((x) => [x.id, x]));
    const ids = [...new Set(found.flatMap((o) => [o.vehicleId]))];
    const driverIds = [...new Set(found.flatMap((o) => o.driverIds))];
    const [plates, drivers] = await Promise.all([
      ids.length ? this.db.select({ id: t.vehicles.id, plate: t.vehicles.licensePlateNo }).from(t.vehicles).where(inArray(t.vehicles.id, ids)) : [],
      driverIds.length ? this.db.select({ id: t.drivers.id, no: t.drivers.driverNo }).from(t.drivers).where(inArray(t.drivers.id, driverIds)) : [],
    ]);
    const plateOf = new Map(plates.map((p) => [p.id, p.plate]));
    const driverNoOf = new Map(drivers.map((d) => [d.id, d.no]));
    return {
      overlaps: found
        .map((o) => ({
          vehicleId: o.vehicleId,
          licensePlateNo: plateOf.get(o.vehicleId) ?? '',
          dutyDate: [byId.get(o.rosterIds[0])?.dutyDate ?? '', byId.get(o.rosterIds[1])?.dutyDate ?? ''].sort()[1],
          rosterIds: o.rosterIds,
          driverIds: o.driverIds,
          driverNos: o.driverIds.map((d) => driverNoOf.get(d) ?? String(d)),
          from: stamp(o.span.start),
          to: stamp(o.span.end),
        }))
        .filter((o) => o.dutyDate >= q.fromDate && o.dutyDate <= toDate),
    };
  }

  /** dailyRosterVehicleMaps?startDate: each roster of the date and each vehicle it holds, with when. */
  async vehicleMaps(startDate: string, principal: Principal) {
    const rosters = await rostersOf(this.db, principal.selectedBranchId, startDate, startDate);
    return rosters.flatMap((roster) =>
      rosterVehicleSpans(roster).map((held) => ({
        dailyRosterId: roster.id,
        vehicleId: held.vehicleId,
        driverId: roster.driverId,
        dutyDate: roster.dutyDate,
        fromTime: `${clockOf(held.span.start)}:00`,
        toTime: `${clockOf(held.span.end)}:00`,
      })),
    );
  }
}

function checkRange(fromDate: string, toDate: string) {
  if (toDate < fromDate) throw badRequest(srvText('srv.dateOrder', { from: 'fromDate', to: 'toDate' }), undefined, [{ field: 'toDate', value: toDate }]);
  if (nextDate(fromDate, MAX_ROSTER_DAYS) <= toDate)
    throw badRequest(srvText('srv.maxDays', { max: MAX_ROSTER_DAYS }), undefined, [{ field: 'toDate', value: toDate }]);
}
