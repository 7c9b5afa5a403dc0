import { type Browser, expect, type Page, test } from '../support/fixtures';
import { signInQuietly } from './helpers';
import { headersOf, listed, post } from './api-calls';

/*
 * The scheduling grid (issue 10): assign by drag and by keyboard, a refused clash, and a change in
 * one browser appearing in another without reload. Each test makes its own drivers, rosters and
 * jobs on a day of its own, far from the demo fortnight.
 */

let dayCounter = 0;
const uniqueDay = () => {
  dayCounter += 1;
  const d = new Date(Date.UTC(2031, 0, 1) + (Math.floor(Date.now() / 1000) % 300) * 86_400_000 + dayCounter * 86_400_000);
  return d.toISOString().slice(0, 10);
};

/** Two drivers on duty 07:00-19:00 with a car each, and three jobs (09:00, 09:30, 14:00), unassigned. */
async function setUp(page: Page, day: string) {
  const headers = await headersOf(page);
  const r = page.request;
  const stamp = `${Date.now().toString(36).slice(-4)}${dayCounter}`.toUpperCase();
  const a = await post(r, headers, '/api/drivers', { driverNo: `EA${stamp}`, driverNameEng: 'Grid Driver A', mobileNo: '+852 9123 4567' });
  const b = await post(r, headers, '/api/drivers', { driverNo: `EB${stamp}`, driverNameEng: 'Grid Driver B', mobileNo: '+852 9123 4568' });
  const cars = (await listed(r, headers, '/api/lookups/vehicles', 'vehicles')).filter((v) => v.vehicleStatus === 'A');
  await post(r, headers, `/api/upsertDailyRosters/${day}`, {
    dailyRosters: [
      { driverId: a.id, dutyTime: '07:00', dutyEndTime: '19:00', vehicleId: cars[0].id },
      { driverId: b.id, dutyTime: '07:00', dutyEndTime: '19:00', vehicleId: cars[1].id },
    ],
  });
  const client = (await listed(r, headers, '/node/api/clients', 'clients')).find((c) => c.clientCode === 'ISL') as { id: number };
  const locations = await listed(r, headers, '/node/api/locations', 'locations');
  const loc = (code: string) => (locations.find((l) => l.locationCode === code) as { id: number }).id;
  const type = (await listed(r, headers, '/api/lookups/vehicleTypes', 'vehicleTypes')).find((v) => v.vehicleType === 'E-CLASS') as { id: number };
  const job = async (pickupTime: string) => {
    const order = await post(r, headers, '/api/createOrder', {
      clientId: client.id,
      orderStatus: 'A',
      contactName: 'Grid test',
      orderVehicles: [
        {
          serviceType: 'Transfer',
          pickupDate: day,
          pickupTime,
          pickupLocationId: loc('HKG-T1'),
          dropoffLocationId: loc('PEN'),
          vehicleTypeId: type.id,
          paxCount: 1,
        },
      ],
    });
    return (order as { orderVehicles: { id: number; version: number }[] }).orderVehicles[0];
  };
  return {
    headers,
    a: a as { id: number; driverNo: string },
    b: b as { id: number; driverNo: string },
    jobs: [await job('09:00'), await job('09:30'), await job('14:00')],
  };
}

const bar = (page: Page, id: number) => page.locator(`[data-ov="${id}"]`);
const lane = (page: Page, key: string) => page.locator(`[data-lane="${key}"]`);

