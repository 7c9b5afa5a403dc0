import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../../test/render';
import DriverJobsPage from './DriverJobsPage';
import { outbox } from './driverQueue';
import { driverSession, TOKEN_KEY } from './driverSession';
import { job } from './jobFixture';
import { dutyDates } from './jobsModel';

type Handler = (method: string, path: string, body: Record<string, unknown> | null) => Response | Promise<Response>;

/** A stand-in server: records the calls and answers through `handler`. */
function serve(handler: Handler) {
  const calls: { method: string; path: string; body: Record<string, unknown> | null; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(url).replace(/^\/limo/, '');
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      calls.push({ method, path, body, auth: new Headers(init.headers).get('Authorization') });
      return handler(method, path, body);
    }),
  );
  return calls;
}

const today = dutyDates().today;
const jobA = job({ orderVehicleId: 501, orderRefId: 'HK-501', pickupDate: today, pickupTime: '09:30', contact: { name: 'Ms Lee', tel: '+852 6123 4567' } });
const jobB = job({ orderVehicleId: 502, orderRefId: 'HK-502', pickupDate: today, pickupTime: '07:15', flightNo: 'CX251', flightEtaTime: '06:55' });
const day = (date: string) => ({
  dutyDate: date,
  driver: { driverId: 1, driverNo: 'D001', driverNameEng: 'Chan Tai Man', driverNameChi: '陳大文' },
  jobs: date === today ? [jobB, jobA] : [],
});

function signedIn(login: string) {
  localStorage.setItem(TOKEN_KEY, 'tok');
  localStorage.setItem('limo.driverLogin', login);
  driverSession.reload();
}

const card = async (ref: string) => screen.findByRole('article', { name: new RegExp(`Job ${ref}`) });

beforeEach(() => driverSession.reload());

