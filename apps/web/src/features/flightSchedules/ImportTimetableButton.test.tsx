import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../../api/tokens';
import { jsonResponse, renderWithClient } from '../../test/render';
import { ImportTimetableButton } from './ImportTimetableButton';

const CSV =
  'flightNo,origin,destination,scheduledDeparture,scheduledArrival,weekdays,validFrom,validTo,terminal\nCX251,LHR,HKG,19:25,15:50,1234567,2030-01-01,,T1\n';

function serve(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!url.endsWith('/api/importFlightSchedules')) return jsonResponse(404, {});
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse(status, body);
    }),
  );
  tokens.set('t', 'r');
  return sent;
}

async function pickAndConfirm(name = 'timetable.csv') {
  renderWithClient(<ImportTimetableButton />);
  fireEvent.change(screen.getByLabelText('Import CSV', { selector: 'input' }), { target: { files: [new File([CSV], name, { type: 'text/csv' })] } });
  const confirm = await screen.findByRole('dialog', { name: 'Import the timetable' });
  expect(within(confirm).getByText(/Import timetable\.csv\?/)).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ImportTimetableButton', () => {
  it('sends the file as it is after the confirmation, and says what was imported', async () => {
    const sent = serve(200, { rows: 1, inserted: 1, replaced: 0 });
    await pickAndConfirm();
    expect(await screen.findByText('Flights imported: 1 (1 new, 0 replaced).')).toBeTruthy();
    expect(sent).toEqual([{ csv: CSV }]);
  });

  it('lists every row and column the server refused', async () => {
    serve(400, {
      status: 400,
      message: 'Nothing was imported: row 3, column scheduledDeparture: Departs must be a time HH:mm:ss',
      errors: ['row 3, column scheduledDeparture: Departs must be a time HH:mm:ss', 'row 5, column origin: Origin is required'],
    });
    await pickAndConfirm();
    const dialog = await screen.findByRole('dialog', { name: 'Nothing was imported. Fix these rows and import the file again:' });
    expect(dialog.textContent).toContain('row 3, column scheduledDeparture: Departs must be a time HH:mm:ss');
    expect(dialog.textContent).toContain('row 5, column origin: Origin is required');
  });

  it('sends nothing when the confirmation is declined', async () => {
    const sent = serve(200, { rows: 1, inserted: 1, replaced: 0 });
    renderWithClient(<ImportTimetableButton />);
    fireEvent.change(screen.getByLabelText('Import CSV', { selector: 'input' }), { target: { files: [new File([CSV], 'x.csv')] } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
  });
});
