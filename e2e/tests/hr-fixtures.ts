import { type APIRequestContext, expect } from '../support/fixtures';
import { PASSWORD } from './helpers';

/*
 * API set-up shared by the issue 16 browser tests (allowance.spec.ts, leave.spec.ts): a staff
 * token, calls that must succeed, new drivers, and jobs made through createOrder and given to a
 * driver through updateOrderVehicle, as the scheduling grid would leave them. Without
 * X-Branch-Id the calls act in the user's home branch: HK for admin, the branch hr and
 * dispatcher work in.
 */

export type Json = Record<string, unknown>;

export async function staffToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/limo/auth', { data: { username, password: PASSWORD } });
  expect(res.status(), `sign-in of ${username}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A call that must succeed (any 2xx); its JSON answer. */
export async function call<T = Json>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/limo${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A short tag unique to this run, for codes and driver numbers. */
export const runTag = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36).toString(36)}`.toUpperCase();

export interface Driver {
  id: number;
  driverNo: string;
  driverNameEng: string;
}

export async function newDriver(request: APIRequestContext, token: string, driverNo: string, driverNameEng: string, employmentType: 'FT' | 'PT' = 'FT') {
  const body = { driverNo, driverNameEng, mobileNo: '+852 9123 4567', employmentType };
  const driver = await call<Driver & { employmentType: string }>(request, token, 'POST', '/api/drivers', body);
  expect(driver.employmentType).toBe(employmentType);
  return driver;
}

/** Ids of the demo's client ISL, its locations and vehicle types, by code. */
export async function demoIds(request: APIRequestContext, token: string) {
  const list = async (path: string, name: string) => (await call<{ _embedded: Record<string, Json[]> }>(request, token, 'GET', path))._embedded[name];
  const byCode = (rows: Json[], field: string) => (code: string) => {
    const row = rows.find((r) => r[field] === code);
    if (!row) throw new Error(`no demo ${field} ${code}`);
    return row.id as number;
  };
  return {
    client: byCode(await list('/node/api/clients', 'clients'), 'clientCode')('ISL'),
    location: byCode(await list('/node/api/locations', 'locations'), 'locationCode'),
    vehicleType: byCode(await list('/api/lookups/vehicleTypes', 'vehicleTypes'), 'vehicleType'),
  };
}
export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

export interface JobSpec {
  date: string;
  time: string;
  service: 'Arrival' | 'Departure' | 'Transfer' | 'Hire';
  from: string;
  /** Drop-off location code; none for a Hire. */
  to?: string;
  vehicleType: string;
}

export interface Job {
  id: number;
  version: number;
  orderRefId: string;
}

/** A confirmed order (status A) of one vehicle, unassigned. */
export async function newJob(request: APIRequestContext, token: string, ids: DemoIds, job: JobSpec): Promise<Job> {
  const order = await call<{ orderRefId: string; orderVehicles: { id: number; version: number }[] }>(request, token, 'POST', '/api/createOrder', {
    clientId: ids.client,
    orderStatus: 'A',
    contactName: 'HR e2e',
    orderVehicles: [
      {
        serviceType: job.service,
        pickupDate: job.date,
        pickupTime: job.time,
        pickupLocationId: ids.location(job.from),
        dropoffLocationId: job.to ? ids.location(job.to) : null,
        ...(job.service === 'Hire' ? { hireMinutes: 180 } : {}),
        vehicleTypeId: ids.vehicleType(job.vehicleType),
        paxCount: 1,
      },
    ],
  });
  const [vehicle] = order.orderVehicles;
  return { id: vehicle.id, version: vehicle.version, orderRefId: order.orderRefId };
}

/** Gives a job to a driver, past any clash (the allowance counts the jobs a driver was given). */
export async function assign(request: APIRequestContext, token: string, job: Job, driverId: number): Promise<void> {
  await call(request, token, 'POST', '/api/updateOrderVehicle', { orderVehicleId: job.id, version: job.version, driverId, override: true });
}
