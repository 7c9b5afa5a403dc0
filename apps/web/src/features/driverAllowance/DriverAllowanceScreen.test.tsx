import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import DriverAllowanceScreen from './DriverAllowanceScreen';

const summary = [
  {
    driverId: 1,
    driverNo: 'D001',
    driverNameEng: 'Chan Tai Man',
    jobs: 2,
    jobAmount: '1234.50',
    ptDays: 0,
    ptAmount: '0.00',
    otMinutes: 75,
    otAmount: '93.75',
    otherAmount: '-50.00',
    total: '1278.25',
  },
  {
    driverId: 2,
    driverNo: 'D002',
    driverNameEng: 'Wong Fat',
    jobs: 1,
    jobAmount: '0.00',
    ptDays: 1,
    ptAmount: '300.00',
    otMinutes: 0,
    otAmount: '0.00',
    otherAmount: '0.00',
    total: '300.00',
  },
];
const footer = { jobs: 3, jobAmount: '1234.50', ptDays: 1, ptAmount: '300.00', otMinutes: 75, otAmount: '93.75', otherAmount: '-50.00', total: '1578.25' };
const detail = [
  {
    driverId: 1,
    date: '2030-05-02',
    kind: 'JOB',
    orderVehicleId: 7,
    allowanceRateId: 3,
    description: 'AIRPORT SALOON day',
    qty: 1,
    amount: '1234.50',
    orderRefId: 'HK300502-0001',
    pickupTime: '09:15:00',
  },
  {
    driverId: 1,
    date: '2030-05-02',
    kind: 'JOB',
    orderVehicleId: 8,
    allowanceRateId: null,
    description: 'Urban coach night',
    qty: 1,
    amount: '0.00',
    orderRefId: 'HK300502-0002',
    pickupTime: '23:30:00',
    noRate: true,
  },
  { driverId: 1, date: '2030-05-02', kind: 'OT', orderVehicleId: null, allowanceRateId: null, description: 'Overtime', qty: 75, amount: '93.75' },
  { driverId: 2, date: '2030-05-03', kind: 'PT_BASIC', orderVehicleId: null, allowanceRateId: null, description: 'Part-time basic', qty: 1, amount: '300.00' },
];
const monthly = [
  { driverId: 1, date: '2030-05-02', jobs: 2, jobAmount: '1234.50', ptAmount: '0.00', otMinutes: 75, otAmount: '93.75', otherAmount: '0.00', total: '1328.25' },
];

interface Sent {
  call: string;
  url: string;
  body: unknown;
}

