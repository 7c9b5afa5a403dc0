import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate, operatorToday } from '@limo/domain';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { tokens } from '../../api/tokens';
import { jsonResponse, renderWithClient } from '../../test/render';
import DriverJobScreen from './DriverJobScreen';
import type { DriverJobDay, ReviewJob } from './driverJobModel';

const DAY = '2030-10-10';
const place = (locationId: number, code: string, name: string) => ({ locationId, code, name, address: null });
const job: ReviewJob = {
  orderVehicleId: 7,
  orderId: 3,
  orderRefId: 'HK301010-0001',
  pickupDate: DAY,
  pickupTime: '09:00',
  startTime: '08:30',
  endTime: '10:30',
  serviceType: 'Arrival',
  flightNo: 'CX101',
  flightEtaTime: '08:45',
  paxCount: 2,
  luggageCount: null,
  passengers: [{ name: 'Mr Chan', tel: null }],
  pickup: place(1, 'HKG', 'Airport'),
  stops: [],
  dropoff: place(2, 'PEN', 'Peninsula Hotel'),
  remarks: null,
  jobRemarks: null,
  contact: { name: null, tel: null },
  vehicleId: null,
  secondCall: false,
  licensePlateNo: 'AB123',
  jobStatus: 'ON_THE_WAY',
  ackTime: '2030-10-10T01:00:00.000Z',
  onTheWayTime: '2030-10-10T01:10:00.000Z',
  arrivedTime: null,
  pobTime: null,
  completedTime: null,
  noShowTime: null,
  mileage: { startMileage: 1200, endMileage: null },
  petrols: [{ id: 31, litres: '12.50', amount: '300.00', receiptNo: 'R1' }],
  driverJobId: 11,
  version: 4,
};
const day: DriverJobDay = { driver: { driverId: 5, driverNo: 'D001', driverNameEng: 'Chan Tai Man' }, dutyDate: DAY, jobs: [job] };

