import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { operatorToday } from '@limo/domain/rules/operator-time';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../app/session/SessionContext';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import LeaveApprovalScreen from './LeaveApprovalScreen';

const YEAR = Number(operatorToday().slice(0, 4));
const FROM = `${YEAR}-03-02`;
const TO = `${YEAR}-03-04`;
const leave = {
  id: 7,
  driverId: 1,
  leaveType: 'AL',
  dateFrom: FROM,
  dateTo: TO,
  days: 3,
  reason: 'Family trip',
  status: 'P',
  remarks: null,
  decidedBy: null,
  decidedDt: null,
};
const quotaRow = (driverId: number, leaveType: string, quotaDays: number, takenDays: number) => ({
  driverId,
  driverNo: `D00${driverId}`,
  driverNameEng: driverId === 1 ? 'Chan Tai Man' : 'Lee Siu Ming',
  driverNameChi: driverId === 1 ? '陳大文' : null,
  year: YEAR,
  leaveType,
  quotaDays,
  takenDays,
  balanceDays: quotaDays - takenDays,
});
const quotas = [quotaRow(1, 'AL', 14, 10), quotaRow(1, 'SL', 12, 0), quotaRow(2, 'AL', 0, 0), quotaRow(2, 'SL', 0, 0)];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The server of the screen: leaves, quotas, drivers, jobs; `decision` answers approveLeave and rejectLeave. */
function serve(rights: string[], decision: { status: number; body: unknown } = { status: 200, body: {} }, leaves: object[] = [leave]) {
  const sent: Sent[] = [];
  stubSignedIn(rights, (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^\/limo/, '');
    if (method !== 'GET') sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.startsWith('/api/leaves?'))
      return jsonResponse(200, { _embedded: { leaves }, page: { size: 20, totalElements: leaves.length, totalPages: 1, number: 0 } });
    if (path.startsWith('/node/api/leaveQuota/')) {
      if (method === 'GET') return jsonResponse(200, quotas);
      return jsonResponse(200, []);
    }
    if (path.startsWith('/api/leaveQuotas'))
      return jsonResponse(200, { _embedded: { leaveQuotas: [{ id: 1, driverId: 1, leaveType: 'AL', year: YEAR, quotaDays: 14 }] }, page: { totalPages: 1 } });
    if (path === '/api/lookups/drivers')
      return jsonResponse(200, {
        _embedded: {
          drivers: [
            { id: 1, driverNo: 'D001', driverNameEng: 'Chan Tai Man', driverNameChi: '陳大文' },
            { id: 2, driverNo: 'D002', driverNameEng: 'Lee Siu Ming', driverNameChi: '李小明' },
            { id: 3, driverNo: 'D003', driverNameEng: 'Wong Ka Fai', driverNameChi: null },
          ],
        },
      });
    if (path.startsWith('/api/leaveJobs/')) return jsonResponse(200, [{ orderVehicleId: 501, orderRefId: 'HK0501', pickupDate: FROM, pickupTime: '09:30:00' }]);
    if (path.startsWith('/api/approveLeave/') || path.startsWith('/api/rejectLeave/')) return jsonResponse(decision.status, decision.body);
    return undefined;
  });
  return sent;
}

/** The shell's guard: the screen shows once the user (and their rights) is loaded. */
function WhenSignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
}

const show = () =>
  renderSignedIn(
    <MemoryRouter>
      <WhenSignedIn>
        <LeaveApprovalScreen />
      </WhenSignedIn>
    </MemoryRouter>,
  );

const requestRow = async () => {
  const cell = await screen.findByText('Family trip');
  return cell.closest('tr') as HTMLElement;
};

