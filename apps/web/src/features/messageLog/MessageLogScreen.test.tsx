import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubSignedIn } from '../../test/render';
import { showScreen, SLOW } from '../batchVoid/screenTestKit';
import type { MessageRow } from './messageLogApi';
import MessageLogScreen from './MessageLogScreen';

const message = (id: number, over: Partial<MessageRow> = {}): MessageRow => ({
  id,
  kind: 'ASSIGNED',
  channel: 'EMAIL',
  recipient: 'brenda@hkjc.example',
  recipientName: 'Brenda Booker',
  language: 'en',
  subject: 'Your driver for booking HK0040',
  body: 'Booking HK0040: your driver is Chan. Follow the car: https://limo.example.hk/t/abc',
  orderId: 40,
  orderRefId: 'HK0040',
  orderVehicleId: 41,
  status: 'SENT',
  attempts: 1,
  nextAttemptDt: '2030-03-01T01:02:03.000Z',
  lastError: null,
  sentDt: '2030-03-01T01:02:04.000Z',
  createDt: '2030-03-01T01:02:03.000Z',
  ...over,
});

/** Signs in a dispatcher and answers the log's calls from `rows`; every call is kept. */
function serve(rows: MessageRow[]) {
  const calls: { method: string; path: string }[] = [];
  stubSignedIn(['ORDERING'], (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^\/limo/, '');
    calls.push({ method, path });
    if (method === 'GET' && path.startsWith('/api/messages?')) {
      const q = new URL(path, 'http://x').searchParams;
      const found = rows.filter((r) => !q.get('status') || r.status === q.get('status'));
      return jsonResponse(200, { _embedded: { messages: found }, page: { size: 20, totalElements: found.length, totalPages: 1, number: 0 } });
    }
    const retry = /^\/api\/messages\/(\d+)\/retry$/.exec(path);
    if (retry && method === 'POST') {
      const row = rows.find((r) => r.id === Number(retry[1])) as MessageRow;
      Object.assign(row, { status: 'PENDING', attempts: 0 });
      return jsonResponse(200, row);
    }
    return undefined;
  });
  return { calls, gets: () => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/messages?')).map((c) => c.path) };
}

const table = () => screen.findByRole('table', {}, SLOW);
const rowOf = async (text: string) => (await within(await table()).findByText(text, {}, SLOW)).closest('tr') as HTMLElement;

describe('MessageLogScreen', { timeout: 30_000 }, () => {
  it('lists when, kind, channel, to whom, order, status, tries and error, and passes the accessibility scan', async () => {
    serve([message(5, { status: 'FAILED', channel: 'SMS', recipient: '9123 4567', attempts: 5, lastError: '550 mailbox unavailable' }), message(4)]);
    showScreen(<MessageLogScreen />);
    expect(await screen.findByRole('table', { name: 'Messages to bookers and passengers' }, SLOW)).toBeTruthy();
    const failed = await rowOf('9123 4567');
    expect([...failed.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      '01/03/2030 09:02',
      'Driver assigned',
      'SMS',
      'Brenda Booker9123 4567',
      'HK0040',
      'Failed',
      '5',
      '550 mailbox unavailable',
      'ViewRetry',
    ]);
    // A sent message is not sent again.
    expect(within(await rowOf('brenda@hkjc.example')).queryByRole('button', { name: 'Retry message 4' })).toBeNull();
    const { violations } = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('asks the server with the filters: status, and the search once typing pauses', async () => {
    const { gets } = serve([message(5, { status: 'FAILED' }), message(4)]);
    showScreen(<MessageLogScreen />);
    await rowOf('Sent');
    expect(gets()).toEqual(['/api/messages?page=0&size=20']);
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(gets()).toContain('/api/messages?status=FAILED&page=0&size=20'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'brenda' } });
    await waitFor(() => expect(gets()).toContain('/api/messages?status=FAILED&search=brenda&page=0&size=20'), SLOW);
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Sent')).toBeNull());
  });

  it('sends a failed message again after a confirmation, says so and reads the log again', async () => {
    const { calls, gets } = serve([message(5, { status: 'FAILED', attempts: 5, lastError: 'refused' })]);
    showScreen(<MessageLogScreen />);
    fireEvent.click(within(await rowOf('Failed')).getByRole('button', { name: 'Retry message 5' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send the message "Driver assigned" to brenda@hkjc.example again?')).toBeTruthy();
    const before = gets().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Message 5 is waiting to be sent again.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/api/messages/5/retry' }]);
    await waitFor(() => expect(gets().length).toBeGreaterThan(before));
    expect(await rowOf('Waiting')).toBeTruthy();
  });

  it('shows a message whole in a dialog: to whom, subject, text', async () => {
    serve([message(4)]);
    showScreen(<MessageLogScreen />);
    fireEvent.click(within(await rowOf('Sent')).getByRole('button', { name: 'View message 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message 4' });
    expect(within(dialog).getByText('To: Brenda Booker <brenda@hkjc.example>')).toBeTruthy();
    expect(within(dialog).getByText('Subject: Your driver for booking HK0040')).toBeTruthy();
    expect(within(dialog).getByText(/Follow the car: https:\/\/limo.example.hk\/t\/abc/)).toBeTruthy();
  });

  it('speaks Chinese in zh-HK', async () => {
    serve([message(5, { status: 'FAILED', kind: 'ON_THE_WAY', channel: 'SMS' })]);
    showScreen(<MessageLogScreen />);
    await rowOf('Failed');
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      const row = await rowOf('發送失敗');
      expect(within(row).getByText('車輛正在途中')).toBeTruthy();
      expect(within(row).getByText('短訊')).toBeTruthy();
      expect(screen.getByRole('table', { name: '給訂車人及乘客的訊息' })).toBeTruthy();
      expect(within(row).getByRole('button', { name: '重試訊息 5' })).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
