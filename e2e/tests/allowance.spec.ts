import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/fixtures';
import { signInQuietly } from './helpers';
import { assign, call, demoIds, type JobSpec, newDriver, newJob, runTag, staffToken } from './hr-fixtures';

/*
 * The driver allowance screen (issue 16, docs/allowance.md) against a month worked out by hand.
 * The month is one of 2032-03 … 2036-02 (it changes with the run): every other spec keeps
 * to earlier days, so only this test's card, drivers, jobs, rosters and items are in it, and
 * the branch's header and footer are ours too. Set up as admin through the API; read as hr.
 */

/** Every row of a table body as its cells' texts. */
const rowsOf = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => (c.textContent ?? '').trim())));

const cellsOf = (row: Locator) => row.locator('td').allTextContents();

async function allowanceMonth(request: APIRequestContext, month: string) {
  const admin = await staffToken(request, 'admin');
  const post = <T = { id: number }>(path: string, data: unknown) => call<T>(request, admin, 'POST', path, data);
  const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
  const tag = runTag();
  const ids = await demoIds(request, admin);

  // The rate card from the month's first day: standard day 600 min, overtime 85.50 an hour.
  const version = await post('/api/allowanceEffDates', { effDate: day(1), otStandardMinutes: 600, otHourlyRate: '85.50' });
  const airport = await post('/api/allowanceLocations', { allowanceLocationCode: `AP${tag}`, descEng: 'E2E airport', locationIds: [ids.location('HKG-T1')] });
  const saloon = await post('/api/allowanceVehicleTypes', {
    allowanceVehicleTypeCode: `SA${tag}`,
    descEng: 'E2E saloon',
    vehicleTypeIds: [ids.vehicleType('E-CLASS')],
  });
  const mpv = await post('/api/allowanceVehicleTypes', {
    allowanceVehicleTypeCode: `MP${tag}`,
    descEng: 'E2E MPV',
    vehicleTypeIds: [ids.vehicleType('ALPHARD')],
  });
  const rate = (row: object) => post('/api/upsertAllowanceRate', { allowanceEffDateId: version.id, ...row });
  await rate({ allowanceLocationId: airport.id, allowanceVehicleTypeId: saloon.id, fromTime: '22:00', toTime: '06:00', amount: '75.00' }); // seq 1
  const airportRate = await rate({ allowanceLocationId: airport.id, amount: '60.00' }); // seq 2
  await rate({ serviceType: 'Hire', amount: '45.50' }); // seq 3
  await post('/api/allowancePtBasics', { allowanceEffDateId: version.id, seq: 1, allowanceVehicleTypeId: mpv.id, dailyAmount: '420.00' });
  await post('/api/allowancePtBasics', { allowanceEffDateId: version.id, seq: 2, dailyAmount: '300.00' });

  const a = await newDriver(request, admin, `HA${tag}`, 'Allowance Full-time', 'FT');
  const b = await newDriver(request, admin, `HB${tag}`, 'Allowance Part-time', 'PT');
  const job = async (driverId: number, spec: JobSpec) => {
    const made = await newJob(request, admin, ids, spec);
    await assign(request, admin, made, driverId);
    return made.orderRefId;
  };
  const refs = {
    a1: await job(a.id, { date: day(3), time: '23:30', service: 'Transfer', from: 'PEN', to: 'HKG-T1', vehicleType: 'E-CLASS' }),
    a2: await job(a.id, { date: day(3), time: '10:00', service: 'Arrival', from: 'HKG-T1', to: 'PEN', vehicleType: 'E-CLASS' }),
    a3: await job(a.id, { date: day(4), time: '14:00', service: 'Transfer', from: 'PEN', to: 'IFC', vehicleType: 'E-CLASS' }),
    a4: await job(a.id, { date: day(5), time: '09:00', service: 'Hire', from: 'PEN', vehicleType: 'E-CLASS' }),
    b1: await job(b.id, { date: day(3), time: '08:00', service: 'Departure', from: 'PEN', to: 'HKG-T1', vehicleType: 'E-CLASS' }),
    b2: await job(b.id, { date: day(3), time: '12:00', service: 'Hire', from: 'PEN', vehicleType: 'E-CLASS' }),
    b3: await job(b.id, { date: day(10), time: '05:30', service: 'Departure', from: 'PEN', to: 'HKG-T1', vehicleType: 'E-CLASS' }),
  };

  // Actual on and off duty times (the off-duty time is what overtime reads).
  const roster = (d: number, rows: object[]) => post(`/api/upsertDailyRosters/${day(d)}`, { dailyRosters: rows });
  await roster(3, [
    { driverId: a.id, dutyTime: '08:00', dutyEndTime: '18:00', offDutyTime: '19:20' },
    { driverId: b.id, dutyTime: '07:00', dutyEndTime: '20:00', offDutyTime: '20:00' },
  ]);
  await roster(4, [{ driverId: a.id, dutyTime: '22:00', dutyEndTime: '08:00', offDutyTime: '09:10' }]);
  await roster(5, [{ driverId: a.id, dutyTime: '09:00', dutyEndTime: '18:00', offDutyTime: '18:00' }]);

  const lunch = await post('/api/upsertAllowanceOtherGroupNature', { natureCode: `LU${tag}`, descEng: 'Lunch on duty', defaultAmount: '50.00' });
  const fine = await post('/api/upsertAllowanceOtherGroupNature', { natureCode: `FI${tag}`, descEng: 'Parking fine', defaultAmount: null });
  const meal = await post('/api/upsertAllowanceOtherGroup', { groupCode: `ME${tag}`, descEng: 'Meal allowance', sign: 1, natureIds: [lunch.id] });
  const fines = await post('/api/upsertAllowanceOtherGroup', { groupCode: `FN${tag}`, descEng: 'Fines', sign: -1, natureIds: [fine.id] });
  const other = (body: object) => post('/api/upsertAllowanceOther', body);
  await other({ driverId: a.id, allowanceOtherGroupId: meal.id, allowanceOtherGroupNatureId: lunch.id, otherDate: day(5) });
  await other({ driverId: a.id, allowanceOtherGroupId: fines.id, allowanceOtherGroupNatureId: fine.id, otherDate: day(5), amount: '25.50' });
  await other({ driverId: b.id, allowanceOtherGroupId: meal.id, allowanceOtherGroupNatureId: lunch.id, otherDate: day(10), qty: 1.5, amount: '33.33' });

  /** Changes seq 2's amount (a later rate change a closed month must not see). */
  const changeAirportRate = (amount: string) => post('/api/upsertAllowanceRate', { id: airportRate.id, amount });
  return { a, b, refs, tag, changeAirportRate };
}

