import { expect, test } from '../support/fixtures';
import { choose, openAs } from './helpers';
import { call, runTag, staffToken } from './hr-fixtures';

/*
 * The chinaLink partner feed (issue 18, docs/partner-feed.md): a booking arrives through the partner
 * API with a key issued through ours; its vehicle type code maps to none of ours, so it is not accepted
 * by itself and waits as NEW. The dispatcher sees it on /operation/orderAPI, gives it our vehicle type,
 * accepts it, and our order exists. The day is one of 2036 (it changes with the run), far from the demo data.
 */

interface BookingRow {
  id: number;
  partnerOrderId: string;
  status: string;
  orderId: number | null;
  orderRefId: string | null;
  vehicleTypeId: number | null;
}

test('a partner booking arrives, the dispatcher gives it our vehicle type and accepts it, and the order exists', async ({ page }) => {
  test.setTimeout(90_000);
  const day = new Date(Date.UTC(2036, 0, 1) + (Math.floor(Date.now() / 1000) % 360) * 86_400_000).toISOString().slice(0, 10);
  const ref = `E2E-${runTag()}`;
  const admin = await staffToken(page.request, 'admin');
  const { key } = await call<{ keyId: number; key: string }>(page.request, admin, 'POST', '/api/issuePartnerKey', { partner: 'chinaLink' });

  const booking = {
    partnerOrderId: ref,
    serviceType: 'Arrival',
    pickupDate: day,
    pickupTime: '10:30',
    flightNo: 'CX 501',
    pickupLocationCode: 'HKG-T1',
    dropoffLocationCode: 'PEN',
    vehicleTypeCode: `UNMAPPED-${runTag()}`,
    paxCount: 2,
    paxName: 'Li Ming',
  };
  const sent = await page.request.post('/limo/partner/v1/orders', { headers: { Authorization: `Bearer ${key}` }, data: booking });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  expect(await sent.json()).toMatchObject({ partnerOrderId: ref, status: 'NEW' });

  await openAs(page, 'dispatcher', '/operation/orderAPI');
  const date = page.getByRole('textbox', { name: 'Pick-up date' });
  await date.fill(day.split('-').reverse().join(''));
  await date.press('Tab');
  const row = page.getByRole('table', { name: 'Partner bookings' }).getByRole('row').filter({ hasText: ref });
  await expect(row).toContainText('New');
  await expect(row).toContainText('not mapped');
  await expect(row.getByRole('button', { name: `Accept ${ref}` })).toBeDisabled();

  await row.getByRole('button', { name: `Vehicle type of ${ref}` }).click();
  const typeDialog = page.getByRole('dialog', { name: `Vehicle type of ${ref}` });
  await choose(page, typeDialog, 'Vehicle type', 'E-CLASS');
  await typeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Vehicle type of ${ref} saved.` })).toBeVisible();
  await expect(row).toContainText('E-CLASS');

  await row.getByRole('button', { name: `Accept ${ref}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept booking' });
  await expect(confirm).toContainText(`Accept booking ${ref}`);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const accepted = page.getByRole('status').filter({ hasText: `Booking ${ref} accepted: order` });
  await expect(accepted).toBeVisible();
  await expect(row).toContainText('Accepted');

  // The booking row names our order, and the order is there with the booking's pick-up.
  const rows = await call<BookingRow[]>(page.request, admin, 'GET', `/node/api/chinaLink/orders?date=${day}`);
  const mine = rows.find((r) => r.partnerOrderId === ref);
  expect(mine).toMatchObject({ status: 'ACCEPTED' });
  expect(mine?.orderId).toBeGreaterThan(0);
  await expect(accepted).toContainText(mine?.orderRefId ?? 'no order ref');
  await expect(row.getByRole('link', { name: mine?.orderRefId ?? '' })).toBeVisible();
  const order = await call<{ orderRefId: string; orderVehicles?: { pickupDate?: string }[] }>(page.request, admin, 'GET', `/api/orders/${mine?.orderId}`);
  expect(order.orderRefId).toBe(mine?.orderRefId);
});
