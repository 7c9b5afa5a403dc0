import { operatorToday } from '@limo/domain/rules/operator-time';
import { type APIRequestContext, expect, type Page, test } from '../support/fixtures';
import { PASSWORD } from './helpers';

/**
 * The drivers' phone page offline (issue 11): two marks made with no network wait in the queue,
 * go out in order when the phone is back online, and are applied once each on the server.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Job {
  orderVehicleId: number;
  orderId: number;
  orderRefId: string | null;
  pickupTime: string;
  jobStatus: string | null;
  ackTime: string | null;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function driverToken(request: APIRequestContext, loginName: string): Promise<string | null> {
  const res = await request.post('/limo/driver/auth', { data: { loginName, password: PASSWORD } });
  return res.ok() ? ((await res.json()) as { token: string }).token : null;
}

async function jobsOf(request: APIRequestContext, token: string, dutyDate: string): Promise<Job[]> {
  const res = await request.get(`/limo/driver/api/jobs?dutyDate=${dutyDate}`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { jobs: Job[] }).jobs;
}

/** A staff token, for the checks a driver cannot make (order histories). */
async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/limo/auth', { data: { username: 'dispatcher', password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const listOf = async <T>(request: APIRequestContext, token: string, path: string, name: string): Promise<T[]> => {
  const res = await request.get(path, { headers: auth(token) });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { _embedded: Record<string, T[]> })._embedded[name];
};

/**
 * A demo driver with an app login and two unmarked jobs today: the highest driver id that
 * qualifies, so other tests (which take the lowest) keep theirs.
 */
async function driverWithTwoJobs(request: APIRequestContext, staff: string, today: string) {
  const rows = await listOf<{ driverId: number | null; jobStatus: string | null }>(
    request,
    staff,
    `/limo/api/schedules/searchByServiceDate/${today}`,
    'schedules',
  );
  const logins = await listOf<{ driverId: number; loginName: string }>(request, staff, '/limo/node/api/driverAuths?size=100', 'driverAuths');
  const open = new Map<number, number>();
  for (const r of rows) if (r.driverId !== null && r.jobStatus === null) open.set(r.driverId, (open.get(r.driverId) ?? 0) + 1);
  const candidates = logins.filter((l) => (open.get(l.driverId) ?? 0) >= 2).sort((a, b) => b.driverId - a.driverId);
  for (const { loginName } of candidates) {
    const token = await driverToken(request, loginName);
    if (!token) continue;
    const jobs = (await jobsOf(request, token, today)).filter((j) => j.jobStatus === null);
    if (jobs.length >= 2) return { loginName, token, jobs: jobs.slice(0, 2) };
  }
  throw new Error(`no demo driver has two unmarked jobs on ${today}`);
}

/** The order history rows that record a job's status becoming `status`. */
async function statusHistory(request: APIRequestContext, staff: string, orderVehicleId: number, status: string) {
  const rows = await listOf<{ fieldName: string; newValue: string | null }>(
    request,
    staff,
    `/limo/api/orderHistories?orderVehicleId=${orderVehicleId}&size=100`,
    'orderHistories',
  );
  return rows.filter((r) => r.fieldName === 'jobStatus' && r.newValue === status);
}

const refOf = (j: Job) => j.orderRefId ?? String(j.orderId);
const cardOf = (page: Page, j: Job) => page.getByRole('article', { name: `Job ${refOf(j)} at ${j.pickupTime}` });

test('marks made offline are queued, sent in order once back online, and applied once', async ({ page, context, request }) => {
  const today = operatorToday();
  const staff = await staffToken(request);
  const { loginName, token, jobs } = await driverWithTwoJobs(request, staff, today);

  // What the page sends, as it goes out.
  const sent: { orderVehicleId: number; body: Record<string, unknown>; answer: unknown }[] = [];
  page.on('response', async (res) => {
    const m = /\/limo\/driver\/api\/jobs\/(\d+)\/progress$/.exec(new URL(res.url()).pathname);
    if (m && res.request().method() === 'POST') sent.push({ orderVehicleId: Number(m[1]), body: res.request().postDataJSON(), answer: await res.json() });
  });

  await page.goto('/driver/app/jobs');
  await page.getByLabel('Driver number').fill(loginName.toUpperCase());
  await page.getByLabel('App password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(cardOf(page, jobs[0])).toBeVisible();
  await expect(cardOf(page, jobs[1])).toBeVisible();
  await expect(page.getByRole('status')).toContainText('All sent');

  await context.setOffline(true);
  await expect(page.getByRole('status')).toContainText('Offline');
  for (const job of jobs) {
    const card = cardOf(page, job);
    await card.getByRole('button', { name: 'ACK', exact: true }).tap();
    // Shown at once: the mark is made, the next one offered.
    await expect(card.getByRole('button', { name: 'ACK', exact: true })).toBeDisabled();
    await expect(card.getByText('Waiting to send')).toBeVisible();
  }
  await expect(page.getByRole('status')).toContainText('2 waiting to send');
  expect(sent).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('status')).toContainText('All sent', { timeout: 30_000 });
  await expect.poll(() => sent.map((s) => s.orderVehicleId)).toEqual(jobs.map((j) => j.orderVehicleId));

  // The server has both marks.
  const after = await jobsOf(request, token, today);
  for (const job of jobs) {
    const now = after.find((j) => j.orderVehicleId === job.orderVehicleId);
    expect(now?.jobStatus).toBe('ACK');
    expect(now?.ackTime).toBeTruthy();
  }

  // Sent again (as after a lost answer), a mark is applied once: the same answer, the same time.
  const first = sent[0];
  const again = await request.post(`/limo/driver/api/jobs/${first.orderVehicleId}/progress`, { headers: auth(token), data: first.body });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual(first.answer);
  const ackTime = (await jobsOf(request, token, today)).find((j) => j.orderVehicleId === first.orderVehicleId)?.ackTime;
  expect(ackTime).toBe(after.find((j) => j.orderVehicleId === first.orderVehicleId)?.ackTime);
  // The order's history records each mark once.
  for (const job of jobs) expect(await statusHistory(request, staff, job.orderVehicleId, 'ACK')).toHaveLength(1);

  // A reload shows the marks from the server, nothing left waiting.
  await page.reload();
  for (const job of jobs) {
    const card = cardOf(page, job);
    await expect(card.getByRole('button', { name: 'ACK', exact: true })).toBeDisabled();
    await expect(card.getByText('Waiting to send')).toHaveCount(0);
  }
  await expect(page.getByRole('status')).toContainText('All sent');
});
