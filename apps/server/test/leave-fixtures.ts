import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client } from './files-helpers.js';
import type { TestApp } from './harness.js';

/* Leave requests, quotas, holidays and driver logins for the leave and roster HR tests (issue 16). */

export type Leave = Record<string, unknown> & { id: number; driverId: number; status: string; days: number; version: number };
export const APP_PASSWORD = 'ride-safely-2030';

/** The leave and roster HR calls (issue 16); leave-docs.test.ts calls each against its documented answer. */
export const LEAVE_ROUTES = [
  'GET /limo/api/getDriverRosterHRLog/{dailyRosterId}',
  'GET /limo/api/leaveJobs/{id}',
  'GET /limo/driver/api/leaves',
  'GET /limo/node/api/leaveQuota/{year}',
  'POST /limo/api/approveLeave/{id}',
  'POST /limo/api/getDriverRosterHR',
  'POST /limo/api/leaves',
  'POST /limo/api/rejectLeave/{id}',
  'POST /limo/api/updateDriverRosterHR',
  'POST /limo/driver/api/leaves',
  'POST /limo/node/api/leaveQuota/{year}',
  'PUT /limo/node/api/leaveQuota/{year}',
];

export function leaveKit(app: TestApp, admin: string) {
  const api = client(app);
  const db = app.database.db;

  /** A public holiday of the holiday area (HK in the demo). */
  const holiday = (holidayDate: string) =>
    db.insert(t.holidays).values({ areaInitial: 'HK', holidayDate, holidayDescEng: 'Test holiday' }).onConflictDoNothing();

  async function quota(driverId: number, year: number, leaveType: 'AL' | 'SL', quotaDays: number) {
    const res = await api.post(admin, `/limo/node/api/leaveQuota/${year}`, [{ driverId, leaveType, quotaDays }]);
    expect(res.statusCode, res.body).toBe(201);
  }

  async function request(driverId: number, leaveType: string, dateFrom: string, dateTo: string, token = admin): Promise<Leave> {
    const res = await api.post(token, '/limo/api/leaves', { driverId, leaveType, dateFrom, dateTo, reason: 'Test' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Leave;
  }

  async function approved(driverId: number, leaveType: string, dateFrom: string, dateTo: string): Promise<Leave> {
    const leave = await request(driverId, leaveType, dateFrom, dateTo);
    const res = await api.post(admin, `/limo/api/approveLeave/${leave.id}`, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().leave as Leave;
  }

  /** A driver token for the driver, after giving them an app login. */
  async function driverToken(driverId: number): Promise<string> {
    const [d] = await db.select().from(t.drivers).where(eq(t.drivers.id, driverId));
    const login = d.driverNo.toLowerCase();
    expect((await api.post(admin, '/limo/api/driverAuths', { driverId, loginName: login, recordStatus: 'A' })).statusCode).toBe(201);
    expect((await api.post(admin, '/limo/api/driverResetPassword', { driverId, newPassword: APP_PASSWORD })).statusCode).toBe(204);
    const res = await app.app.inject({ method: 'POST', url: '/limo/driver/auth', payload: { loginName: login, password: APP_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  }

  /** An active demo driver of the Shenzhen branch (1): another branch than the one selected by default. */
  async function otherBranchDriver(): Promise<number> {
    const [d] = await db.select({ id: t.drivers.id }).from(t.drivers).where(eq(t.drivers.branchId, 1)).limit(1);
    return d.id;
  }

  return { holiday, quota, request, approved, driverToken, otherBranchDriver };
}
