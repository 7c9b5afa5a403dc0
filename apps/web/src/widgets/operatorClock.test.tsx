// Widgets show and default to the operator's clock (Hong Kong), whatever zone the browser is in.
import { HK_MIDNIGHT_PAST, restoreZonesAfterEach, underEveryProcessZone } from '@limo/domain/rules/operator-time.fixtures';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/render';
import { DateEntryField } from './DateEntryField';
import { DatePickerField } from './DatePickerField';
import { RecordStamp } from './RecordStamp';

restoreZonesAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

/** The browser's clock stands just past midnight in Hong Kong: still the 23rd in UTC and in Los Angeles. */
function clockAtHongKongMidnight() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(HK_MIDNIGHT_PAST));
}

describe('RecordStamp', () => {
  it('shows who and when in Hong Kong time', () => {
    underEveryProcessZone((zone) => {
      const { container } = render(
        <RecordStamp record={{ createBy: 'admin', createDt: HK_MIDNIGHT_PAST, lastUpdateBy: 'hr', lastUpdateDt: '2024-03-01T02:05:00.000Z' }} />,
      );
      expect(container.textContent, zone).toBe('Created by admin 24/11/2026 00:30 · Updated by hr 01/03/2024 10:05');
      // The user names are data, not words to translate (the Chinese walk and browsers' translators leave them).
      expect([...container.querySelectorAll('[translate="no"]')].map((e) => e.textContent)).toEqual(['admin', 'hr']);
      cleanup();
    });
  });
});

describe('DatePickerField', () => {
  it("opens the calendar on the operator's month with the operator's today marked", async () => {
    for (const zone of ['America/Los_Angeles', 'UTC', 'Asia/Hong_Kong']) {
      process.env.TZ = zone;
      clockAtHongKongMidnight();
      render(<DatePickerField label="Service Date" value={null} onChange={() => undefined} />);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose Service Date' })));
      // The calendar loads on demand (with the first date field), so it may take a moment under test.
      expect(await screen.findByText('November 2026', undefined, { timeout: 10_000 }), zone).toBeTruthy();
      const today = document.querySelector('[aria-current="date"]');
      expect(today?.textContent, zone).toBe('24');
      cleanup();
    }
  });

  it('gives the picked day as the date, in any browser zone', async () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      const onChange = vi.fn();
      render(<DatePickerField label="Service Date" value="2026-11-24" onChange={onChange} />);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose Service Date' })));
      await screen.findByRole('gridcell', { name: '25' }, { timeout: 10_000 });
      expect(document.querySelector('[aria-selected="true"]')?.textContent, zone).toBe('24');
      await act(async () => fireEvent.click(screen.getByRole('gridcell', { name: '25' })));
      expect(onChange, zone).toHaveBeenLastCalledWith('2026-11-25');
      cleanup();
    }
  });
});

describe('DateEntryField', () => {
  it("takes d/m in the operator's year: past midnight of New Year in Hong Kong it is the new year", () => {
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-31T16:30:00Z'));
    const onChange = vi.fn();
    render(<DateEntryField label="Date" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('Date');
    fireEvent.change(input, { target: { value: '3/7' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2026-07-03');
  });
});
