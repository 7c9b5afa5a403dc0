import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import '../test/render';
import { ConfirmDialog } from './ConfirmDialog';
import { DateEntryField } from './DateEntryField';
import { DatePickerField } from './DatePickerField';
import { ErrorAlert } from './ErrorAlert';
import { FlagToggle } from './FlagToggle';
import { MessageDialog } from './MessageDialog';
import { TimePickerField } from './TimePickerField';

function Harness<T>({ initial, children }: { initial: T; children: (value: T, set: (v: T) => void) => React.ReactNode }) {
  const [value, setValue] = useState(initial);
  return <>{children(value, setValue)}</>;
}

/** A date field whose value comes back to it, as in a form; `onChange` sees every value given. */
function renderDate(initial: string | null, onChange: (v: string | null) => void, label = 'Service Date') {
  render(
    <Harness initial={initial}>
      {(v, set) => (
        <DatePickerField
          label={label}
          value={v}
          onChange={(x) => {
            onChange(x);
            set(x);
          }}
        />
      )}
    </Harness>,
  );
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('DatePickerField', () => {
  afterEach(async () => {
    cleanup();
    await initI18n('en').changeLanguage('en');
  });
  it('formats eight typed digits and gives the ISO date', () => {
    const onChange = vi.fn();
    const input = renderDate(null, onChange);
    fireEvent.change(input, { target: { value: '29022024' } });
    expect(input.value).toBe('29/02/2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    // Eight digits year first are still read (no eight digits are a date both ways), then shown as the field shows dates.
    fireEvent.change(input, { target: { value: '20240301' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-03-01');
    expect(input.value).toBe('01/03/2024');
  });
  it('passes on a partial entry as text, and clears on delete', () => {
    const onChange = vi.fn();
    const input = renderDate('2024-01-01', onChange);
    expect(input.value).toBe('01/01/2024');
    fireEvent.change(input, { target: { value: '0504' } });
    expect(input.value).toBe('05/04');
    expect(onChange).toHaveBeenLastCalledWith('05/04');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
  it.each([
    ['en', 'There is no 31/02/2026: that month has 28 days', 'Type the date as dd/mm/yyyy'],
    ['zh-HK', '2026年02月只有 28 日，沒有 31 日', '請以 日/月/年（dd/mm/yyyy）輸入日期'],
  ] as const)('in %s takes 05/01/2026 as 5 January 2026, and keeps 31/02/2026 with the reason', async (lng, noSuchDay, incomplete) => {
    await initI18n(lng).changeLanguage(lng);
    const onChange = vi.fn();
    const input = renderDate(null, onChange);
    expect(input.placeholder).toBe('dd/mm/yyyy');
    fireEvent.change(input, { target: { value: '05/01/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05');
    expect(input.value).toBe('05/01/2026');
    fireEvent.change(input, { target: { value: '5/1/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05');
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    expect(input.value).toBe('31/02/2026');
    expect(onChange).toHaveBeenLastCalledWith('31/02/2026');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(noSuchDay)).toBeTruthy();
    // Typing one digit at a time puts the slashes in; a half-typed date is named only once the field is left.
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.change(input, { target: { value: '05' } });
    fireEvent.change(input, { target: { value: '05/0' } });
    fireEvent.change(input, { target: { value: '05/01' } });
    fireEvent.change(input, { target: { value: '05/012' } });
    expect(input.value).toBe('05/01/2');
    expect(screen.queryByText(incomplete)).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText(incomplete)).toBeTruthy();
  });
});

describe('DateEntryField', () => {
  const today = new Date(2025, 0, 10);
  const renderEntry = (initial: string | null, onChange: (v: string | null) => void) => {
    render(
      <Harness initial={initial}>
        {(v, set) => (
          <DateEntryField
            label="From"
            value={v}
            today={today}
            onChange={(x) => {
              onChange(x);
              set(x);
            }}
          />
        )}
      </Harness>,
    );
    return screen.getByLabelText('From') as HTMLInputElement;
  };
  it('reads d/m in the current year and shows dd/mm/yyyy', () => {
    const onChange = vi.fn();
    const input = renderEntry(null, onChange);
    fireEvent.change(input, { target: { value: '3/7' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2025-07-03');
    expect(input.value).toBe('03/07/2025');
  });
  it('gives no value for an impossible date but keeps its text and says why', () => {
    const onChange = vi.fn();
    const input = renderEntry('2024-01-05', onChange);
    expect(input.value).toBe('05/01/2024');
    fireEvent.change(input, { target: { value: '31/04/2024' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('31/04/2024');
    expect(screen.getByText('There is no 31/04/2024: that month has 30 days')).toBeTruthy();
    // d/m is told in the current year.
    fireEvent.change(input, { target: { value: '30/2' } });
    fireEvent.blur(input);
    expect(screen.getByText('There is no 30/02/2025: that month has 28 days')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1/3' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2025-03-01');
    expect(input.value).toBe('01/03/2025');
    expect(screen.queryByText(/There is no/)).toBeNull();
  });
});

describe('TimePickerField', () => {
  it('turns four digits into hh:mm', () => {
    const onChange = vi.fn();
    render(<TimePickerField label="Pickup" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('Pickup') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '0930' } });
    expect(input.value).toBe('09:30');
    expect(onChange).toHaveBeenLastCalledWith('09:30');
    fireEvent.change(input, { target: { value: '2460' } });
    expect(onChange).toHaveBeenLastCalledWith('24:60');
  });
  it('shows a wire time HH:mm:ss as HH:mm', () => {
    render(<TimePickerField label="Pickup" value="07:05:00" onChange={() => {}} />);
    expect((screen.getByLabelText('Pickup') as HTMLInputElement).value).toBe('07:05');
  });
});

describe('dialogs and small widgets', () => {
  it('message dialog closes on Enter', () => {
    const onClose = vi.fn();
    render(<MessageDialog open message="Saved." onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
  it('confirm dialog answers Yes or No', () => {
    const onYes = vi.fn();
    const onNo = vi.fn();
    render(<ConfirmDialog open message="Delete?" onYes={onYes} onNo={onNo} />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onNo).toHaveBeenCalledTimes(1);
    expect(onYes).toHaveBeenCalledTimes(1);
  });
  it('flag toggle flips 1 and 0', () => {
    const onChange = vi.fn();
    const { rerender } = render(<FlagToggle label="Cash" value={1} onChange={onChange} />);
    const sw = screen.getByRole('switch', { name: 'Cash' });
    expect(sw.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(sw);
    expect(onChange).toHaveBeenLastCalledWith(0);
    rerender(<FlagToggle label="Cash" value={0} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Cash' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
  it('error alert shows lines and can be dismissed', () => {
    const onClose = vi.fn();
    render(<ErrorAlert message={'Bad Request\nBank Code is required'} onClose={onClose} />);
    expect(screen.getByRole('alert').textContent).toContain('Bank Code is required');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });
});
