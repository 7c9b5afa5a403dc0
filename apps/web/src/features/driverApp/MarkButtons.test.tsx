import { act, render, screen } from '@testing-library/react';
import { driverAppEn, driverAppZhHK } from '@limo/domain/i18n/driverApp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerTexts } from '../../i18n';
import '../../test/render';
import { MarkButtons } from './MarkButtons';

registerTexts(driverAppEn, driverAppZhHK);

// 08:00 in Hong Kong on 2030-03-10 (the tests run on Los Angeles time: the operator's clock must be used).
const AT_0800_HK = new Date('2030-03-10T00:00:00Z');
const pickup = { date: '2030-03-10', time: '09:00' };
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => vi.useRealTimers());

describe('MarkButtons and the earliest mark (issue 30 part 8b)', () => {
  it('greys POB and COMPLETED until the setting’s minutes before the pick-up, says from when, and opens them then', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(AT_0800_HK);
    render(<MarkButtons status="ARRIVED" jobRef="HK-1" onMark={() => undefined} pickup={pickup} earliestPobMinutes={30} />);
    expect(button('POB').disabled).toBe(true);
    expect(button('Completed').disabled).toBe(true);
    expect(screen.getByText('You can mark POB from 08:30')).toBeTruthy();
    expect(button('POB').getAttribute('aria-describedby')).toBeTruthy();
    expect(button('No-show').disabled).toBe(false);
    act(() => {
      vi.setSystemTime(new Date('2030-03-10T00:30:00Z'));
      vi.advanceTimersByTime(15_000);
    });
    expect(button('POB').disabled).toBe(false);
    expect(screen.queryByText(/You can mark/)).toBeNull();
  });

  it('holds nothing back without the setting (an older server) or once the time has come', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AT_0800_HK);
    const { unmount } = render(<MarkButtons status="ARRIVED" jobRef="HK-2" onMark={() => undefined} pickup={pickup} />);
    expect(button('POB').disabled).toBe(false);
    unmount();
    render(<MarkButtons status="POB" jobRef="HK-3" onMark={() => undefined} pickup={{ date: '2030-03-10', time: '08:20' }} earliestPobMinutes={30} />);
    expect(button('Completed').disabled).toBe(false);
    expect(screen.queryByText(/You can mark/)).toBeNull();
  });

  it('names the date too when the time falls on another day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AT_0800_HK);
    render(<MarkButtons status="ON_THE_WAY" jobRef="HK-4" onMark={() => undefined} pickup={{ date: '2030-03-11', time: '07:00' }} earliestPobMinutes={30} />);
    expect(screen.getByText('You can mark POB from 11/03/2030 06:30')).toBeTruthy();
  });
});
