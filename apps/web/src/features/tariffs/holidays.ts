/** The year view of the public holidays: the call and the holidays laid out by month. */
import type { HalRecord } from '../../api/hal';
import { readList } from '../../api/hal';
import { api } from '../../api/http';

/** GET /node/api/holidays/{area}/{year}: the area's holidays of the year, by date. */
export async function loadHolidays(area: string, year: number): Promise<HalRecord[]> {
  return readList(await api(`/node/api/holidays/${encodeURIComponent(area)}/${year}`), 'holidays');
}

export interface Month {
  /** 1 to 12. */
  month: number;
  holidays: HalRecord[];
}

/** The twelve months of a year, each with its holidays in date order. */
export function byMonth(holidays: readonly HalRecord[]): Month[] {
  const months: Month[] = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, holidays: [] }));
  for (const h of holidays) {
    const m = Number(String(h.holidayDate ?? '').slice(5, 7));
    if (m >= 1 && m <= 12) months[m - 1].holidays.push(h);
  }
  for (const m of months) m.holidays.sort((a, b) => String(a.holidayDate).localeCompare(String(b.holidayDate)));
  return months;
}

/** Day and weekday of a date in the language shown ("25 Thu", "25日 (四)"), read as a calendar date, not an instant. */
export function dayLabel(date: string, lng: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Intl.DateTimeFormat(lng, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
  return lng.startsWith('zh') ? `${d}日 (${weekday.replace('週', '').replace('星期', '')})` : `${d} ${weekday}`;
}

/** The month's name in the language shown. */
export function monthName(month: number, lng: string): string {
  return new Intl.DateTimeFormat(lng, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}
