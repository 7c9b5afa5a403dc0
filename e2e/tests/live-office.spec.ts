import { type APIRequestContext, expect, test } from '../support/fixtures';
import { openAs, PASSWORD } from './helpers';

/*
 * Issue 11 from the office's side: a driver's mark and position, sent through the driver page's
 * calls, reach the dispatcher's scheduling grid (live, without reload), the real-time vehicle
 * map, the dashboard and the driver job screen. The test makes its own driver, login and job on
 * a day of its own, far from the demo fortnight.
 */

const AIRPORT = { latitude: 22.308, longitude: 113.9185 };

async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await request.fetch(`/limo${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? undefined : res.json();
}

async function staffToken(request: APIRequestContext, username: string) {
  const res = await request.post('/limo/auth', { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A driver of branch 2 with an app login, on duty on `day`, given one job at 09:00 of that day. */
async function driverWithJob(request: APIRequestContext, day: string) {
  const admin = await staffToken(request, 'admin');
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const driver = await call(request, admin, 'POST', '/api/drivers', { driverNo: `LV${stamp}`, driverNameEng: 'Live Driver', mobileNo: '+852 9123 4500' });
  await call(request, admin, 'POST', '/api/driverAuths', { driverId: driver.id, loginName: `lv${stamp.toLowerCase()}`, recordStatus: 'A' });
  await call(request, admin, 'POST', '/api/driverResetPassword', { driverId: driver.id, newPassword: 'Live-Driver-2031' });
  await call(request, admin, 'POST', `/api/upsertDailyRosters/${day}`, { dailyRosters: [{ driverId: driver.id, dutyTime: '07:00', dutyEndTime: '19:00' }] });
  const list = async (path: string, name: string) =>
    ((await call(request, admin, 'GET', path)) as { _embedded: Record<string, Record<string, unknown>[]> })._embedded[name];
  const client = (await list('/node/api/clients', 'clients')).find((c) => c.clientCode === 'ISL') as { id: number };
  const locations = await list('/node/api/locations', 'locations');
  const loc = (code: string) => (locations.find((l) => l.locationCode === code) as { id: number }).id;
  const type = (await list('/api/lookups/vehicleTypes', 'vehicleTypes')).find((v) => v.vehicleType === 'E-CLASS') as { id: number };
  const order = await call(request, admin, 'POST', '/api/createOrder', {
    clientId: client.id,
    orderStatus: 'A',
    contactName: 'Live test',
    orderVehicles: [
      {
        serviceType: 'Transfer',
        pickupDate: day,
        pickupTime: '09:00',
        pickupLocationId: loc('HKG-T1'),
        dropoffLocationId: loc('PEN'),
        vehicleTypeId: type.id,
        paxCount: 1,
      },
    ],
  });
  const job = order.orderVehicles[0] as { id: number; version: number };
  await call(request, admin, 'POST', '/api/updateOrderVehicle', { orderVehicleId: job.id, version: job.version, driverId: driver.id, override: true });
  const signedIn = await request.post('/limo/driver/auth', { data: { loginName: `lv${stamp.toLowerCase()}`, password: 'Live-Driver-2031' } });
  expect(signedIn.status()).toBe(200);
  return { driver: driver as { id: number; driverNo: string }, job, driverToken: ((await signedIn.json()) as { token: string }).token };
}

let seq = 0;
const mark = (request: APIRequestContext, token: string, orderVehicleId: number, jobStatus: string) =>
  call(request, token, 'POST', `/driver/api/jobs/${orderVehicleId}/progress`, {
    jobStatus,
    at: new Date().toISOString(),
    clientEventId: `live-office-${Date.now()}-${++seq}`,
  });

test("a driver's marks and position show on the grid at once, on the map, on the dashboard and on the driver job screen", async ({ page }) => {
  const day = new Date(Date.UTC(2031, 6, 1) + (Math.floor(Date.now() / 1000) % 200) * 86_400_000).toISOString().slice(0, 10);
  const { driver, job, driverToken } = await driverWithJob(page.request, day);
  await mark(page.request, driverToken, job.id, 'ACK');
  await call(page.request, driverToken, 'POST', '/driver/api/positions', {
    positions: [{ ...AIRPORT, speed: 12, orderVehicleId: job.id, at: new Date().toISOString(), clientEventId: `live-office-pos-${Date.now()}` }],
  });

  await openAs(page, 'dispatcher', `/operation/scheduling?date=${day}`);
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  const bar = page.locator(`[data-ov="${job.id}"]`);
  await expect(bar).toHaveAttribute('data-progress', 'ACK');
  // The next mark arrives over the socket, without a reload.
  await mark(page.request, driverToken, job.id, 'ARRIVED');
  await expect(bar).toHaveAttribute('data-progress', 'ARRIVED');
  await expect(bar).toContainText('Arrived');

  await page.goto('/operation/RealTimeVehicle');
  const row = page.getByRole('list', { name: /drivers/i }).getByText(new RegExp(driver.driverNo));
  await expect(row).toBeVisible();
  await expect(page.getByRole('list', { name: /drivers/i }).locator('li', { hasText: driver.driverNo })).toContainText('Arrived');

  await page.goto('/report/dashboard');
  const dashboardRow = page.getByRole('row', { name: new RegExp(driver.driverNo) });
  await expect(dashboardRow).toContainText('Airport');
  await expect(dashboardRow).toContainText('Arrived');

  await page.goto(`/operation/driverJob/${driver.id}/${day}`);
  await expect(page.getByText('Arrived').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /correct/i })).toHaveCount(1);
});
