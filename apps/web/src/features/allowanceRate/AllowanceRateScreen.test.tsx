import { allowanceEn } from '@limo/domain/i18n/allowance';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '../../app/session/SessionContext';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import AllowanceRateScreen from './AllowanceRateScreen';

const version = (id: number, effDate: string, otHourlyRate = '85.00') => ({ id, effDate, otStandardMinutes: 600, otHourlyRate, remarks: null });

interface Sent {
  path: string;
  method: string;
  body: unknown;
}

/** The server of the rate card: the versions (a copy adds one), rows per version, the other groups. */
function serve() {
  const versions = [version(2, '2999-01-01', '90.00'), version(1, '2000-01-01')];
  const sent: Sent[] = [];
  stubSignedIn(['ALLOWANCERATE'], (url, init) => {
    const path = new URL(url, 'http://x').pathname.replace(/^.*\/api\//, '');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path: path + new URL(url, 'http://x').search, method, body });
    if (path === 'publicParameters') return jsonResponse(200, {});
    if (path === 'getAllowanceEffDates') return jsonResponse(200, versions);
    if (path === 'getAllowanceRates') return jsonResponse(200, []);
    if (path.startsWith('lookups/')) return jsonResponse(200, { _embedded: {} });
    if (path === 'copyAllowanceRates') {
      const made = version(3, (body as { effDate: string }).effDate);
      versions.unshift(made);
      return jsonResponse(201, made);
    }
    if (path === 'allowancePtBasics')
      return jsonResponse(200, {
        _embedded: {
          allowancePtBasics: [
            { id: 6, allowanceEffDateId: 1, seq: 2, allowanceVehicleTypeId: null, dailyAmount: '300.00' },
            { id: 5, allowanceEffDateId: 1, seq: 1, allowanceVehicleTypeId: 8, dailyAmount: '450.00' },
          ],
        },
        page: { totalPages: 1 },
      });
    if (path === 'allowanceOtherGroups')
      return jsonResponse(200, {
        _embedded: { allowanceOtherGroups: [{ id: 4, groupCode: 'FINE', descEng: 'Fines', descChi: '罰款', sign: -1 }] },
        page: { totalPages: 1 },
      });
    if (path === 'allowanceOtherGroupNatureMaps') return jsonResponse(200, [{ allowanceOtherGroupId: 4, allowanceOtherGroupNatureId: 9 }]);
    if (path === 'allowanceOtherGroupNatures')
      return jsonResponse(200, {
        _embedded: { allowanceOtherGroupNatures: [{ id: 9, natureCode: 'SPEED', descEng: 'Speeding', descChi: '超速', defaultAmount: '1000.00' }] },
        page: { totalPages: 1 },
      });
    return undefined;
  });
  return sent;
}

/** The screen once the user is known, as the shell's guard shows it. */
function Signed({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
}

const open = () =>
  renderSignedIn(
    <MemoryRouter initialEntries={['/HR/AllowanceRate']}>
      <Signed>
        <AllowanceRateScreen />
      </Signed>
    </MemoryRouter>,
  );

const picker = () => screen.getByRole('combobox', { name: 'Version (effective date)' });

beforeAll(() => {
  i18n.addResourceBundle('en', 'translation', allowanceEn, true, true);
});

describe('the allowance rate screen', () => {
  it('opens on the version in force today, with its overtime terms and rate rows', async () => {
    const sent = serve();
    open();
    await waitFor(() => expect(picker().textContent).toBe('01/01/2000 · in force'));
    expect(screen.getByTestId('ot-terms').textContent).toBe('Standard day 10:00 · overtime 85.00 an hour');
    await waitFor(() => expect(sent.find((s) => s.path === 'getAllowanceRates')?.body).toEqual({ allowanceEffDateId: 1 }));
    fireEvent.mouseDown(picker());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['01/01/2999 · future', '01/01/2000 · in force']);
  });

  it('copies the version to a new effective date in a dialog, then shows the new one', async () => {
    const sent = serve();
    open();
    await waitFor(() => expect(picker().textContent).toBe('01/01/2000 · in force'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy version' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Give the new effective date (dd/mm/yyyy).')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /New effective date/ }), { target: { value: '2998-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(picker().textContent).toBe('01/01/2998 · future'));
    expect(sent.find((s) => s.path === 'copyAllowanceRates')?.body).toEqual({ fromAllowanceEffDateId: 1, effDate: '2998-01-01' });
    await waitFor(() => expect(sent.filter((s) => s.path === 'getAllowanceRates').at(-1)?.body).toEqual({ allowanceEffDateId: 3 }));
  });

  it('lists the version’s part-time basics by seq, "Any" for no vehicle-type group', async () => {
    const sent = serve();
    open();
    await waitFor(() => expect(picker().textContent).toBe('01/01/2000 · in force'));
    fireEvent.click(screen.getByRole('tab', { name: 'Part-time basics' }));
    await waitFor(() => expect(screen.getAllByTestId('pt-basic-row').map((r) => r.textContent)).toEqual(['18450.00', '2Any300.00']));
    expect(sent.some((s) => s.path.startsWith('allowancePtBasics?') && s.path.includes('allowanceEffDateId=1'))).toBe(true);
  });

  it('shows the other groups with their natures, and the natures', async () => {
    serve();
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Other groups & natures' }));
    const groups = await screen.findByRole('table', { name: 'Other Allowance Group' });
    await waitFor(() => expect(within(groups).getAllByRole('row')[1].textContent).toBe('FINEFines罰款Deduction (−)SPEED'));
    const natures = screen.getByRole('table', { name: 'Other Allowance Nature' });
    expect(within(natures).getAllByRole('row')[1].textContent).toBe('SPEEDSpeeding超速1,000.00');
  });
});
