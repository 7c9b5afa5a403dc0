import { ratesEn, ratesZhHK } from '@limo/domain/i18n/rates';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../../api/tokens';
import { registerTexts } from '../../i18n';
import { jsonResponse, renderWithClient } from '../../test/render';
import type { LoadedRate } from './rateApi';
import { RateEditor } from './RateEditor';
import { CLASS_RATE } from './rateKinds';

registerTexts(ratesEn, ratesZhHK);

// Issue 30 part 1: a rate extra (surcharge) has a Chinese description beside the English one, shown
// and edited in the rate's Surcharges list and saved with the rate.

const EXTRA = {
  id: 9,
  tariffRateId: 5,
  version: 0,
  extraType: 'TIME',
  extraCode: 'MIDNIGHT',
  extraDescEng: 'Midnight surcharge',
  extraDescChi: '深夜',
  fromTime: '23:00:00',
  toTime: '06:00:00',
  amount: '150.00',
  percent: null,
};
const RATE: LoadedRate = {
  record: { id: 5, version: 3, tariffId: 1, vehicleTypeId: 2, effectiveDate: '2030-01-01', transferAmt: '900.00' },
  lists: { tariffRateExtras: [EXTRA] },
};

/** The server: the rate saved answers itself with its rows; each body sent is kept. */
function serve() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/api/updateTariffRates/5')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        return jsonResponse(200, { ...body, id: 5, version: 4 });
      }
      return jsonResponse(200, { _embedded: {} });
    }),
  );
  tokens.set('t', 'r');
  return sent;
}

function open() {
  const router = createMemoryRouter(
    [
      {
        path: '/rate',
        element: <RateEditor kind={CLASS_RATE} loaded={RATE} fixed={{ tariffId: 1, vehicleTypeId: 2 }} canWrite title="Class rate" onSaved={() => undefined} />,
      },
    ],
    { initialEntries: ['/rate'] },
  );
  renderWithClient(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('tab', { name: /^Surcharges/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe("a rate extra's Chinese description", () => {
  it('is shown beside the English one, edited in place and saved with the rate', async () => {
    const sent = serve();
    open();
    expect((screen.getByRole('textbox', { name: 'Description (English), row 1' }) as HTMLInputElement).value).toBe('Midnight surcharge');
    const chinese = screen.getByRole('textbox', { name: 'Description (Chinese), row 1' }) as HTMLInputElement;
    expect(chinese.value).toBe('深夜');
    fireEvent.change(chinese, { target: { value: '深夜附加費' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].tariffRateExtras).toEqual([
      expect.objectContaining({ id: 9, extraCode: 'MIDNIGHT', extraDescEng: 'Midnight surcharge', extraDescChi: '深夜附加費' }),
    ]);
  });
});
