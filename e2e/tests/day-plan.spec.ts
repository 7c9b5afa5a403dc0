import { expect, type Page, test } from '../support/fixtures';
import { axeViolations } from './a11y';
import { signInQuietly } from './helpers';
import { headersOf, listed, post } from './api-calls';

/*
 * Plan the day (issue 32): a dispatcher plans a day of their own, reviews the ghost bars and the
 * plan panel, and applies by keyboard alone: one driver's jobs, then the rest.
 */

const DAY = `2032-0${1 + (Math.floor(Date.now() / 1000) % 9)}-${String(1 + (Math.floor(Date.now() / 7000) % 27)).padStart(2, '0')}`;

/** Two drivers on duty with an E-CLASS car each, four E-CLASS jobs none of them has yet. */
async function setUp(page: Page) {
  const headers = await headersOf(page);
  const r = page.request;
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const type = (await listed(r, headers, '/api/lookups/vehicleTypes', 'vehicleTypes')).find((v) => v.vehicleType === 'E-CLASS') as { id: number };
  const cars = await listed(r, headers, `/api/vehicles?vehicleTypeId=${type.id}&vehicleStatus=A&size=100`, 'vehicles');
  const a = await post(r, headers, '/api/drivers', { driverNo: `PA${stamp}`, driverNameEng: 'Plan Driver A', mobileNo: '+852 9123 4567' });
  const b = await post(r, headers, '/api/drivers', { driverNo: `PB${stamp}`, driverNameEng: 'Plan Driver B', mobileNo: '+852 9123 4568' });
  await post(r, headers, `/api/upsertDailyRosters/${DAY}`, {
    dailyRosters: [
      { driverId: a.id, dutyTime: '07:00', dutyEndTime: '19:00', vehicleId: cars[0].id },
      { driverId: b.id, dutyTime: '07:00', dutyEndTime: '19:00', vehicleId: cars[1].id },
    ],
  });
  const client = (await listed(r, headers, '/node/api/clients', 'clients')).find((c) => c.clientCode === 'ISL') as { id: number };
  const locations = await listed(r, headers, '/node/api/locations', 'locations');
  const loc = (code: string) => (locations.find((l) => l.locationCode === code) as { id: number }).id;
  const job = async (pickupTime: string) => {
    const order = await post(r, headers, '/api/createOrder', {
      clientId: client.id,
      orderStatus: 'A',
      contactName: 'Plan test',
      orderVehicles: [
        {
          serviceType: 'Transfer',
          pickupDate: DAY,
          pickupTime,
          pickupLocationId: loc('HKG-T1'),
          dropoffLocationId: loc('PEN'),
          vehicleTypeId: type.id,
          paxCount: 1,
        },
      ],
    });
    return (order as { orderVehicles: { id: number }[] }).orderVehicles[0].id;
  };
  return {
    a: a as { id: number; driverNo: string },
    b: b as { id: number; driverNo: string },
    jobs: [await job('08:00'), await job('08:00'), await job('13:00'), await job('16:00')],
  };
}

test('a dispatcher plans the day, reviews the ghost bars and applies by keyboard: one driver, then the rest', async ({ page }) => {
  await signInQuietly(page, 'dispatcher');
  const { a, b, jobs } = await setUp(page);
  await page.goto(`/operation/scheduling?date=${DAY}`);
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveText('Live');

  // Plan by keyboard: focus the button, Enter.
  await page.getByRole('button', { name: 'Plan the day' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Plan of the day' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('plan-metrics')).toBeVisible();
  await expect(page.getByTestId('plan-baseline')).toContainText('Greedy');
  // Every job is proposed, each as a ghost bar on a planned driver's lane; the real bars stay unassigned.
  for (const id of jobs) {
    await expect(page.locator(`[data-ghost="${id}"]`)).toHaveCount(1);
    await expect(page.locator(`[data-lane="unassigned"] [data-ov="${id}"]`)).toBeVisible();
  }
  await expect(page.locator(`[data-lane="driver:${a.id}"] [data-ghost], [data-lane="driver:${b.id}"] [data-ghost]`)).toHaveCount(4);
  expect(await axeViolations(page, '[data-testid="day-plan"]')).toEqual([]);

  // Accept one driver's jobs by keyboard.
  const driverA = panel.getByRole('button', { name: `Accept ${a.driverNo}’s jobs` });
  const aJobs = await page.locator(`[data-lane="driver:${a.id}"] [data-ghost]`).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-ghost'))));
  expect(aJobs.length).toBeGreaterThan(0);
  await driverA.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toContainText(`${aJobs.length} applied`);
  for (const id of aJobs) await expect(page.locator(`[data-lane="driver:${a.id}"] [data-ov="${id}"]`)).toBeVisible();

  // Then the rest.
  await panel.getByRole('button', { name: 'Accept all' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toContainText(`${4 - aJobs.length} applied`);
  await expect(page.locator('[data-lane="unassigned"] [data-ov]')).toHaveCount(0);
  await expect(page.locator('[data-ghost]')).toHaveCount(0);
});
