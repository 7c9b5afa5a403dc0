import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../test/render';
import { useDayKeys } from '../../features/scheduling/useDayKeys';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { dayKey, globalKey, SEARCH_INPUT_ID } from './shortcutKeys';

const press = (key: string, target: EventTarget | null = document.body, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
  target,
});

/** The toolbar's part on a page with a search input, in a router whose path the test reads. */
function open(rights: string[]) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <input id={SEARCH_INPUT_ID} aria-label="search" />
            <input aria-label="other" />
            <KeyboardShortcuts rights={rights} />
          </>
        ),
      },
    ],
    { initialEntries: ['/operation/scheduling'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the keys of the shortcuts', () => {
  it('reads one key outside a field, never one typed into a field or pressed with Ctrl, Alt or Meta', () => {
    expect(globalKey(press('?'))).toBe('help');
    expect(globalKey(press('N'))).toBe('newOrder');
    expect(globalKey(press('/'))).toBe('search');
    expect(dayKey(press(']'))).toBe('nextDay');
    expect(dayKey(press('['))).toBe('prevDay');
    expect(dayKey(press('g'))).toBe('goToDate');
    const input = document.createElement('input');
    document.body.append(input);
    expect(globalKey(press('n', input))).toBeNull();
    expect(globalKey(press('n', document.body, { ctrlKey: true }))).toBeNull();
    expect(dayKey(press(']', document.body, { altKey: true }))).toBeNull();
    expect(globalKey(press('x'))).toBeNull();
    input.remove();
  });
});

describe('the keyboard shortcuts dialog', () => {
  it('opens with "?" and lists the shortcuts; "N" starts a new order and "/" focuses the search', () => {
    const router = open(['ORDERING', 'SCHEDULING']);
    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const text of ['New order', 'Go to function (search)', 'Save the order', 'Go to date', 'Previous day', 'Next day', 'Look up the flight'])
      expect(dialog.textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement?.id).toBe(SEARCH_INPUT_ID);
    // Typed into a field, "n" is a letter.
    fireEvent.keyDown(screen.getByLabelText('other'), { key: 'n' });
    expect(router.state.location.pathname).toBe('/operation/scheduling');
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(router.state.location.pathname).toBe('/order/ordering2');
  });

  it('offers no new order without the ordering right', () => {
    const router = open(['SCHEDULING']);
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(router.state.location.pathname).toBe('/operation/scheduling');
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts (?)' }));
    expect(screen.getByRole('dialog').textContent).not.toContain('New order');
  });
});

describe("the scheduling screen's day keys", () => {
  it('"]" and "[" move a day, "G" focuses the date field', () => {
    const dates: string[] = [];
    function Harness() {
      const [date, setDate] = useState('2030-02-28');
      useDayKeys(date, setDate);
      dates.push(date);
      return (
        <div data-day-field>
          <input aria-label="date" />
        </div>
      );
    }
    render(<Harness />);
    fireEvent.keyDown(document.body, { key: ']' });
    expect(dates.at(-1)).toBe('2030-03-01');
    fireEvent.keyDown(document.body, { key: '[' });
    fireEvent.keyDown(document.body, { key: '[' });
    expect(dates.at(-1)).toBe('2030-02-27');
    fireEvent.keyDown(document.body, { key: 'g' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'date' }));
  });
});
