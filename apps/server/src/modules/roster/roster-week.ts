import { LEAVE_TYPES, rosterWeekDates } from '@limo/domain';
import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { wireId } from '../../engine/wire-schemas.js';
import { approvedLeavesOf, leaveTypeOn } from '../leave/leave-read.js';
import { isoDate } from './roster.schemas.js';

/* The roster's week view (issue 30 part 8b): seven duty dates from the chosen date's Monday, one row per driver. */

const r = t.dailyRosters;

export const rosterWeekBody = z.strictObject({ date: isoDate('date').describe('any date of the week; the week runs Monday to Sunday') });

const weekDay = z.strictObject({
  dutyDate: z.string(),
  rosterId: wireId().nullable(),
  dutyTime: z.string().nullable(),
  dutyEndTime: z.string().nullable(),
  offDutyTime: z.string().nullable(),
  staffShiftingId: wireId().nullable(),
  staffShiftingCode: z.string().nullable(),
  onLeave: z.enum(LEAVE_TYPES).optional().describe('the type of approved leave the driver is on that date'),
});
export const rosterWeekAnswer = z.strictObject({
  fromDate: z.string(),
  toDate: z.string(),
  dates: z.array(z.string()),
  drivers: z.array(
    z.strictObject({
      driverId: wireId(),
      driverNo: z.string(),
      driverNameEng: z.string(),
      driverNameChi: z.string().nullable(),
      days: z.array(weekDay).describe('one per date of `dates`, in order'),
    }),
  ),
});
type WeekDay = z.output<typeof weekDay>;

/** The selected branch's active drivers (and any driver rostered in the week), each with the seven days' roster and leave. */
export async function rosterWeek(db: Db, { date }: z.output<typeof rosterWeekBody>, principal: Principal) {
  const dates = rosterWeekDates(date);
  const [fromDate, toDate] = [dates[0], dates[dates.length - 1]];
  const branch = principal.selectedBranchId;
  const rosters = await db
    .select({
      id: r.id,
      driverId: r.driverId,
      dutyDate: r.dutyDate,
      dutyTime: r.dutyTime,
      dutyEndTime: r.dutyEndTime,
      offDutyTime: r.offDutyTime,
      staffShiftingId: r.staffShiftingId,
      staffShiftingCode: t.staffShiftings.staffShiftingCode,
    })
    .from(r)
    .leftJoin(t.staffShiftings, eq(t.staffShiftings.id, r.staffShiftingId))
    .where(and(eq(r.branchId, branch), gte(r.dutyDate, fromDate), lte(r.dutyDate, toDate)));
  const rostered = [...new Set(rosters.map((x) => x.driverId)), 0];
  const drivers = await db
    .select({ id: t.drivers.id, driverNo: t.drivers.driverNo, driverNameEng: t.drivers.driverNameEng, driverNameChi: t.drivers.driverNameChi })
    .from(t.drivers)
    .where(or(and(eq(t.drivers.branchId, branch), eq(t.drivers.driverStatus, 'A')), inArray(t.drivers.id, rostered)))
    .orderBy(asc(t.drivers.driverNo), asc(t.drivers.id));
  const leaves = await approvedLeavesOf(
    db,
    drivers.map((d) => d.id),
    fromDate,
    toDate,
  );
  const byKey = new Map(rosters.map((x) => [`${x.driverId} ${x.dutyDate}`, x]));
  return {
    fromDate,
    toDate,
    dates,
    drivers: drivers.map((d) => ({
      driverId: d.id,
      driverNo: d.driverNo,
      driverNameEng: d.driverNameEng,
      driverNameChi: d.driverNameChi?.trim() || null,
      days: dates.map((dutyDate): WeekDay => {
        const x = byKey.get(`${d.id} ${dutyDate}`);
        const onLeave = leaveTypeOn(leaves, d.id, dutyDate);
        return {
          dutyDate,
          rosterId: x?.id ?? null,
          dutyTime: x?.dutyTime ?? null,
          dutyEndTime: x?.dutyEndTime ?? null,
          offDutyTime: x?.offDutyTime ?? null,
          staffShiftingId: x?.staffShiftingId ?? null,
          staffShiftingCode: x?.staffShiftingCode ?? null,
          ...(onLeave ? { onLeave } : {}),
        };
      }),
    })),
  };
}
