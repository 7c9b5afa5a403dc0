import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { jsonResponse } from '../../test/render';
import type { TrackData } from './trackApi';
import TrackingPage, { POLL_MS } from './TrackingPage';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';

const trip = (over: Partial<TrackData> = {}): TrackData => ({
  status: 'ON_THE_WAY',
  pickupDate: '2030-03-04',
  pickupTime: '09:30',
  pickupText: 'Hong Kong International Airport T1',
  vehicleType: 'Mercedes E-Class',
  plate: 'AB1234',
  driverFirstName: 'Chan',
  position: { lat: 22.3, lng: 114.17, at: '2030-03-04T01:20:00.000Z', minutesAgo: 3 },
  hotline: '+852 2345 6789',
  ...over,
});

/** A stand-in server: each call answers the next of `answers` (the last one again when they run out). */
function serve(...answers: (() => Response)[]) {
  const calls: { url: string; language: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url: String(url), language: new Headers(init.headers).get('Accept-Language') });
      return answers[Math.min(calls.length, answers.length) - 1]();
    }),
  );
  return calls;
}

function open() {
  const router = createMemoryRouter([{ path: '/t/:token', element: <TrackingPage /> }], { initialEntries: [`/t/${TOKEN}`] });
  return render(<RouterProvider router={router} />);
}

async function axeViolations() {
  const { violations } = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'label-content-name-mismatch': { enabled: true }, 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

afterEach(async () => {
  await setLanguage('en');
});

describe('TrackingPage', () => {
  it('shows the state, pick-up, vehicle, plate, driver, the car on the map with its minutes and the hotline; passes the scan', async () => {
    const calls = serve(() => jsonResponse(200, trip()));
    open();
    expect((await screen.findByTestId('track-status')).textContent).toContain('Your driver is on the way');
    expect(calls[0].url).toBe(`/limo/public/track/${TOKEN}`);
    expect(calls[0].language).toBe('en');
    expect(screen.getByTestId('track-pickup-time').textContent).toContain('04/03/2030 at 09:30');
    expect(screen.getByTestId('track-pickup-place').textContent).toContain('Hong Kong International Airport T1');
    expect(screen.getByTestId('track-vehicle').textContent).toContain('Mercedes E-Class');
    expect(screen.getByTestId('track-plate').textContent).toContain('AB1234');
    expect(screen.getByTestId('track-driver').textContent).toContain('Chan');
    expect(screen.getByRole('region', { name: 'Map of your car' })).toBeTruthy();
    expect((await screen.findByRole('img', { name: 'Your car' })).getAttribute('data-lat')).toBe('22.3');
    expect(screen.getByTestId('track-seen').textContent).toContain('Position updated 3 min ago');
    expect(screen.getByRole('link', { name: 'Questions? Call +852 2345 6789' }).getAttribute('href')).toBe('tel:+85223456789');
    expect(await axeViolations()).toEqual([]);
  });

  it('in Chinese after the language button, asking the server in Chinese; passes the scan', async () => {
    const calls = serve(() => jsonResponse(200, trip({ status: 'ARRIVED', driverFirstName: '陳師傅', position: { ...trip().position!, minutesAgo: 0 } })));
    open();
    await screen.findByTestId('track-status');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Chinese' }));
    await waitFor(() => expect(screen.getByTestId('track-status').textContent).toContain('司機已到達'));
    await waitFor(() => expect(calls.at(-1)?.language).toBe('zh-HK'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('您的車輛');
    expect(screen.getByTestId('track-seen').textContent).toContain('位置剛剛更新');
    expect(screen.getByTestId('track-driver').textContent).toContain('陳師傅');
    expect(screen.getByRole('link', { name: '如有查詢，請致電 +852 2345 6789' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '切換至英文' }).textContent).toContain('English');
    expect(await axeViolations()).toEqual([]);
  });

  it('before a driver: no map, the plate and driver shown once assigned', async () => {
    serve(() => jsonResponse(200, trip({ status: 'CONFIRMED', plate: null, driverFirstName: null, position: undefined })));
    open();
    expect((await screen.findByTestId('track-status')).textContent).toContain('Confirmed: a driver will be assigned');
    expect(screen.queryByTestId('track-map')).toBeNull();
    expect(screen.getByTestId('track-plate').textContent).toContain('Shown once assigned');
    expect(screen.getByTestId('track-driver').textContent).toContain('Shown once assigned');
  });

  it('asks again every 10 seconds and moves the car; a lost connection keeps the last update with a note', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve(
      () => jsonResponse(200, trip()),
      () => jsonResponse(200, trip({ position: { lat: 22.31, lng: 114.18, at: '2030-03-04T01:21:00.000Z', minutesAgo: 0 } })),
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    open();
    await screen.findByTestId('track-status');
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your car' }).getAttribute('data-lat')).toBe('22.31'));
    expect(calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByText('Connection lost: showing the last update, trying again…')).toBeTruthy();
    expect(screen.getByTestId('track-plate').textContent).toContain('AB1234');
  });

  it.each([
    [404, 'unknown', 'Link not found', 'This tracking link is not known.'],
    [410, 'gone', 'Tracking closed', 'This trip has ended: the tracking link is closed.'],
  ] as const)('answers %i with its own page and asks no more; passes the scan', async (status, kind, title, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve(() => jsonResponse(status, { status, message, code: 'X' }));
    open();
    const page = await screen.findByTestId(`track-${kind}`);
    expect(page.textContent).toContain(title);
    expect(page.textContent).toContain(message);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 2));
    expect(calls).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });
});