describe('LeaveApprovalScreen', () => {
  it('finds a driver by the Chinese name in the filter and the new request, each option showing both names (issue 30 part 2)', async () => {
    serve(['LEAVEAPPROVAL']);
    show();
    await requestRow();
    const filter = screen.getByRole('combobox', { name: 'Driver' });
    act(() => filter.focus());
    fireEvent.change(filter, { target: { value: '李小明' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['D002 Lee Siu Ming 李小明']));
    fireEvent.keyDown(filter, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'New request' }));
    const dialog = await screen.findByRole('dialog', { name: 'New leave request' });
    const picker = within(dialog).getByRole('combobox', { name: /^Driver/ });
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: '陳大文' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['D001 Chan Tai Man 陳大文']));
    fireEvent.click(screen.getByRole('option'));
    expect((picker as HTMLInputElement).value).toBe('D001 Chan Tai Man 陳大文');
  });

  it("names each request's driver in the reader's language: Chinese in zh-HK (English without one), English in English (issue 30 part 2)", async () => {
    const leaves = [leave, { ...leave, id: 8, driverId: 3, reason: 'Wedding' }];
    serve(['LEAVEAPPROVAL'], undefined, leaves);
    show();
    const driverOf = async (reason: string) => within((await screen.findByText(reason)).closest('tr') as HTMLElement).getAllByRole('cell')[0].textContent;
    await waitFor(async () => expect(await driverOf('Family trip')).toBe('D001 Chan Tai Man'));
    expect(await driverOf('Wedding')).toBe('D003 Wong Ka Fai');
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      await waitFor(async () => expect(await driverOf('Family trip')).toBe('D001 陳大文'));
      expect(await driverOf('Wedding')).toBe('D003 Wong Ka Fai');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('lists a pending request with its driver, balance and the jobs already assigned', async () => {
    serve(['LEAVEAPPROVAL']);
    show();
    const row = await requestRow();
    expect(within(row).getByText('D001 Chan Tai Man')).toBeTruthy();
    expect(await within(row).findByText('4 of 14 days left')).toBeTruthy();
    expect(within(row).getByText('1 after approval')).toBeTruthy();
    expect(await within(row).findByText('1 job')).toBeTruthy();
  });

  it('approves after the confirmation, with the remarks, and lists the jobs with a link to their grid', async () => {
    const job = { orderVehicleId: 501, orderRefId: 'HK-501', pickupDate: FROM, pickupTime: '09:30:00' };
    const sent = serve(['LEAVEAPPROVAL'], { status: 200, body: { leave: { ...leave, status: 'A' }, jobs: [job] } });
    show();
    const row = await requestRow();
    fireEvent.click(within(row).getByRole('button', { name: /^Approve/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Approve Annual leave of D001 Chan Tai Man/).textContent).toMatch(/ \(3 days\)\?$/);
    // The jobs inside the leave are listed before approving, to reassign first.
    expect(await within(dialog).findByText('The driver has 1 job inside this leave: reassign it first.')).toBeTruthy();
    expect(within(dialog).getByText(/HK0501/)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Scheduling grid of/ })
        .getAttribute('href'),
    ).toBe(`/operation/scheduling?date=${FROM}`);
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Remarks (optional)'), { target: { value: 'Enjoy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: '/api/approveLeave/7', body: { remarks: 'Enjoy' } }]));
    const jobs = await screen.findByRole('dialog', { name: 'Jobs already assigned on the leave days' });
    const link = within(jobs).getByRole('link', { name: /Scheduling grid of/ });
    expect(link.getAttribute('href')).toBe(`/operation/scheduling?date=${FROM}`);
    expect(within(jobs).getByText(/HK-501/)).toBeTruthy();
  });

  it('says "1 day" for a one-day leave, in the approval and the rejection', async () => {
    serve(['LEAVEAPPROVAL'], undefined, [{ ...leave, dateTo: FROM, days: 1 }]);
    show();
    const row = await requestRow();
    const dmy = `${FROM.slice(8, 10)}/${FROM.slice(5, 7)}/${YEAR}`;
    fireEvent.click(within(row).getByRole('button', { name: /^Approve/ }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Approve Annual leave/).textContent).toBe(`Approve Annual leave of D001 Chan Tai Man, ${dmy} to ${dmy} (1 day)?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(row).getByRole('button', { name: /^Reject/ }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Reject Annual leave/).textContent).toBe(`Reject Annual leave of D001 Chan Tai Man, ${dmy} to ${dmy} (1 day)?`);
  });

  it('shows QUOTA_EXCEEDED clearly when approving beyond the balance', async () => {
    serve(['LEAVEAPPROVAL'], {
      status: 409,
      body: { code: 'QUOTA_EXCEEDED', message: 'Annual leave of 3 days exceeds the balance of 2 days (quota 14, taken 12)' },
    });
    show();
    fireEvent.click(within(await requestRow()).getByRole('button', { name: /^Approve/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Quota exceeded: not approved');
    expect(alert.textContent).toContain('exceeds the balance of 2 days');
  });

  it('does nothing when the confirmation is answered No, and rejects only with a reason', async () => {
    const sent = serve(['LEAVEAPPROVAL'], { status: 200, body: { leave: { ...leave, status: 'R' } } });
    show();
    const row = await requestRow();
    fireEvent.click(within(row).getByRole('button', { name: /^Approve/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(row).getByRole('button', { name: /^Reject/ }));
    const dialog = await screen.findByRole('dialog');
    // A rejection asks the driver's reason: Yes waits for it.
    expect(within(dialog).getByRole('button', { name: 'Yes' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason for the driver/), { target: { value: '  ' } });
    expect(within(dialog).getByRole('button', { name: 'Yes' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason for the driver/), { target: { value: 'Peak season' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: '/api/rejectLeave/7', body: { remarks: 'Peak season' } }]));
    expect(await screen.findByText('Leave rejected.')).toBeTruthy();
  });

  it("finds a driver's quotas by either name, each shown in the reader's language (issue 30 part 2)", async () => {
    serve(['LEAVEAPPROVAL']);
    show();
    fireEvent.click(await screen.findByRole('tab', { name: 'Quotas' }));
    const table = await screen.findByRole('table', { name: `Quotas ${YEAR}` });
    const drivers = () =>
      within(table)
        .getAllByRole('row')
        .slice(2)
        .map((r) => within(r).getAllByRole('cell')[0].textContent);
    await waitFor(() => expect(drivers()).toEqual(['D001 Chan Tai Man', 'D002 Lee Siu Ming']));
    fireEvent.change(screen.getByRole('textbox', { name: 'Find driver' }), { target: { value: '陳大文' } });
    expect(drivers()).toEqual(['D001 Chan Tai Man']);
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      fireEvent.change(screen.getByRole('textbox', { name: i18next.t('leave.quota.filter') }), { target: { value: 'ｃｈａｎ' } });
      expect(drivers()).toEqual(['D001 陳大文']);
      fireEvent.change(screen.getByRole('textbox', { name: i18next.t('leave.quota.filter') }), { target: { value: '' } });
      expect(drivers()).toEqual(['D001 陳大文', 'D002 Lee Siu Ming']);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('shows the quotas read-only without DRIVERROSTERHR', async () => {
    serve(['LEAVEAPPROVAL']);
    show();
    fireEvent.click(await screen.findByRole('tab', { name: 'Quotas' }));
    expect(await screen.findByText('Read only: changing quotas needs the right DRIVERROSTERHR.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save quotas/ })).toBeNull();
    expect(screen.queryByLabelText('D001 AL quota days')).toBeNull();
  });

  it('saves changed quotas with PUT and new ones with POST', async () => {
    const sent = serve(['LEAVEAPPROVAL', 'DRIVERROSTERHR']);
    show();
    fireEvent.click(await screen.findByRole('tab', { name: 'Quotas' }));
    fireEvent.change(await screen.findByLabelText('D001 AL quota days'), { target: { value: '16' } });
    fireEvent.change(screen.getByLabelText('D002 SL quota days'), { target: { value: '10' } });
    const save = screen.getByRole('button', { name: /Save quotas/ });
    await waitFor(() => expect(save.textContent).toContain('(2)'));
    fireEvent.click(save);
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: `/node/api/leaveQuota/${YEAR}`, body: [{ driverId: 2, leaveType: 'SL', quotaDays: 10 }] },
        { method: 'PUT', path: `/node/api/leaveQuota/${YEAR}`, body: [{ driverId: 1, leaveType: 'AL', quotaDays: 16 }] },
      ]),
    );
    expect(await screen.findByText('Quotas saved: 1 created, 1 changed.')).toBeTruthy();
  });
});
