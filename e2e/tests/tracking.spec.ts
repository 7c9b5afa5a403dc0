import { type APIRequestContext, expect, test } from '../support/fixtures';
import { PASSWORD } from './helpers';

/*
 * Issue 33: a passenger opens the tracking link on a phone and sees the car come. The office makes the
 * order and gives the job to a driver of its own; the driver's marks and positions go through the
 * driver page's calls; the page asks again every 10 seconds, so the second position shows without a reload.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await request.fetch(`/limo${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? undefined : res.json();
}

/** A driver with an app login, an order of one vehicle on `day` given to that driver, and the driver's token. */
async function assignedTrip(request: APIRequestContext, day: string) {
  const signIn = await request.post('/limo/auth', { data: { username: 'admin', password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const admin = ((await signIn.json()) as { token: string }).token;
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const login = `tr${stamp.toLowerCase()}`;
  const driver = await call(request, admin, 'POST', '/api/drivers', { driverNo: `TR${stamp}`, driverNameEng: 'Wong Ka Fai', mobileNo: '+852 9123 4599' });
  await call(request, admin, 'POST', '/api/driverAuths', { driverId: driver.id, loginName: login, recordStatus: 'A' });
  await call(request, admin, 'POST', '/api/driverResetPassword', { driverId: driver.id, newPassword: 'Track-Driver-2031' });
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
    contactName: 'Tracking test',
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
  const job = order.orderVehicles[0] as { id: number; version: number; trackingUrl: string };
  await call(request, admin, 'POST', '/api/updateOrderVehicle', { orderVehicleId: job.id, version: job.version, driverId: driver.id, override: true });
  const signedIn = await request.post('/limo/driver/auth', { data: { loginName: login, password: 'Track-Driver-2031' } });
  expect(signedIn.status()).toBe(200);
  return { job, driverToken: ((await signedIn.json()) as { token: string }).token };
}

let seq = 0;
const eventId = () => `tracking-${Date.now()}-${++seq}`;

test('a passenger opens the link on a phone and sees the car move, in English and Chinese', async ({ page }) => {
  const day = new Date(Date.UTC(2031, 8, 1) + (Math.floor(Date.now() / 1000) % 200) * 86_400_000).toISOString().slice(0, 10);
  const { job, driverToken } = await assignedTrip(page.request, day);
  const position = (latitude: number, longitude: number) =>
    call(page.request, driverToken, 'POST', '/driver/api/positions', {
      positions: [{ latitude, longitude, speed: 40, orderVehicleId: job.id, at: new Date().toISOString(), clientEventId: eventId() }],
    });
  await call(page.request, driverToken, 'POST', `/driver/api/jobs/${job.id}/progress`, {
    jobStatus: 'ON_THE_WAY',
    at: new Date().toISOString(),
    clientEventId: eventId(),
  });
  await position(22.3, 114.17);

  // The link as the office answers it, opened on this server.
  const path = new URL(job.trackingUrl).pathname;
  expect(path).toMatch(/^\/t\/[A-Za-z0-9_-]{43}$/);
  await page.goto(path);
  await expect(page.getByTestId('track-status')).toHaveText('Your driver is on the way');
  await expect(page.getByTestId('track-driver')).toHaveText('Wong');
  await expect(page.getByRole('link', { name: /Questions\? Call/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
  const car = page.getByRole('img', { name: 'Your car' });
  await expect(car).toHaveAttribute('data-lat', '22.3');
  await expect(page.getByTestId('track-seen')).toHaveText(/Position updated/);

  // The car moves: the next poll (within 10 s) shows it, without a reload.
  await position(22.305, 114.175);
  await expect(car).toHaveAttribute('data-lat', '22.305', { timeout: 25_000 });
  await expect(car).toHaveAttribute('data-lng', '114.175');

  await page.getByRole('button', { name: 'Switch to Chinese' }).click();
  await expect(page.getByTestId('track-status')).toHaveText('司機正在前往');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('您的車輛');

  // An unknown link has its own page.
  await page.goto('/t/not-a-known-link-at-all-000000000000000');
  await expect(page.getByTestId('track-unknown')).toContainText('找不到連結');
});
