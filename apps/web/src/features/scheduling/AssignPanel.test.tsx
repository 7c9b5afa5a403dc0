import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ScheduleRow } from '@limo/domain';
import { schedulingEn, schedulingZhHK } from '@limo/domain/i18n/scheduling';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { registerTexts } from '../../i18n';
import '../../test/render';
import { AssignPanel } from './AssignPanel';
import { dutyOf, FIXTURE_DAY, scheduleRow } from './scheduleFixtures';
import type { ScheduleDay } from './schedulingApi';

registerTexts(schedulingEn, schedulingZhHK);

const D = FIXTURE_DAY;
const job: ScheduleRow = scheduleRow('09:00', '10:00', { orderVehicleId: 41, orderRefId: 'HK0041', version: 1 });
const duty = dutyOf;
/** Two drivers rostered 07:00-19:00; D001 is on approved annual leave that day (the roster was made before). */
const day: ScheduleDay = {
  date: D,
  schedules: [job],
  rosters: [{ ...duty(1, 1), onLeave: 'AL' }, duty(2, 2)],
  drivers: [
    { id: 1, driverNo: 'D001', driverNameEng: 'Chan Tai Man', driverNameChi: null, mobileNo: '91234567', onLeave: 'AL' },
    { id: 2, driverNo: 'D002', driverNameEng: 'Lee Siu Ming', driverNameChi: null, mobileNo: '91234568' },
  ],
  vehicles: [],
  vehicleTypes: [],
  vendors: [],
  leaves: [{ driverId: 1, leaveType: 'AL', fromDate: D, toDate: D }],
  parameters: { turnaroundMinutes: 15, smallVehicleMaxCapacity: 8, specialClientIds: [], filterClientIds: [] },
};

function show() {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter>
      <AssignPanel row={job} day={day} rows={[job]} knockOn={false} canWrite onClose={() => undefined} onSaved={() => undefined} onStale={() => undefined} />
    </MemoryRouter>,
  );
  return fetch;
}

/** Opens the driver typeahead's list (ArrowDown, as the keyboard does). */
async function driverOptions() {
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Driver' }), { key: 'ArrowDown' });
  return within(await screen.findByRole('listbox')).getAllByRole('option');
}

describe('the assignment dialog and approved leave', () => {
  it('lists a driver on leave as such, after the drivers on duty', async () => {
    show();
    const options = await driverOptions();
    expect(options.map((o) => o.textContent)).toEqual(['D002 Lee Siu Ming', 'D001 Chan Tai Man (on leave: AL)']);
    // The job's pick-up as every screen shows a date (issue 30), not the wire's 2030-03-10.
    expect(document.getElementById('assign-title')?.textContent).toContain('10/03/2030');
  });

  it('shows the ON_LEAVE clash before saving, and saves nothing by itself', async () => {
    const fetch = show();
    expect(screen.queryByTestId('clash-preview')).toBeNull();
    fireEvent.click((await driverOptions()).find((o) => o.textContent?.startsWith('D001')) as HTMLElement);
    const preview = screen.getByTestId('clash-preview');
    expect(preview.textContent).toContain('This would clash:');
    expect(preview.textContent).toContain(`D001 Chan Tai Man is on approved leave on 10/03/2030`);
    expect(fetch).not.toHaveBeenCalled();
    // The other driver, on duty and free: nothing to warn of.
    fireEvent.click((await driverOptions()).find((o) => o.textContent?.startsWith('D002')) as HTMLElement);
    expect(screen.queryByTestId('clash-preview')).toBeNull();
  });
});

