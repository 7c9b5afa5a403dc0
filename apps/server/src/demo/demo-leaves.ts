import { leaveDays, type LeaveType, nextDate, operatorToday } from '@limo/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

/*
 * Demo leave (issue 16): this year's quotas (AL 14, SL 10) for every demo driver, and a few pending
 * and approved requests in the demo fortnight. An approved leave takes the driver off the roster
 * those days (and off any job already given then), so the demo grid shows no driver on leave at work.
 * Today is left alone: the roster screen's demo overlap is today's.
 */

interface DemoLeave {
  driverNo: string;
  leaveType: LeaveType;
  from: number;
  to: number;
  status: 'P' | 'A';
  reason: string;
}

const DEMO_LEAVES: DemoLeave[] = [
  { driverNo: 'D001', leaveType: 'AL', from: 3, to: 4, status: 'A', reason: 'Family trip' },
  { driverNo: 'D001', leaveType: 'AL', from: 6, to: 6, status: 'P', reason: "Child's school event" },
  { driverNo: 'D006', leaveType: 'SL', from: -5, to: -4, status: 'A', reason: 'Flu (medical certificate given)' },
  { driverNo: 'D010', leaveType: 'AL', from: 5, to: 7, status: 'A', reason: 'Wedding anniversary' },
  { driverNo: 'SZ002', leaveType: 'AL', from: 2, to: 3, status: 'A', reason: 'Home visit' },
  { driverNo: 'D003', leaveType: 'AL', from: 1, to: 2, status: 'P', reason: 'Moving house' },
  { driverNo: 'D008', leaveType: 'NP', from: 4, to: 4, status: 'P', reason: 'Personal matters' },
  { driverNo: 'D012', leaveType: 'SL', from: 2, to: 2, status: 'P', reason: 'Dental surgery' },
  { driverNo: 'SZ004', leaveType: 'AL', from: 4, to: 5, status: 'P', reason: 'Travel' },
];

const LEAVE_REMARKS: Record<LeaveType, string> = { AL: 'Annual leave', SL: 'Sick leave', NP: 'No-pay leave' };

export async function loadDemoLeaves(tx: Tx, today = operatorToday()) {
  const drivers = await tx.select({ id: t.drivers.id, driverNo: t.drivers.driverNo }).from(t.drivers).where(eq(t.drivers.driverStatus, 'A'));
  if (!drivers.length) return;
  const year = Number(today.slice(0, 4));
  await tx.insert(t.leaveQuotas).values(
    drivers.flatMap((d) => [
      { driverId: d.id, year, leaveType: 'AL', quotaDays: 14 },
      { driverId: d.id, year, leaveType: 'SL', quotaDays: 10 },
    ]),
  );
  const idOf = new Map(drivers.map((d) => [d.driverNo, d.id]));
  const holidays = (await tx.select({ date: t.holidays.holidayDate }).from(t.holidays).where(eq(t.holidays.areaInitial, 'HK'))).map((h) => h.date);
  for (const l of DEMO_LEAVES) {
    const driverId = idOf.get(l.driverNo);
    if (!driverId) continue;
    const [dateFrom, dateTo] = [nextDate(today, l.from), nextDate(today, l.to)];
    const days = leaveDays(dateFrom, dateTo, holidays).length;
    if (!days) continue;
    const decided = l.status === 'A' ? { decidedBy: 'hr', decidedDt: new Date(), remarks: 'Approved' } : {};
    await tx.insert(t.leaves).values({ driverId, leaveType: l.leaveType, dateFrom, dateTo, days, reason: l.reason, status: l.status, ...decided });
    if (l.status !== 'A') continue;
    await tx
      .update(t.dailyRosters)
      .set({ dutyTime: null, dutyEndTime: null, offDutyTime: null, vehicleId: null, staffShiftingId: null, remarks: LEAVE_REMARKS[l.leaveType] })
      .where(and(eq(t.dailyRosters.driverId, driverId), gte(t.dailyRosters.dutyDate, dateFrom), lte(t.dailyRosters.dutyDate, dateTo)));
    const rosterIds = (
      await tx
        .select({ id: t.dailyRosters.id })
        .from(t.dailyRosters)
        .where(and(eq(t.dailyRosters.driverId, driverId), gte(t.dailyRosters.dutyDate, dateFrom), lte(t.dailyRosters.dutyDate, dateTo)))
    ).map((r) => r.id);
    if (rosterIds.length) await tx.delete(t.dailyRosterVehicles).where(inArray(t.dailyRosterVehicles.dailyRosterId, rosterIds));
    await tx
      .update(t.orderVehicles)
      .set({ driverId: null, vehicleId: null })
      .where(and(eq(t.orderVehicles.driverId, driverId), gte(t.orderVehicles.pickupDate, dateFrom), lte(t.orderVehicles.pickupDate, dateTo)));
  }
}