async function dragTo(page: Page, id: number, laneKey: string) {
  const from = await bar(page, id).boundingBox();
  const to = await lane(page, laneKey).boundingBox();
  if (!from || !to) throw new Error('bar or lane not on screen');
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(from.x + 10, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

async function openGrid(page: Page, day: string) {
  await page.goto(`/operation/scheduling?date=${day}`);
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveText('Live');
}

test('a dispatcher assigns a job by dragging its bar onto a driver', async ({ page }) => {
  await signInQuietly(page, 'dispatcher');
  const day = uniqueDay();
  const { a, jobs, headers } = await setUp(page, day);
  await openGrid(page, day);
  await expect(lane(page, 'unassigned').locator(`[data-ov="${jobs[0].id}"]`)).toBeVisible();
  // Issue 30 part 6: the unassigned lane is pinned under the hours, with the day's count.
  await expect(page.getByTestId('pinned-lanes').locator('[data-lane="unassigned"]')).toBeVisible();
  await expect(page.getByTestId('unassigned-count')).toContainText('3');
  await dragTo(page, jobs[0].id, `driver:${a.id}`);
  await expect(lane(page, `driver:${a.id}`).locator(`[data-ov="${jobs[0].id}"]`)).toBeVisible();
  // Issue 30 part 6: a clash saved anyway (override) is in the clashes chip's list, a link to its job.
  await post(page.request, headers, '/api/updateOrderVehicle', { orderVehicleId: jobs[1].id, version: jobs[1].version, driverId: a.id, override: true });
  await page.reload();
  await expect(lane(page, `driver:${a.id}`).locator(`[data-ov="${jobs[0].id}"]`)).toBeVisible();
  await page.getByTestId('clashes-chip').click();
  const clashList = page.getByRole('dialog', { name: 'Clashes of the day' });
  await clashList.locator(`[data-ov-link="${jobs[1].id}"]`).click();
  await expect(clashList).toBeHidden();
  await expect(bar(page, jobs[1].id)).toHaveAttribute('data-found', 'true');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a dispatcher assigns a job with the keyboard: select the bar, pick a driver from the typeahead', async ({ page }) => {
  await signInQuietly(page, 'dispatcher');
  const day = uniqueDay();
  const { b, jobs } = await setUp(page, day);
  await openGrid(page, day);
  await bar(page, jobs[2].id).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await page.keyboard.type(b.driverNo);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('combobox', { name: 'Driver' })).toHaveValue(new RegExp(b.driverNo));
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(lane(page, `driver:${b.id}`).locator(`[data-ov="${jobs[2].id}"]`)).toBeVisible();
});

test('a clashing assignment is refused with the clash listed, and nothing moves', async ({ page }) => {
  await signInQuietly(page, 'dispatcher');
  const day = uniqueDay();
  const { a, jobs, headers } = await setUp(page, day);
  await post(page.request, headers, '/api/updateOrderVehicle', { orderVehicleId: jobs[0].id, version: jobs[0].version, driverId: a.id });
  await openGrid(page, day);
  await dragTo(page, jobs[1].id, `driver:${a.id}`);
  const refusal = page.getByTestId('clash-refused');
  await expect(refusal.locator('[data-kind="DRIVER_BUSY"]')).toContainText('Driver busy: Driver');
  await expect(lane(page, 'unassigned').locator(`[data-ov="${jobs[1].id}"]`)).toBeVisible();
  // The keyboard path warns before saving.
  await bar(page, jobs[1].id).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type(a.driverNo);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('clash-preview')).toContainText('is busy');
});

test("one dispatcher's change appears on another dispatcher's grid without a reload", async ({ page, browser }) => {
  await signInQuietly(page, 'dispatcher');
  const day = uniqueDay();
  const { b, jobs } = await setUp(page, day);
  await openGrid(page, day);
  const other = await secondDispatcher(browser, day);
  await expect(other.locator(`[data-lane="unassigned"] [data-ov="${jobs[2].id}"]`)).toBeVisible();
  await dragTo(page, jobs[2].id, `driver:${b.id}`);
  await expect(lane(page, `driver:${b.id}`).locator(`[data-ov="${jobs[2].id}"]`)).toBeVisible();
  await expect(other.locator(`[data-lane="driver:${b.id}"] [data-ov="${jobs[2].id}"]`)).toBeVisible({ timeout: 3000 });
  await other.context().close();
});

async function secondDispatcher(browser: Browser, day: string): Promise<Page> {
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInQuietly(other, 'sz.dispatcher');
  await openGrid(other, day);
  return other;
}
