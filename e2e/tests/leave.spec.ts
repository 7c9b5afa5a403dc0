import { type APIRequestContext, expect, type Page, test } from '../support/fixtures';
import { choose, openAs } from './helpers';
import { call, demoIds, newDriver, newJob, runTag, staffToken } from './hr-fixtures';

/*
 * Leave approval (issue 16, docs/allowance.md rule 10): hr approves a driver's pending request on
 * the leave approval screen; on the scheduling grid the approved leave then refuses an assignment
 * of that day (the ON_LEAVE clash) and the job stays unassigned. The day is one of 2037-01 … 2039-09
 * (it changes with the run), far from the demo data and every other spec's days.
 */

interface Leave {
  id: number;
  status: string;
  days: number;
  decidedBy: string | null;
}

/** A new driver on duty 07:00-19:00 on `day` with a pending annual leave for that day, and an unassigned job at 09:00. */
async function driverAskingLeave(request: APIRequestContext, day: string) {
  const admin = await staffToken(request, 'admin');
  const driver = await newDriver(request, admin, `LV${runTag()}`, 'Leave Driver');
  await call(request, admin, 'POST', `/api/upsertDailyRosters/${day}`, { dailyRosters: [{ driverId: driver.id, dutyTime: '07:00', dutyEndTime: '19:00' }] });
  await call(request, admin, 'POST', `/node/api/leaveQuota/${day.slice(0, 4)}`, [{ driverId: driver.id, leaveType: 'AL', quotaDays: 10 }]);
  const leave = await call<Leave>(request, admin, 'POST', '/api/leaves', {
    driverId: driver.id,
    leaveType: 'AL',
    dateFrom: day,
    dateTo: day,
    reason: 'Family trip',
  });
  expect(leave).toMatchObject({ status: 'P', days: 1 });
  const ids = await demoIds(request, admin);
  const job = await newJob(request, admin, ids, { date: day, time: '09:00', service: 'Transfer', from: 'HKG-T1', to: 'PEN', vehicleType: 'E-CLASS' });
  const read = async () => ({
    leave: await call<Leave>(request, admin, 'GET', `/api/leaves/${leave.id}`),
    jobDriver: (await call<{ driverId: number | null }>(request, admin, 'GET', `/api/orderVehicles/${job.id}`)).driverId,
  });
  return { driver, leave, job, read };
}

const bar = (page: Page, id: number) => page.locator(`[data-ov="${id}"]`);
const lane = (page: Page, key: string) => page.locator(`[data-lane="${key}"]`);

/** Drags a bar onto a lane, as scheduling.spec.ts does. */
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

test('hr approves a leave request, and the approved leave refuses an assignment of that day on the scheduling grid', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const day = new Date(Date.UTC(2037, 0, 1) + (Math.floor(Date.now() / 1000) % 1000) * 86_400_000).toISOString().slice(0, 10);
  const dmy = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  const { driver, leave, job, read } = await driverAskingLeave(page.request, day);

  // hr: the request is pending; Approve, confirm.
  await openAs(page, 'hr', '/operation/LeaveApproval');
  const datesFrom = page.getByRole('textbox', { name: 'Dates from' });
  await datesFrom.fill(day.replaceAll('-', ''));
  await expect(datesFrom).toHaveValue(day.split('-').reverse().join('/'));
  const row = page.locator(`tr[data-leave="${leave.id}"]`);
  await expect(row).toContainText(`${driver.driverNo} Leave Driver`);
  await expect(row).toContainText('Annual leave');
  await expect(row).toContainText('Family trip');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Approve ${driver.driverNo} Leave Driver ${dmy}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve leave' });
  await expect(dialog).toContainText(`Approve Annual leave of ${driver.driverNo} Leave Driver, ${dmy} to ${dmy} (1 day)?`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Leave approved.' })).toContainText('The driver has no jobs assigned on these days.');
  // Gone from the pending list; listed as approved, by hr.
  await expect(row).toHaveCount(0);
  await choose(page, page.locator('body'), 'Status', 'Approved');
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('hr');
  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  expect((await read()).leave).toMatchObject({ status: 'A', days: 1, decidedBy: 'hr' });

  // A dispatcher drags the day's unassigned job onto the driver: refused, ON_LEAVE.
  const context = await browser.newContext();
  const grid = await context.newPage();
  await openAs(grid, 'dispatcher', `/operation/scheduling?date=${day}`);
  await expect(grid.getByTestId('schedule-grid')).toBeVisible();
  await expect(grid.getByTestId('live-status')).toHaveText('Live');
  const driverLane = `driver:${driver.id}`;
  await expect(lane(grid, 'unassigned').locator(`[data-ov="${job.id}"]`)).toBeVisible();
  await expect(lane(grid, driverLane)).toBeVisible();
  await dragTo(grid, job.id, driverLane);
  const refusal = grid.getByTestId('clash-refused');
  await expect(refusal).toContainText(`On leave: Driver ${driver.driverNo} is on approved leave on ${dmy}`);
  await expect(lane(grid, 'unassigned').locator(`[data-ov="${job.id}"]`)).toBeVisible();
  await expect(lane(grid, driverLane).locator(`[data-ov="${job.id}"]`)).toHaveCount(0);
  expect((await read()).jobDriver).toBeNull();

  // The keyboard path: pick the driver in the assignment dialog and save: refused the same way.
  await bar(grid, job.id).focus();
  await grid.keyboard.press('Enter');
  const panel = grid.getByRole('dialog');
  await expect(panel).toBeVisible();
  await grid.keyboard.type(driver.driverNo);
  await grid.keyboard.press('ArrowDown');
  await grid.keyboard.press('Enter');
  await expect(panel.getByRole('combobox', { name: 'Driver' })).toHaveValue(new RegExp(driver.driverNo));
  await grid.keyboard.press('Enter');
  await expect(panel.getByTestId('clash-refused')).toContainText(`On leave: Driver ${driver.driverNo} is on approved leave on ${dmy}`);
  await grid.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(lane(grid, 'unassigned').locator(`[data-ov="${job.id}"]`)).toBeVisible();
  expect((await read()).jobDriver).toBeNull();
  await context.close();
});