/** The server of the allowance calls; `closed` is what the header says, `refuse` answers a call with an error. */
function serve(options: { rights?: string[]; closed?: boolean; refuse?: Record<string, { status: number; body: unknown }> } = {}) {
  const sent: Sent[] = [];
  let closed = options.closed ?? false;
  stubSignedIn(options.rights ?? ['DRIVERALLOWANCE'], (url, init) => {
    const call = url.replace(/^.*\/limo\/api\//, '').replace(/\?.*$/, '');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ call, url, body });
    const refusal = options.refuse?.[call];
    if (refusal) return jsonResponse(refusal.status, refusal.body);
    switch (call) {
      case 'getAllowanceHeader':
        return jsonResponse(200, { dateFrom: '2030-05-01', dateTo: '2030-05-31', branchId: 2, drivers: 2, total: '1578.25', closed });
      case 'getAllowanceDriverSummary':
        if (url.includes('format=xlsx'))
          return new Response('xlsx', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="allowance-2030-05.xlsx"' } });
        return jsonResponse(200, summary);
      case 'getAllowanceDriverFooter':
        return jsonResponse(200, footer);
      case 'getAllowanceDetail':
        return jsonResponse(200, detail);
      case 'getAllowanceDetailMonthly':
        return jsonResponse(200, monthly);
      case 'getAllowanceDriver':
        return jsonResponse(
          200,
          summary.map(({ driverId, driverNo, driverNameEng }) => ({
            driverId,
            driverNo,
            driverNameEng,
            driverNameChi: CHINESE[driverId],
            employmentType: 'FT',
          })),
        );
      case 'lookups/branches':
        return jsonResponse(200, { _embedded: { branches: [{ id: 2, branchCode: 'HK' }] } });
      case 'closeAllowanceMonth':
        closed = true;
        return jsonResponse(200, { month: '2030-05', branchId: 2, drivers: 2, total: '1578.25', closedBy: 'u', closedDt: '2030-06-01T02:00:00Z' });
      case 'reopenAllowanceMonth':
        closed = false;
        return jsonResponse(200, { month: '2030-05', branchId: 2, reopened: 2 });
      case 'getAllowanceOthers':
        return jsonResponse(200, []);
      case 'allowanceOtherGroupNatureMaps':
        return jsonResponse(200, {
          _embedded: {
            allowanceOtherGroupNatureMaps: [
              { id: 1, allowanceOtherGroupId: 10, allowanceOtherGroupNatureId: 1 },
              { id: 2, allowanceOtherGroupId: 20, allowanceOtherGroupNatureId: 2 },
            ],
          },
          page: { size: 100, totalElements: 2, totalPages: 1, number: 0 },
        });
      case 'lookups/drivers':
        return jsonResponse(200, {
          _embedded: {
            drivers: [
              { id: 1, driverNo: 'D001' },
              { id: 2, driverNo: 'D002' },
            ],
          },
        });
      case 'lookups/allowanceOtherGroups':
        return jsonResponse(200, {
          _embedded: {
            allowanceOtherGroups: [
              { id: 10, groupCode: 'MEAL' },
              { id: 20, groupCode: 'FINE' },
            ],
          },
        });
      case 'lookups/allowanceOtherGroupNatures':
        return jsonResponse(200, {
          _embedded: {
            allowanceOtherGroupNatures: [
              { id: 1, natureCode: 'LUNCH' },
              { id: 2, natureCode: 'SPEEDING' },
            ],
          },
        });
      case 'allowanceOtherGroupNature/1':
        return jsonResponse(200, { id: 1, natureCode: 'LUNCH', descEng: 'Lunch', defaultAmount: '45.00' });
      case 'upsertAllowanceOther':
        return jsonResponse(201, { id: 99 });
      default:
        return undefined;
    }
  });
  return sent;
}

/** The drivers' Chinese names, as getAllowanceDriver answers them (one has none). */
const CHINESE: Record<number, string | null> = { 1: '陳大文', 2: null };

/** Opens the screen, picks May 2030 and presses Show. */
async function showMay() {
  renderSignedIn(
    <MemoryRouter initialEntries={['/HR/driverAllowance']}>
      <DriverAllowanceScreen />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Month' }), { target: { value: '2030-05' } });
  expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('01/05/2030');
  expect((screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe('31/05/2030');
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  return screen.findByRole('table', { name: 'Summary' });
}

const calls = (sent: Sent[], call: string) => sent.filter((s) => s.call === call);

// Screens with dialogs and menus take a few seconds each on a busy machine.
describe('the driver allowance screen', { timeout: 20_000 }, () => {
  it('shows the header, one summary row per driver and the footer of the period', async () => {
    const sent = serve();
    const table = await showMay();
    expect(calls(sent, 'getAllowanceDriverSummary')[0].body).toEqual({ dateFrom: '2030-05-01', dateTo: '2030-05-31' });
    const header = screen.getByTestId('allowance-header');
    expect(within(header).getByTestId('allowance-total').textContent).toBe('Total:1,578.25');
    await waitFor(() => expect(within(header).getByText('HK')).toBeTruthy());
    expect(within(header).queryByText('Closed')).toBeNull();

    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toBe(['D001', 'Chan Tai Man', '2', '1,234.50', '0', '0.00', '1:15', '93.75', '-50.00', '1,278.25'].join(''));
    const foot = within(table).getByTestId('allowance-footer');
    expect(
      within(foot)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Totals', '3', '1,234.50', '1', '300.00', '1:15', '93.75', '-50.00', '1,578.25']);
  });

  it('finds a driver of the period by the Chinese name or a full-width English one, the option showing both names (issue 30 part 2)', async () => {
    serve();
    await showMay();
    const picker = screen.getByRole('combobox', { name: 'Driver' });
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: '陳大文' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['D001 Chan Tai Man 陳大文']));
    fireEvent.change(picker, { target: { value: 'ＷＯＮＧ' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['D002 Wong Fat']));
  });

  it('sorts the summary by a heading', async () => {
    serve();
    const table = await showMay();
    fireEvent.click(within(table).getByRole('button', { name: 'Total' }));
    fireEvent.click(within(table).getByRole('button', { name: 'Total' }));
    expect(within(table).getAllByRole('row')[1].textContent).toContain('D001');
    fireEvent.click(within(table).getByRole('button', { name: 'Total' }));
    expect(within(table).getAllByRole('row')[1].textContent).toContain('D002');
  });

  it('asks before closing the month, then closes it and reloads the figures', async () => {
    const sent = serve();
    await showMay();
    const headers = calls(sent, 'getAllowanceHeader').length;
    fireEvent.click(screen.getByRole('button', { name: 'Close month' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Close 2030-05 for every driver of the branch?');
    expect(calls(sent, 'closeAllowanceMonth')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await screen.findByText('2030-05 is closed (2 drivers).');
    expect(calls(sent, 'closeAllowanceMonth')[0].body).toEqual({ month: '2030-05' });
    await waitFor(() => expect(calls(sent, 'getAllowanceHeader').length).toBeGreaterThan(headers));
    await screen.findByText('Closed');
    // Without ALLOWANCEREOPEN the closed month cannot be reopened here.
    expect(screen.queryByRole('button', { name: 'Reopen month' })).toBeNull();
  });

  it('does not close when the confirmation is refused', async () => {
    const sent = serve();
    await showMay();
    fireEvent.click(screen.getByRole('button', { name: 'Close month' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(sent, 'closeAllowanceMonth')).toHaveLength(0);
  });

  it('shows the refusal of a month already closed', async () => {
    serve({ refuse: { closeAllowanceMonth: { status: 409, body: { code: 'MONTH_CLOSED', message: 'The month 2030-05 is already closed' } } } });
    await showMay();
    fireEvent.click(screen.getByRole('button', { name: 'Close month' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The month 2030-05 is already closed');
  });

  it('reopens a closed month for a user with ALLOWANCEREOPEN, after asking', async () => {
    const sent = serve({ rights: ['DRIVERALLOWANCE', 'ALLOWANCEREOPEN'], closed: true });
    await showMay();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close month' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen month' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await screen.findByText('2030-05 is open again (2 drivers).');
    expect(calls(sent, 'reopenAllowanceMonth')[0].body).toEqual({ month: '2030-05' });
  });

  it('flags the no-rate job line in the detail a summary row opens', async () => {
    serve();
    const table = await showMay();
    fireEvent.keyDown(within(table).getByRole('row', { name: 'Open the detail of driver D001' }), { key: 'Enter' });
    const lines = await screen.findByRole('table', { name: 'Lines of driver D001' });
    expect(screen.queryByRole('table', { name: 'Lines of driver D002' })).toBeNull();
    const noRate = within(lines)
      .getByText(/No rate/)
      .closest('tr') as HTMLElement;
    expect(noRate.textContent).toContain('HK300502-0002');
    expect(noRate.textContent).toContain('23:30');
    expect(noRate.querySelector('[data-testid="WarningAmberIcon"]')).not.toBeNull();
    expect(screen.getByText(/1 job line\(s\) matched no rate row/)).toBeTruthy();
    // The OT line shows its minutes as h:mm; the day's sum is in cents.
    expect(within(lines).getAllByText('Overtime', { selector: 'td' })[0].closest('tr')?.textContent).toContain('1:15');
    expect(within(lines).getByText('Total of 02/05/2030').closest('tr')?.textContent).toContain('1,328.25');
    fireEvent.click(screen.getByRole('button', { name: 'Show every driver' }));
    expect(await screen.findByRole('table', { name: 'Lines of driver D002' })).toBeTruthy();
  });

  it('shows the day-by-day rows', async () => {
    serve();
    await showMay();
    fireEvent.click(screen.getByRole('tab', { name: 'Day by day' }));
    const days = await screen.findByRole('table', { name: 'Days of driver D001' });
    expect(within(days).getAllByRole('row')[1].textContent).toBe(['02/05/2030', '2', '1,234.50', '0.00', '1:15', '93.75', '0.00', '1,328.25'].join(''));
  });

  it("titles each driver's part of the day-by-day and detail tabs in the reader's language (issue 30)", async () => {
    serve();
    await showMay();
    fireEvent.click(screen.getByRole('tab', { name: 'Day by day' }));
    const titles = () => screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    await waitFor(() => expect(titles()).toEqual(['D001 Chan Tai Man']));
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      await waitFor(() => expect(titles()).toEqual(['D001 陳大文']));
      // Without a Chinese name, the English one.
      fireEvent.click(screen.getByRole('tab', { name: '明細' }));
      await waitFor(() => expect(titles()).toEqual(['D001 陳大文', 'D002 Wong Fat']));
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it("names each driver of the summary and its print sheet in the reader's language (issue 30)", async () => {
    serve();
    const table = await showMay();
    let printed = '';
    const print = vi.fn(() => {
      printed = document.querySelector('body > .allowance-print')?.textContent ?? '';
    });
    vi.stubGlobal('print', print);
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      const names = () =>
        within(table)
          .getAllByRole('row')
          .slice(1, 3)
          .map((r) => within(r).getAllByRole('cell')[1].textContent);
      // Without a Chinese name, the English one.
      await waitFor(() => expect(names()).toEqual(['陳大文', 'Wong Fat']));
      fireEvent.click(screen.getByRole('button', { name: '列印' }));
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      expect(printed).toContain('陳大文');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('adds an other item with a nature of its group, then reloads the figures', async () => {
    const sent = serve();
    await showMay();
    const headers = calls(sent, 'getAllowanceHeader').length;
    fireEvent.click(screen.getByRole('button', { name: 'Other items' }));
    const list = await screen.findByRole('dialog');
    await within(list).findByText('No other items in this period.');
    expect(calls(sent, 'getAllowanceOthers')[0].body).toEqual({ dateFrom: '2030-05-01', dateTo: '2030-05-31' });
    fireEvent.click(within(list).getByRole('button', { name: 'Add item' }));
    const form = await screen.findByRole('dialog', { name: 'Add item' });

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getAllByText('Required').length).toBeGreaterThan(0);
    expect(calls(sent, 'upsertAllowanceOther')).toHaveLength(0);

    const driver = within(form).getByRole('combobox', { name: 'Driver' });
    fireEvent.focus(driver);
    fireEvent.click(await screen.findByRole('option', { name: 'D001 Chan Tai Man 陳大文' }));
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'MEAL' }));
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Nature' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['LUNCH']);
    fireEvent.click(options[0]);
    await within(form).findByText('Blank: the default 45.00');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Date' }), { target: { value: '2030-05-04' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls(sent, 'upsertAllowanceOther')).toHaveLength(1));
    expect(calls(sent, 'upsertAllowanceOther')[0].body).toEqual({
      driverId: 1,
      allowanceOtherGroupId: 10,
      allowanceOtherGroupNatureId: 1,
      otherDate: '2030-05-04',
      qty: 2,
      amount: null,
      remarks: null,
    });
    await waitFor(() => expect(calls(sent, 'getAllowanceHeader').length).toBeGreaterThan(headers));
    await waitFor(() => expect(calls(sent, 'getAllowanceOthers').length).toBe(2));
  });

  it('keeps a closed month’s other items unchangeable', async () => {
    serve({ closed: true });
    await showMay();
    fireEvent.click(screen.getByRole('button', { name: 'Other items' }));
    const list = await screen.findByRole('dialog');
    expect(within(list).getByText('The month is closed: reopen it to change its items.')).toBeTruthy();
    expect((within(list).getByRole('button', { name: 'Add item' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('prints the header, summary and footer only', async () => {
    serve();
    await showMay();
    let printed: Element | null = null;
    const print = vi.fn(() => {
      printed = document.querySelector('body > .allowance-print');
    });
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = printed as unknown as HTMLElement;
    expect(sheet.textContent).toContain('Driver Allowance');
    expect(sheet.textContent).toContain('1,578.25');
    expect(sheet.querySelector('[data-testid="allowance-footer"]')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('.allowance-print')).toBeNull());
  });

  it('exports the tab shown as .xlsx', async () => {
    const sent = serve();
    await showMay();
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = () => 'blob:x';
        static revokeObjectURL = () => undefined;
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(saved).toEqual(['allowance-2030-05.xlsx']));
    const call = sent.find((s) => s.url.includes('format=xlsx'));
    expect(call).toMatchObject({ call: 'getAllowanceDriverSummary', body: { dateFrom: '2030-05-01', dateTo: '2030-05-31' } });
  });
});
