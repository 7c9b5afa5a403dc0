import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client } from './files-helpers.js';
import type { TestApp } from './harness.js';
import { uniqueCode } from './samples.js';

/** Drivers, vehicles and rosters of branch 2 of their own, to give jobs to (issue 10 tests). */
export function crew(app: TestApp, admin: string) {
  const api = client(app);
  const db = app.database.db;

  async function driver(): Promise<number> {
    const res = await api.post(admin, '/limo/api/drivers', { driverNo: uniqueCode(8), driverNameEng: 'Test Driver', mobileNo: '+852 9123 4567' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  /** A vehicle of branch 2 of its own, of a type branch 2 uses. */
  async function vehicle(): Promise<number> {
    const [type] = await db
      .select({ id: t.vehicleTypeBranches.vehicleTypeId })
      .from(t.vehicleTypeBranches)
      .where(eq(t.vehicleTypeBranches.branchId, 2))
      .limit(1);
    const res = await api.post(admin, '/limo/api/vehicles', { licensePlateNo: uniqueCode(7), vehicleTypeId: type.id, vehicleStatus: 'A' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  async function roster(driverId: number, dutyDate: string, dutyTime: string, dutyEndTime: string, vehicleId: number | null = null) {
    const res = await api.post(admin, '/limo/api/dailyRosters', { driverId, dutyDate, dutyTime, dutyEndTime, vehicleId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  async function vendor(): Promise<number> {
    const [row] = await db
      .select({ id: t.clients.id })
      .from(t.clients)
      .where(and(like(t.clients.clientCode, 'OUS%'), eq(t.clients.recordStatus, 'A')))
      .limit(1);
    expect(row, 'a demo vendor (client code OUS...)').toBeDefined();
    return row.id;
  }

  return { driver, vehicle, roster, vendor };
}