describe('the assignment dialog and the vendor cost (issue 17)', () => {
  const vendorDay: ScheduleDay = { ...day, vendors: [{ id: 7, clientCode: 'OUS01', clientNameEng: 'Alpha Cars' }] };
  function showOutsourced(row: ScheduleRow, withVendors: ScheduleDay = vendorDay) {
    const fetch = vi.fn(async () => new Response(JSON.stringify(row), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    render(
      <MemoryRouter>
        <AssignPanel row={row} day={withVendors} rows={[row]} knockOn={false} canWrite onClose={() => undefined} onSaved={onSaved} onStale={() => undefined} />
      </MemoryRouter>,
    );
    return { fetch, onSaved };
  }
  const sent = (fetch: ReturnType<typeof vi.fn>) => JSON.parse(String((fetch.mock.calls[0] as unknown[] as [string, RequestInit])[1].body));

  it("names the vendor in the reader's language, offers both names and finds the Chinese one (issue 30)", async () => {
    const named: ScheduleDay = {
      ...vendorDay,
      vendors: [...vendorDay.vendors, { id: 8, clientCode: 'OUS02', clientNameEng: 'Beta Limo', clientNameChi: '貝達車行' }],
    };
    showOutsourced({ ...job, outsourceVendorId: 8, isOutsource: true }, named);
    const vendor = () => screen.getByRole('combobox', { name: i18next.t('sch.panel.vendor') }) as HTMLInputElement;
    expect(vendor().value).toBe('Beta Limo');
    await act(() => i18next.changeLanguage('zh-HK'));
    try {
      await waitFor(() => expect(vendor().value).toBe('貝達車行'));
      act(() => vendor().focus());
      fireEvent.change(vendor(), { target: { value: '貝達' } });
      const offered = () => within(document.getElementById(vendor().getAttribute('aria-controls') ?? '') as HTMLElement).getAllByRole('option');
      await waitFor(() => expect(offered().map((o) => o.textContent)).toEqual(['OUS02 貝達車行 Beta Limo']));
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('shows the saved cost and sends the cost typed with the outsourcing, as text with two decimals', async () => {
    const row = { ...job, outsourceVendorId: 7, isOutsource: true, outsourceCost: '450.00' };
    const { fetch, onSaved } = showOutsourced(row);
    const cost = screen.getByRole('textbox', { name: 'Vendor cost' });
    expect((cost as HTMLInputElement).value).toBe('450.00');
    fireEvent.change(cost, { target: { value: '480.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Outsource' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(fetch)).toMatchObject({ orderVehicleId: 41, outsourceVendorId: 7, outsourceCost: '480.50' });
  });

  it('sends no cost (null) when the field is empty', async () => {
    const { fetch, onSaved } = showOutsourced({ ...job, outsourceVendorId: 7, isOutsource: true, outsourceCost: null });
    fireEvent.click(screen.getByRole('button', { name: 'Outsource' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(fetch).outsourceCost).toBeNull();
  });

  it('refuses a negative or malformed cost with a clear message, sending nothing', () => {
    const { fetch } = showOutsourced({ ...job, outsourceVendorId: 7, isOutsource: true });
    for (const bad of ['-5', '12.345', 'abc']) {
      fireEvent.change(screen.getByRole('textbox', { name: 'Vendor cost' }), { target: { value: bad } });
      fireEvent.click(screen.getByRole('button', { name: 'Outsource' }));
      expect(screen.getByText('Write the vendor cost as an amount of 0.00 or more, such as 450.00')).toBeTruthy();
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the driver typeahead (issue 30)', () => {
  it('names a driver in both languages and finds the Chinese name or a full-width number', async () => {
    const named: ScheduleDay = { ...day, drivers: [day.drivers[0], { ...day.drivers[1], driverNameChi: '李小明' }] };
    vi.stubGlobal('fetch', vi.fn());
    render(
      <MemoryRouter>
        <AssignPanel
          row={job}
          day={named}
          rows={[job]}
          knockOn={false}
          canWrite
          onClose={() => undefined}
          onSaved={() => undefined}
          onStale={() => undefined}
        />
      </MemoryRouter>,
    );
    const input = screen.getByRole('combobox', { name: 'Driver' });
    const offered = () => screen.getAllByRole('option').map((o) => o.textContent);
    fireEvent.change(input, { target: { value: '小明' } });
    await waitFor(() => expect(offered()).toEqual(['D002 Lee Siu Ming 李小明']));
    fireEvent.change(input, { target: { value: 'ｄ００１' } });
    await waitFor(() => expect(offered()).toEqual(['D001 Chan Tai Man (on leave: AL)']));
  });
});
