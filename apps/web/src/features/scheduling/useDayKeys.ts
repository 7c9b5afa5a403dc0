import { nextDate } from '@limo/domain';
import { useEffect } from 'react';
import { dayKey } from '../../app/shell/shortcutKeys';

/** The attribute of the box holding the day's date field (data-day-field), which "G" focuses. */
export const DATE_FIELD_MARK = 'data-day-field';

/** "[" and "]" show the previous and next day, "G" focuses the date field (outside a field: the keyboard dialog lists them). */
export function useDayKeys(date: string, setDate: (d: string) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = dayKey(e);
      if (!key) return;
      e.preventDefault();
      if (key === 'goToDate') document.querySelector<HTMLInputElement>(`[${DATE_FIELD_MARK}] input`)?.focus();
      else setDate(nextDate(date, key === 'nextDay' ? 1 : -1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [date, setDate]);
}
