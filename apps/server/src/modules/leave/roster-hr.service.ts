import { type AllowanceVersion, type EmploymentType, type LeaveType, nextDate, overtimeOfRoster, srvText, versionOn, REFUSAL_NAMES } from '@limo/domain';
import { and, asc, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, conflict, notFound } from '../../engine/errors.js';
import { lockBranch, refuseClosedDate } from '../allowance/month-state.js';
import { anyOf } from '../orders/enquiry.service.js';
import { approvedLeavesOf, holidayDatesBetween, leaveTypeOn } from './leave-read.js';
import type { UpdateRosterHrBody } from './roster-hr.schemas.js';

/*
 * Roster HR (issue 16): a month of each driver's actual on and off duty times with the worked and
 * overtime minutes of rule 6 (the allowance version in effect that day), approved leave and public
 * holidays; corrections are logged (before, after, who, when) and refused once the month is closed.
 */

const r = t.dailyRosters;
/** A roster row as this screen reads it. */
type Roster = Pick<typeof r.$inferSelect, 'id' | 'driverId' | 'dutyDate' | 'dutyTime' | 'offDutyTime' | 'version'>;

const rosterCols = { id: r.id, driverId: r.driverId, dutyDate: r.dutyDate, dutyTime: r.dutyTime, offDutyTime: r.offDutyTime, version: r.version };
const lastDayOf = (month: string) => nextDate(`${nextDate(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/** The allowance versions (rule 1); a small table, read whole. */
async function versionsOf(ex: Db | Tx): Promise<AllowanceVersion[]> {
  const rows = await ex
    .select({
      id: t.allowanceEffDates.id,
      effDate: t.allowanceEffDates.effDate,
      otStandardMinutes: t.allowanceEffDates.otStandardMinutes,
      otHourlyRate: t.allowanceEffDates.otHourlyRate,
    })
    .from(t.allowanceEffDates);
  return rows;
}

/** One day of the screen: the roster's times, worked and overtime minutes, leave and holiday. */
function dayOf(
  date: string,
  roster: Roster | undefined,
  version: AllowanceVersion | null,
  employmentType: EmploymentType,
  leaveType: LeaveType | undefined,
  holiday: boolean,
) {
  // Worked minutes need no version; overtime does (none in effect: null, not 0).
  const ot = roster ? overtimeOfRoster(roster, version ?? { otStandardMinutes: 0, otHourlyRate: '0' }, employmentType) : null;
  return {
    date,
    dailyRosterId: roster?.id ?? null,
    dutyTime: roster?.dutyTime ?? null,
    offDutyTime: roster?.offDutyTime ?? null,
    workedMinutes: ot?.workedMinutes ?? null,
    otMinutes: ot && version ? ot.otMinutes : null,
    leaveType: leaveType ?? null,
    holiday,
    version: roster?.version ?? null,
  };
}

export class RosterHrService {
  constructor(private readonly db: Db) {}

  /** getDriverRosterHR: the branch's drivers (active, or rostered in the month), or one, with every date of the month. */
  async month(month: string, driverId: number | undefined, principal: Principal) {
    const branchId = principal.selectedBranchId;
    const [from, to] = [`${month}-01`, lastDayOf(month)];
    const rostered = this.db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.driverId, t.drivers.id), eq(r.branchId, branchId), gte(r.dutyDate, from), lte(r.dutyDate, to)));
    const drivers = await this.db
      .select({
        id: t.drivers.id,
        driverNo: t.drivers.driverNo,
        driverNameEng: t.drivers.driverNameEng,
        driverNameChi: t.drivers.driverNameChi,
        employmentType: t.drivers.employmentType,
      })
      .from(t.drivers)
      .where(and(eq(t.drivers.branchId, branchId), driverId ? eq(t.drivers.id, driverId) : or(eq(t.drivers.driverStatus, 'A'), sql`exists (${rostered})`)))
      .orderBy(asc(t.drivers.driverNo), asc(t.drivers.id));
    if (driverId && !drivers.length) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.driver, id: driverId }));
    const ids = drivers.map((d) => d.id);
    if (!ids.length) return [];
    const [rosters, versions, leaves, holidays] = await Promise.all([
      this.db
        .select(rosterCols)
        .from(r)
        .where(and(anyOf(r.driverId, ids), eq(r.branchId, branchId), gte(r.dutyDate, from), lte(r.dutyDate, to))),
      versionsOf(this.db),
      approvedLeavesOf(this.db, ids, from, to),
      holidayDatesBetween(this.db, from, to),
    ]);
    const rosterOf = new Map(rosters.map((x) => [`${x.driverId}:${x.dutyDate}`, x]));
    const holidaySet = new Set(holidays);
    const dates: string[] = [];
    for (let d = from; d <= to; d = nextDate(d)) dates.push(d);
    const versionByDate = new Map(dates.map((d) => [d, versionOn(versions, d)]));
    return drivers.map((d) => ({
      driverId: d.id,
      driverNo: d.driverNo,
      driverNameEng: d.driverNameEng,
      driverNameChi: d.driverNameChi,
      employmentType: d.employmentType,
      days: dates.map((date) =>
        dayOf(
          date,
          rosterOf.get(`${d.id}:${date}`),
          versionByDate.get(date) ?? null,
          d.employmentType as EmploymentType,
          leaveTypeOn(leaves, d.id, date),
          holidaySet.has(date),
        ),
      ),
    }));
  }

  /** updateDriverRosterHR: corrects a roster's actual times, logging before and after, in one transaction. */
  async update(body: UpdateRosterHrBody, principal: Principal) {
    if (body.offDutyTime && !body.dutyTime)
      throw badRequest(srvText('srv.ros.offDutyNeedsDuty'), undefined, [{ field: 'offDutyTime', value: body.offDutyTime }]);
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ ...rosterCols, employmentType: t.drivers.employmentType })
        .from(r)
        .innerJoin(t.drivers, eq(t.drivers.id, r.driverId))
        .where(and(eq(r.id, body.dailyRosterId), eq(r.branchId, principal.selectedBranchId)))
        .for('update', { of: r });
      if (!before) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.dailyRoster, id: body.dailyRosterId }));
      // The same test the allowance month uses (its close log), under the same branch lock.
      await lockBranch(tx, principal.selectedBranchId, 'share');
      await refuseClosedDate(tx, principal.selectedBranchId, before.dutyDate, { en: 'its rosters', zh: '其更表' });
      if (before.version !== body.version) throw conflict(srvText('srv.ros.stale', { id: before.id, version: before.version }));
      let after: Roster = before;
      if (before.dutyTime !== body.dutyTime || before.offDutyTime !== body.offDutyTime || body.remarks) {
        [after] = await tx
          .update(r)
          .set({
            dutyTime: body.dutyTime,
            offDutyTime: body.offDutyTime,
            version: before.version + 1,
            lastUpdateBy: principal.username,
            lastUpdateDt: new Date(),
          })
          .where(eq(r.id, before.id))
          .returning(rosterCols);
        await tx.insert(t.rosterHrLogs).values({
          dailyRosterId: before.id,
          driverId: before.driverId,
          dutyDate: before.dutyDate,
          before: { dutyTime: before.dutyTime, offDutyTime: before.offDutyTime },
          after: { dutyTime: after.dutyTime, offDutyTime: after.offDutyTime },
          remarks: body.remarks || null,
          doneBy: principal.username,
        });
      }
      const [versions, leaves, holidays] = await Promise.all([
        versionsOf(tx),
        approvedLeavesOf(tx, [before.driverId], before.dutyDate, before.dutyDate),
        holidayDatesBetween(tx, before.dutyDate, before.dutyDate),
      ]);
      const date = before.dutyDate;
      const day = dayOf(
        date,
        after,
        versionOn(versions, date),
        before.employmentType as EmploymentType,
        leaveTypeOn(leaves, before.driverId, date),
        holidays.includes(date),
      );
      return { driverId: before.driverId, ...day };
    });
  }

  /** getDriverRosterHRLog/{dailyRosterId}: the corrections of a roster of the branch, newest first. */
  async log(dailyRosterId: number, principal: Principal) {
    const [roster] = await this.db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.id, dailyRosterId), eq(r.branchId, principal.selectedBranchId)));
    if (!roster) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.dailyRoster, id: dailyRosterId }));
    const l = t.rosterHrLogs;
    return this.db
      .select({ before: l.before, after: l.after, remarks: l.remarks, doneBy: l.doneBy, doneDt: l.doneDt })
      .from(l)
      .where(eq(l.dailyRosterId, dailyRosterId))
      .orderBy(desc(l.doneDt), desc(l.id));
  }
}