const DRIVERS = [
  { id: 5, driverNo: 'D001', driverNameEng: 'Chan Tai Man', driverNameChi: '陳大文' },
  { id: 6, driverNo: 'D002', driverNameEng: 'Lee Siu Ming', driverNameChi: '李小明' },
];

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** The server: drivers, the day, and `writes` answered in turn to every other call. */
function serve(writes: { status: number; body?: unknown }[] = []) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url.endsWith('/node/api/drivers')) return jsonResponse(200, { _embedded: { drivers: DRIVERS } });
      if (method === 'GET' && url.includes('/node/api/driverJobs/')) return jsonResponse(200, { ...day, dutyDate: url.slice(-10) });
      sent.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const next = writes.shift() ?? { status: 200, body: {} };
      return jsonResponse(next.status, next.body);
    }),
  );
  tokens.set('t', 'r');
  return sent;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function show(path: string) {
  return renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/operation/driverJob" element={<DriverJobScreen />} />
        <Route path="/operation/driverJob/:driverId/:dutyDate" element={<DriverJobScreen />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const typeTime = (label: string, value: string) => {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('the driver job screen', () => {
  it('has a page heading and asks for a driver on the bare address, with today as the date', async () => {
    serve();
    show('/operation/driverJob');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Driver Job');
    expect(screen.getByText('Choose a driver and a duty date to see the day’s jobs.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Duty date' }) as HTMLInputElement).value).toBe(formatDate(operatorToday()));
  });

  it('opens the driver and day the address names, then moves a day with the next day button', async () => {
    serve();
    show(`/operation/driverJob/5/${DAY}`);
    const card = await screen.findByRole('article', { name: '09:00 HK301010-0001' });
    expect(within(card).getByText('Airport → Peninsula Hotel · Vehicle AB123')).toBeTruthy();
    expect(within(card).getByText('On the way', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(within(card).getByTestId('ackTime-7').textContent).toBe('09:00');
    expect(within(card).getByTestId('onTheWayTime-7').textContent).toBe('09:10');
    expect(within(card).getByTestId('pobTime-7').textContent).toBe('–');
    expect(within(card).getByText('Mileage: 1200 km → –')).toBeTruthy();
    expect(within(card).getByText('300.00')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Driver' }) as HTMLInputElement).value).toBe('D001 Chan Tai Man 陳大文'));
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/operation/driverJob/5/2030-10-11'));
  });

  it("says whose day it is, the driver's name marked as data, not words to translate (issue 30, part 9)", async () => {
    serve();
    show(`/operation/driverJob/5/${DAY}`);
    const status = await screen.findByText(/^Jobs of/, { selector: '[role="status"]' });
    await waitFor(() => expect(status.querySelector('[translate="no"]')?.textContent).toBe('D001 - Chan Tai Man'));
    expect(status.textContent).toMatch(/^Jobs of D001 - Chan Tai Man on \d\d\/\d\d\/\d{4} · /);
  });

  it('shows both names of each driver and finds one by its Chinese name or full-width number (issue 30 part 2)', async () => {
    serve();
    show('/operation/driverJob');
    const picker = screen.getByRole('combobox', { name: 'Driver' });
    act(() => picker.focus());
    fireEvent.change(picker, { target: { value: '李小明' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['D002 Lee Siu Ming 李小明']));
    fireEvent.change(picker, { target: { value: 'Ｄ００１' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['D001 Chan Tai Man 陳大文']));
    fireEvent.click(screen.getByRole('option'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/operation/driverJob/5/${operatorToday()}`));
  });

  it('names the driver in Chinese for a zh-HK reader: first in the picker, alone in the day shown', async () => {
    await i18next.changeLanguage('zh-HK');
    try {
      serve();
      show(`/operation/driverJob/5/${DAY}`);
      const picker = screen.getByRole('combobox', { name: i18next.t('dj.driver') }) as HTMLInputElement;
      await waitFor(() => expect(picker.value).toBe('D001 陳大文 Chan Tai Man'));
      const status = await screen.findByText((_, el) => el?.getAttribute('role') === 'status' && Boolean(el.querySelector('[translate="no"]')));
      expect(status.querySelector('[translate="no"]')?.textContent).toBe('D001 - 陳大文');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('goes to the address of the driver chosen', async () => {
    serve();
    show('/operation/driverJob');
    const picker = screen.getByRole('combobox', { name: 'Driver' });
    fireEvent.change(picker, { target: { value: 'd001' } });
    fireEvent.click(await screen.findByRole('option', { name: 'D001 Chan Tai Man 陳大文' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/operation/driverJob/5/${operatorToday()}`));
  });

  it('refuses a stamp that goes back beside its field, then saves, shows the refusal and at last the success', async () => {
    const sent = serve([
      { status: 400, body: { status: 400, error: 'Bad Request', errors: ['The job is locked'] } },
      { status: 200, body: job },
    ]);
    show(`/operation/driverJob/5/${DAY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Correct job HK301010-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct job HK301010-0001' });
    typeTime('Arrived', '0905');
    expect(within(dialog).getByText('Earlier than On the way (09:10)')).toBeTruthy();
    fireEvent.submit(within(dialog).getByRole('textbox', { name: 'Arrived' }).closest('form') as HTMLFormElement);
    expect(sent).toEqual([]);

    typeTime('Arrived', '09:40');
    expect(within(dialog).queryByText(/Earlier than/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('The job is locked'));
    expect(sent[0]).toEqual({
      url: '/limo/api/updateOrderByDriverJob',
      method: 'POST',
      body: {
        orderVehicleId: 7,
        jobStatus: 'ON_THE_WAY',
        ackTime: '2030-10-10T01:00:00.000Z',
        onTheWayTime: '2030-10-10T01:10:00.000Z',
        arrivedTime: '2030-10-10T01:40:00.000Z',
        pobTime: null,
        completedTime: null,
        noShowTime: null,
      },
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job HK301010-0001 corrected.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves on Enter in the remarks (Shift+Enter is a new line) and closes on Escape', async () => {
    const sent = serve([{ status: 409, body: { status: 409, error: 'Conflict', message: 'The order changed meanwhile' } }]);
    show(`/operation/driverJob/5/${DAY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Correct job HK301010-0001' }));
    const dialog = await screen.findByRole('dialog');
    const remarks = within(dialog).getByRole('textbox', { name: 'Remarks' });
    fireEvent.change(remarks, { target: { value: 'Driver forgot to mark' } });
    fireEvent.keyDown(remarks, { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]);
    fireEvent.keyDown(remarks, { key: 'Enter' });
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('The order changed meanwhile'));
    expect(sent[0].body).toMatchObject({ remarks: 'Driver forgot to mark' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when a typed time is not a time, once the field is left', async () => {
    serve();
    show(`/operation/driverJob/5/${DAY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Correct job HK301010-0001' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'POB' });
    fireEvent.change(input, { target: { value: '9:7' } });
    expect(within(dialog).queryByText('Type a time as hhmm or hh:mm')).toBeNull();
    fireEvent.blur(input);
    expect(within(dialog).getByText('Type a time as hhmm or hh:mm')).toBeTruthy();
  });

  it('saves mileage and refuses an end below the start', async () => {
    const sent = serve();
    show(`/operation/driverJob/5/${DAY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit mileage HK301010-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mileage of job HK301010-0001' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'End (km)' }), { target: { value: '1100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Less than the start mileage')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'End (km)' }), { target: { value: '1260' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mileage of job HK301010-0001 saved.')).toBeTruthy();
    expect(sent).toEqual([{ url: '/limo/node/api/driverJobs/7/mileage', method: 'POST', body: { startMileage: 1200, endMileage: 1260 } }]);
  });

  it('adds and edits petrol as strings, and deletes a row after asking', async () => {
    const sent = serve();
    show(`/operation/driverJob/5/${DAY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add petrol HK301010-0001' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Litres' }), { target: { value: '12.5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Petrol of job HK301010-0001 saved.');
    expect(sent.pop()).toEqual({ url: '/limo/node/api/driverJobs/7/petrols', method: 'POST', body: { litres: '12.5', amount: '300.00', receiptNo: null } });

    fireEvent.click(screen.getByRole('button', { name: 'Edit petrol 1' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '3OO' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('An amount like 300.00')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '310.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.pop()).toEqual({ url: '/limo/node/api/driverJobPetrols/31', method: 'PUT', body: { litres: '12.50', amount: '310.50', receiptNo: 'R1' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete petrol 1' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Delete the petrol row of 12.50 litres, 300.00?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await screen.findByText('Petrol of job HK301010-0001 deleted.');
    expect(sent).toEqual([{ url: '/limo/node/api/driverJobPetrols/31', method: 'DELETE', body: undefined }]);
  });
});