describe('DriverJobsPage', () => {
  it('signs in with the driver number and app password, then lists the day in pickup order', async () => {
    const calls = serve((method, path) => {
      if (path === '/driver/auth') return jsonResponse(200, { token: 'driver-token' });
      const date = /dutyDate=([\d-]+)/.exec(path)?.[1] ?? '';
      return jsonResponse(200, day(date));
    });
    renderWithClient(<DriverJobsPage />);
    fireEvent.change(screen.getByLabelText(/Driver number/), { target: { value: 'D001' } });
    fireEvent.change(screen.getByLabelText(/App password/), { target: { value: 'limo-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['07:15', '09:30']);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/driver/auth', body: { loginName: 'd001', password: 'limo-demo' }, auth: null });
    expect(calls.find((c) => c.path === `/driver/api/jobs?dutyDate=${today}`)?.auth).toBe('Bearer driver-token');
    expect(within(cards[0]).getByText(/Flight CX251 · ETA 06:55/)).toBeTruthy();
    expect(
      within(cards[1])
        .getByRole('link', { name: /Call Ms Lee/ })
        .getAttribute('href'),
    ).toBe('tel:+85261234567');
    expect(screen.getByText('Chan Tai Man', { exact: false })).toBeTruthy();
  });

  it("heads the page with the driver's name in the page's language: Chinese in zh-HK (issue 30)", async () => {
    serve((_method, path) => jsonResponse(200, day(/dutyDate=([\d-]+)/.exec(path)?.[1] ?? '')));
    signedIn('d001');
    renderWithClient(<DriverJobsPage />);
    expect(await screen.findByText('D001 Chan Tai Man')).toBeTruthy();
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      expect(await screen.findByText('D001 陳大文')).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('shows a mark at once, sends it with its clientEventId and disables the marks behind it', async () => {
    signedIn('d002');
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const calls = serve(async (method, path, body) => {
      if (method === 'POST') {
        await held;
        return jsonResponse(200, { orderVehicleId: 501, jobStatus: body?.jobStatus, ackTime: '2030-01-01T01:00:00.000Z' });
      }
      return jsonResponse(200, day(/dutyDate=([\d-]+)/.exec(path)?.[1] ?? ''));
    });
    renderWithClient(<DriverJobsPage />);
    const a = await card('HK-501');
    fireEvent.click(within(a).getByRole('button', { name: 'ACK' }));
    await waitFor(() => expect(within(a).getByRole('button', { name: 'ACK' })).toHaveProperty('disabled', true));
    expect(screen.getByText('1 waiting to send')).toBeTruthy();
    expect(within(a).getByText('Waiting to send')).toBeTruthy();
    expect(within(a).getByRole('button', { name: 'On the way' }).className).toMatch(/contained/);
    release();
    await screen.findByText('All sent');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/driver/api/jobs/501/progress');
    expect(post?.body).toMatchObject({ jobStatus: 'ACK' });
    expect(String(post?.body?.clientEventId)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps marks queued while offline and sends them in order when the network is back', async () => {
    signedIn('d003');
    let online = false;
    const calls = serve((method, path, body) => {
      if (method === 'POST') {
        if (!online) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { orderVehicleId: Number(path.split('/')[4]), jobStatus: body?.jobStatus });
      }
      return jsonResponse(200, day(/dutyDate=([\d-]+)/.exec(path)?.[1] ?? ''));
    });
    renderWithClient(<DriverJobsPage />);
    fireEvent.click(within(await card('HK-501')).getByRole('button', { name: 'ACK' }));
    fireEvent.click(within(await card('HK-502')).getByRole('button', { name: 'ACK' }));
    await screen.findByText('2 waiting to send');
    await screen.findByText('Office not reachable');
    online = true;
    window.dispatchEvent(new Event('online'));
    await screen.findByText('All sent');
    const sent = calls.filter((c) => c.method === 'POST');
    // The first mark went out again after each failed try, always ahead of the second, with the same event id.
    const last = sent.at(-1);
    expect(last?.path).toBe('/driver/api/jobs/502/progress');
    expect(sent.slice(0, -1).map((c) => c.path)).toEqual(Array(sent.length - 1).fill('/driver/api/jobs/501/progress'));
    expect(new Set(sent.slice(0, -1).map((c) => c.body?.clientEventId)).size).toBe(1);
  });

  it('tells the driver when the server refuses a mark, and puts the job back as the server has it', async () => {
    signedIn('d004');
    serve((method, path) =>
      method === 'POST'
        ? jsonResponse(409, { status: 409, message: 'The job is already completed' })
        : jsonResponse(200, day(/dutyDate=([\d-]+)/.exec(path)?.[1] ?? '')),
    );
    renderWithClient(<DriverJobsPage />);
    const a = await card('HK-501');
    fireEvent.click(within(a).getByRole('button', { name: 'Arrived' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Arrived on job HK-501 was not accepted: The job is already completed/);
    await waitFor(() => expect(within(a).getByRole('button', { name: 'Arrived' })).toHaveProperty('disabled', false));
    expect(outbox.items().filter((i) => i.driver === 'd004')).toEqual([]);
  });

  it('asks before a no-show', async () => {
    signedIn('d005');
    const calls = serve((method, path) => (method === 'POST' ? jsonResponse(200, {}) : jsonResponse(200, day(/dutyDate=([\d-]+)/.exec(path)?.[1] ?? ''))));
    renderWithClient(<DriverJobsPage />);
    fireEvent.click(within(await card('HK-502')).getByRole('button', { name: 'No-show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark no-show?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(await card('HK-502')).getByRole('button', { name: 'No-show' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Mark no-show?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body?.jobStatus)).toEqual(['NO_SHOW']));
  });

  it('queues mileage and petrol from their dialogs', async () => {
    signedIn('d006');
    const calls = serve((method, path, body) =>
      method === 'POST'
        ? jsonResponse(
            200,
            path.endsWith('mileage') ? { mileage: { startMileage: body?.startMileage ?? null, endMileage: body?.endMileage ?? null } } : { petrol: body },
          )
        : jsonResponse(200, day(/dutyDate=([\d-]+)/.exec(path)?.[1] ?? '')),
    );
    renderWithClient(<DriverJobsPage />);
    fireEvent.click(within(await card('HK-501')).getByRole('button', { name: 'Mileage' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Start (km)'), { target: { value: '1200' } });
    fireEvent.change(within(dialog).getByLabelText('End (km)'), { target: { value: '1100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end reading is below the start')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('End (km)'), { target: { value: '1250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Mileage 1200 to 1250 km');
    fireEvent.click(within(await card('HK-501')).getByRole('button', { name: 'Petrol' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Litres/), { target: { value: '12.5' } });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Petrol 12.5 L, HK$300.00');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, { ...c.body, clientEventId: 'x' }])).toEqual([
        ['/driver/api/jobs/501/mileage', { startMileage: 1200, endMileage: 1250, clientEventId: 'x' }],
        ['/driver/api/jobs/501/petrol', { litres: '12.5', amount: '300.00', clientEventId: 'x' }],
      ]),
    );
  });

  it('signs the driver out on a 401, keeping what waits to be sent', async () => {
    signedIn('d007');
    serve(() => jsonResponse(401, { message: 'expired' }));
    renderWithClient(<DriverJobsPage />);
    expect(await screen.findByText('Your sign-in has expired. Please sign in again.')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect((screen.getByLabelText(/Driver number/) as HTMLInputElement).value).toBe('D007');
  });
});