/*
 * By hand (docs/allowance.md rules 4-8), card of day 1: seq 1 airport group + saloon group
 * 22:00-06:00 pays 75.00; seq 2 airport group 60.00; seq 3 service Hire 45.50. PT basics: seq 1
 * MPV group 420.00, seq 2 any 300.00. Overtime: 600 min standard, 85.50 an hour.
 *
 * A (full-time)
 *   day 3  job 23:30 PEN → HKG-T1 saloon: seq 1 (drop-off at the airport, in the night band)   75.00
 *          job 10:00 HKG-T1 → PEN saloon: seq 1 out of its band, seq 2                        60.00
 *          roster 08:00-19:20: worked 680, over 80, floored to 75 min: 75/60 x 85.50 = 106.875 → 106.88
 *   day 4  job 14:00 PEN → IFC Transfer: no row matches: "no rate"                             0.00
 *          roster 22:00-09:10 (past midnight): worked 670, over 70 → 60 min: 1 x 85.50 =       85.50
 *   day 5  job 09:00 Hire from PEN: seq 3                                                      45.50
 *          roster 09:00-18:00: worked 540, no overtime
 *          meal, lunch qty 1 with no amount: the default 50.00                                 50.00
 *          fine, qty 1 x 25.50, a deduction                                                   -25.50
 *   jobs 4: 75.00 + 60.00 + 0.00 + 45.50 = 180.50; OT 75 + 60 = 135 min (2:15): 106.88 + 85.50 = 192.38;
 *   other 50.00 - 25.50 = 24.50; total 180.50 + 192.38 + 24.50 = 397.38.
 *   Day totals: day 3 75.00 + 60.00 + 106.88 = 241.88; day 4 85.50; day 5 45.50 + 50.00 - 25.50 = 70.00.
 * B (part-time)
 *   day 3  job 08:00 PEN → HKG-T1 saloon: seq 1 out of band, seq 2 60.00; job 12:00 Hire: seq 3 45.50;
 *          basic: the first job (08:00) is a saloon, not in the MPV group: seq 2 300.00;
 *          roster 07:00-20:00 (780 min) but part-time: no overtime
 *   day 10 job 05:30 PEN → HKG-T1 saloon: seq 1 (05:30 in 22:00-06:00) 75.00; basic seq 2 300.00;
 *          meal, lunch qty 1.5 x 33.33 = 49.995 → 50.00 (half away from zero)
 *   jobs 3: 60.00 + 45.50 + 75.00 = 180.50; PT days 2: 600.00; other 50.00; total 830.50.
 *   Day by day: day 3 105.50 + 300.00 = 405.50; day 10 75.00 + 300.00 + 50.00 = 425.00.
 * Footer: jobs 7, 361.00; PT days 2, 600.00; OT 2:15, 192.38; other 74.50; total 397.38 + 830.50 = 1,227.88.
 *
 * After seq 2 becomes 65.00 (month reopened): A's 10:00 job and B's 08:00 job pay 5.00 more each:
 *   A jobs 185.50, total 402.38; B jobs 185.50, total 835.50; footer jobs 371.00, total 1,237.88.
 */
