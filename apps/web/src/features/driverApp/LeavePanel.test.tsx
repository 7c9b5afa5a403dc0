import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../../test/render';
import DriverJobsPage from './DriverJobsPage';
import { driverSession, TOKEN_KEY } from './driverSession';

const mine = [
  { id: 9, leaveType: 'AL', dateFrom: '2030-03-02', dateTo: '2030-03-04', days: 3, reason: 'Family trip', status: 'A', remarks: 'Enjoy' },
  { id: 8, leaveType: 'SL', dateFrom: '2030-02-10', dateTo: '2030-02-10', days: 1, reason: null, status: 'R', remarks: null },
];

interface Sent {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
}

function serve(post: { status: number; body: unknown } = { status: 201, body: { id: 10, status: 'P' } }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(url).replace(/^\/limo/, '');
      sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : null, auth: new Headers(init.headers).get('Authorization') });
      if (path === '/driver/api/leaves') return method === 'POST' ? jsonResponse(post.status, post.body) : jsonResponse(200, mine);
      if (path.startsWith('/driver/api/jobs'))
        return jsonResponse(200, { dutyDate: '2030-01-01', driver: { driverId: 1, driverNo: 'D001', driverNameEng: 'Chan' }, jobs: [] });
      return jsonResponse(200, {});
    }),
  );
  return sent;
}

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  localStorage.setItem('limo.driverLogin', 'd001');
  driverSession.reload();
});

const openLeave = async () => {
  renderWithClient(<DriverJobsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
  return screen.findByRole('form', { name: 'Request leave' });
};

describe('the driver page leave view', () => {
  it("lists the driver's own requests with their status and the office's remarks", async () => {
    const sent = serve();
    await openLeave();
    const list = await screen.findByRole('list', { name: 'My requests' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText('Approved')).toBeTruthy();
    expect(within(items[0]).getByText(/02\/03\/2030 – 04\/03\/2030 · 3 day\(s\)/)).toBeTruthy();
    expect(within(items[0]).getByText('Office: Enjoy')).toBeTruthy();
    expect(within(items[1]).getByText('Rejected')).toBeTruthy();
    expect(sent.find((s) => s.path === '/driver/api/leaves')?.auth).toBe('Bearer tok');
  });

  it('refuses a last day before the first, then sends the request and reloads the list', async () => {
    const sent = serve();
    const form = await openLeave();
    fireEvent.change(within(form).getByLabelText(/^From/), { target: { value: '2030-04-03' } });
    fireEvent.change(within(form).getByLabelText(/^To/), { target: { value: '2030-04-01' } });
    expect(await within(form).findByText('The last day is before the first.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/^To/), { target: { value: '2030-04-05' } });
    expect(within(form).getByText('3 calendar day(s); public holidays are not counted.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Wedding' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/driver/api/leaves',
          body: { leaveType: 'AL', dateFrom: '2030-04-03', dateTo: '2030-04-05', reason: 'Wedding' },
          auth: 'Bearer tok',
        },
      ]),
    );
    expect(await within(form).findByText('Request sent. The office will approve or reject it.')).toBeTruthy();
    await waitFor(() => expect(sent.filter((s) => s.method === 'GET' && s.path === '/driver/api/leaves')).toHaveLength(2));
  });

  it("shows the server's refusal", async () => {
    serve({ status: 400, body: { message: 'No working day in the range' } });
    const form = await openLeave();
    fireEvent.change(within(form).getByLabelText(/^From/), { target: { value: '2030-04-03' } });
    fireEvent.change(within(form).getByLabelText(/^To/), { target: { value: '2030-04-03' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The request was not accepted: No working day in the range');
  });

  it('says requests need a connection when the phone is offline', async () => {
    serve();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const form = await openLeave();
    expect(screen.getByText(/You are offline. Leave requests need a connection/)).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Send request' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes back to the jobs', async () => {
    serve();
    await openLeave();
    fireEvent.click(screen.getByRole('button', { name: 'Back to jobs' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Request leave' })).toBeNull());
    expect(screen.getByRole('tab', { name: /Today/ })).toBeTruthy();
  });
});
