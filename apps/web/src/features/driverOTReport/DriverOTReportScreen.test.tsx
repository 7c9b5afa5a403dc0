import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import DriverOTReportScreen from './DriverOTReportScreen';

const results = [
  {
    driverId: 2,
    driverNo: 'D010',
    driverNameEng: 'Wong Fat',
    date: '2030-05-02',
    dutyTime: '08:00:00',
    offDutyTime: '20:10:00',
    workedMinutes: 730,
    otMinutes: 120,
    otAmount: '150.00',
  },
  {
    driverId: 1,
    driverNo: 'D002',
    driverNameEng: 'Chan Tai Man',
    driverNameChi: '陳大文',
    date: '2030-05-01',
    dutyTime: '22:00:00',
    offDutyTime: '09:00:00',
    workedMinutes: 660,
    otMinutes: 60,
    otAmount: '1075.50',
  },
];

function serve() {
  const sent: { url: string; body: unknown }[] = [];
  stubSignedIn(['DRIVEROTRPT'], (url, init) => {
    // DRIVEROTRPT alone reads nothing naming drivers: the screen never asks the drivers' lookups (a 403), the report names them.
    if (url.includes('/lookups/')) sent.push({ url, body: undefined });
    if (!url.includes('/reports/driverOT')) return undefined;
    sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const format = /format=(\w+)/.exec(url)?.[1];
    if (format) return new Response(format, { status: 200, headers: { 'Content-Disposition': `attachment; filename="driver-ot.${format}"` } });
    return jsonResponse(200, { _embedded: { driverOTResults: results }, totals: { otMinutes: 180, otAmount: '1225.50' } });
  });
  return sent;
}

async function showMay() {
  renderSignedIn(
    <MemoryRouter initialEntries={['/report/DriverOTReport']}>
      <DriverOTReportScreen />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Month' }), { target: { value: '2030-05' } });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  return screen.findByRole('table', { name: 'Driver overtime' });
}

// Screens with dialogs and menus take a few seconds each on a busy machine.
describe('the driver overtime report', { timeout: 20_000 }, () => {
  it('lists overtime per driver and day with the totals, sortable by any column', async () => {
    const sent = serve();
    const table = await showMay();
    expect(sent.map((c) => c.url.replace(/\?.*/, ''))).toEqual(['/limo/api/reports/driverOT']);
    expect(sent[0].body).toEqual({ dateFrom: '2030-05-01', dateTo: '2030-05-31' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent);
    expect(rows()[1]).toBe(['D002', 'Chan Tai Man', '01/05/2030', '22:00', '09:00', '11:00', '1:00', '1,075.50'].join(''));
    expect(within(table).getByTestId('ot-totals').textContent).toBe(['Totals', '23:10', '3:00', '1,225.50'].join(''));

    fireEvent.click(within(table).getByRole('button', { name: 'OT (h:mm)' }));
    expect(rows()[1]).toContain('D002');
    fireEvent.click(within(table).getByRole('button', { name: 'OT (h:mm)' }));
    expect(rows()[1]).toContain('D010');
    fireEvent.click(within(table).getByRole('button', { name: 'OT Amount' }));
    expect(rows()[1]).toContain('D010');
  });

  it("names each driver in the reader's language: Chinese in zh-HK, English without one (issue 30)", async () => {
    serve();
    await showMay();
    const names = () =>
      within(screen.getByRole('table', { name: i18next.t('driverOT.table') }))
        .getAllByRole('row')
        .slice(1, 3)
        .map((r) => within(r).getAllByRole('cell')[1].textContent);
    expect(names()).toEqual(['Chan Tai Man', 'Wong Fat']);
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      await waitFor(() => expect(names()).toEqual(['陳大文', 'Wong Fat']));
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('filters by a driver the report named and downloads Excel and PDF', async () => {
    const sent = serve();
    await showMay();
    const driver = screen.getByRole('combobox', { name: 'Driver' });
    fireEvent.focus(driver);
    fireEvent.click(await screen.findByRole('option', { name: 'D010 Wong Fat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(sent.at(-1)?.body).toEqual({ dateFrom: '2030-05-01', dateTo: '2030-05-31', driverId: 2 }));

    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = () => 'blob:x';
        static revokeObjectURL = () => undefined;
      },
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(saved).toEqual(['driver-ot.xlsx']));
    // The file is saved before the export settles; the buttons stay disabled until it has.
    await waitFor(() => expect(screen.getByRole('button', { name: 'PDF' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saved).toEqual(['driver-ot.xlsx', 'driver-ot.pdf']));
    expect(sent.filter((s) => s.url.includes('format=')).map((s) => [s.url.replace(/^.*\/limo/, ''), s.body])).toEqual([
      ['/api/reports/driverOT?format=xlsx', { dateFrom: '2030-05-01', dateTo: '2030-05-31', driverId: 2 }],
      ['/api/reports/driverOT?format=pdf', { dateFrom: '2030-05-01', dateTo: '2030-05-31', driverId: 2 }],
    ]);
  });
});