const SUMMARY_HEAD = ['Driver No.', 'Name', 'Jobs', 'Job Amount', 'PT Days', 'PT Amount', 'OT (h:mm)', 'OT Amount', 'Other Items', 'Total'];

test('the driver allowance of a month matches the hand-computed figures, and closing freezes them until the month is reopened', async ({ page }) => {
  test.setTimeout(120_000);
  // 2032-03 … 2036-02: after the last day other specs may use (live-office.spec.ts reaches mid-January 2032).
  const n = 2032 * 12 + 2 + (Math.floor(Date.now() / 1000) % 48);
  const month = `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  const [yyyy, mm] = month.split('-');
  const dmy = (d: number) => `${String(d).padStart(2, '0')}/${mm}/${yyyy}`;
  const { a, b, refs, tag, changeAirportRate } = await allowanceMonth(page.request, month);

  await signInQuietly(page, 'hr');
  const show = async () => {
    await page.goto('/HR/driverAllowance');
    await page.getByRole('textbox', { name: 'Month', exact: true }).fill(month);
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(dmy(1));
    await page.getByRole('button', { name: 'Show', exact: true }).click();
  };
  await show();

  const header = page.getByTestId('allowance-header');
  await expect(page.getByTestId('allowance-total')).toHaveText('Total:1,227.88');
  await expect(header).toContainText('Drivers:2');
  await expect(header.getByText('Closed', { exact: true })).toHaveCount(0);
  const summary = page.getByRole('table', { name: 'Summary' });
  await expect(summary.locator('thead th')).toHaveText(SUMMARY_HEAD);
  const rowOf = (driverNo: string) => page.getByRole('row', { name: `Open the detail of driver ${driverNo}` });
  const footer = page.getByTestId('allowance-footer');
  const expectFigures = async (aRow: string[], bRow: string[], total: string[]) => {
    await expect.poll(() => cellsOf(rowOf(a.driverNo))).toEqual([a.driverNo, 'Allowance Full-time', ...aRow]);
    await expect.poll(() => cellsOf(rowOf(b.driverNo))).toEqual([b.driverNo, 'Allowance Part-time', ...bRow]);
    await expect.poll(() => cellsOf(footer)).toEqual(['Totals', ...total]);
  };
  await expectFigures(
    ['4', '180.50', '0', '0.00', '2:15', '192.38', '24.50', '397.38'],
    ['3', '180.50', '2', '600.00', '0:00', '0.00', '50.00', '830.50'],
    ['7', '361.00', '2', '600.00', '2:15', '192.38', '74.50', '1,227.88'],
  );

  // A's lines: a click on the row opens the Detail tab on that driver.
  await rowOf(a.driverNo).click();
  await expect(page.getByRole('tab', { name: 'Detail' })).toHaveAttribute('aria-selected', 'true');
  const section = page.getByRole('region', { name: `${a.driverNo} Allowance Full-time` });
  await expect(section.getByRole('button')).toContainText('No rate: 1');
  await expect(section.getByRole('button')).toContainText('Total: 397.38');
  await expect(page.getByRole('alert').filter({ hasText: 'matched no rate row' })).toContainText('1 job line(s)');
  const card = `Rate seq %s of ${month}-01`;
  const seq = (n: number, what: string) => `${card.replace('%s', String(n))}: ${what}`;
  await expect
    .poll(() => rowsOf(page.getByRole('table', { name: `Lines of driver ${a.driverNo}` })))
    .toEqual([
      [dmy(3), 'Job', refs.a2, '10:00', seq(2, `location AP${tag}`), '1', '60.00'],
      ['', 'Job', refs.a1, '23:30', seq(1, `location AP${tag}, vehicle type SA${tag}, 22:00-06:00`), '1', '75.00'],
      ['', 'Overtime', '', '', 'Overtime: on duty 08:00-19:20, worked 680 min, standard 600, 75 min x 85.50/h', '1:15', '106.88'],
      [`Total of ${dmy(3)}`, '241.88'],
      [dmy(4), 'Job', refs.a3, '14:00', `No rate · No rate: no row of the ${month}-01 rate card matches this job (fix the card)`, '1', '0.00'],
      ['', 'Overtime', '', '', 'Overtime: on duty 22:00-09:10, worked 670 min, standard 600, 60 min x 85.50/h', '1:00', '85.50'],
      [`Total of ${dmy(4)}`, '85.50'],
      [dmy(5), 'Job', refs.a4, '09:00', seq(3, 'service Hire'), '1', '45.50'],
      ['', 'Other item', '', '', `ME${tag} Meal allowance / LU${tag} Lunch on duty: 1 x 50.00`, '1', '50.00'],
      ['', 'Other item', '', '', `FN${tag} Fines (deduction) / FI${tag} Parking fine: 1 x 25.50`, '1', '-25.50'],
      [`Total of ${dmy(5)}`, '70.00'],
    ]);

  // B day by day.
  await page.getByRole('tab', { name: 'Day by day' }).click();
  await expect
    .poll(() => rowsOf(page.getByRole('table', { name: `Days of driver ${b.driverNo}` })))
    .toEqual([
      [dmy(3), '2', '105.50', '300.00', '0:00', '0.00', '0.00', '405.50'],
      [dmy(10), '1', '75.00', '300.00', '0:00', '0.00', '50.00', '425.00'],
    ]);

  // Close the month: the figures stay, the header says Closed.
  await page.getByRole('tab', { name: 'Summary' }).click();
  await page.getByRole('button', { name: 'Close month' }).click();
  await confirm(page, 'Close month');
  await expect(page.getByRole('alert').filter({ hasText: `${month} is closed (2 drivers).` })).toBeVisible();
  await expect(header.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close month' })).toHaveCount(0);

  // A later rate change leaves the closed month as it was closed.
  await changeAirportRate('65.00');
  await show();
  await expect(header.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('allowance-total')).toHaveText('Total:1,227.88');
  await expectFigures(
    ['4', '180.50', '0', '0.00', '2:15', '192.38', '24.50', '397.38'],
    ['3', '180.50', '2', '600.00', '0:00', '0.00', '50.00', '830.50'],
    ['7', '361.00', '2', '600.00', '2:15', '192.38', '74.50', '1,227.88'],
  );

  // Reopened (hr holds ALLOWANCEREOPEN), the month is computed again from the card as it is now.
  await page.getByRole('button', { name: 'Reopen month' }).click();
  await confirm(page, 'Reopen month');
  await expect(page.getByRole('alert').filter({ hasText: `${month} is open again (2 drivers).` })).toBeVisible();
  await expect(header.getByText('Closed', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close month' })).toBeVisible();
  await expect(page.getByTestId('allowance-total')).toHaveText('Total:1,237.88');
  await expectFigures(
    ['4', '185.50', '0', '0.00', '2:15', '192.38', '24.50', '402.38'],
    ['3', '185.50', '2', '600.00', '0:00', '0.00', '50.00', '835.50'],
    ['7', '371.00', '2', '600.00', '2:15', '192.38', '74.50', '1,237.88'],
  );

  // One driver: the driver filter narrows the summary, and the footer is that driver's.
  const driver = page.getByRole('combobox', { name: 'Driver' });
  await driver.fill(b.driverNo);
  await page.getByRole('option', { name: new RegExp(`^${b.driverNo} Allowance Part-time`) }).click();
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(rowOf(a.driverNo)).toHaveCount(0);
  await expect.poll(() => cellsOf(footer)).toEqual(['Totals', '3', '185.50', '2', '600.00', '0:00', '0.00', '50.00', '835.50']);
  await expect(page.getByTestId('allowance-total')).toHaveText('Total:835.50');
});

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
}
