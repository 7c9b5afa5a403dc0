/** Reading one cell of a client's sheet (issue 15, docs/order-operations.md): dates, times, service types, codes. */
import { SERVICE_TYPES, type ServiceType } from '../pricing/types.js';
import { isValidIsoDate } from '../wire.js';

export type SheetCell = string | number | boolean | null;

export interface SheetLookups {
  locations: { id: number; code: string; name?: string | null; nameChi?: string | null }[];
  vehicleTypes: { id: number; code: string; name?: string | null }[];
}

/** Sheet cell as text: numbers as written, whole numbers without decimals. */
export function cellText(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return typeof cell === 'number' ? String(cell) : cell.trim();
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
const isoOf = (y: number, m: number, d: number) => {
  const iso = `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
  return isValidIsoDate(iso) ? iso : undefined;
};

/** Days from 1899-12-30 (Excel's day 0 in the 1900 system) to 1904-01-01. */
const EXCEL_1904_OFFSET = 1462;

/**
 * A date cell: an Excel serial number, YYYY-MM-DD (or / .), DD/MM/YYYY as Hong Kong writes it (or
 * - .), `12 Mar 2030`, `Mar 12, 2030`; a time after the date is ignored. Undefined when none.
 */
export function parseSheetDate(cell: SheetCell, date1904 = false): string | undefined {
  if (typeof cell === 'number') {
    const serial = Math.floor(cell) + (date1904 ? EXCEL_1904_OFFSET : 0);
    if (serial < 1 || serial > 2958465) return undefined;
    return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
  }
  const s = cellText(cell);
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[ T])/.exec(s);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:$| )/.exec(s);
  if (m) return isoOf(fullYear(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[ -]([a-z]{3,9})[ -,]+(\d{4}|\d{2})(?:$| )/i.exec(s);
  if (m && MONTHS.includes(m[2].slice(0, 3).toLowerCase())) return isoOf(fullYear(m[3]), MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1, Number(m[1]));
  m = /^([a-z]{3,9}) (\d{1,2}),? (\d{4})(?:$| )/i.exec(s);
  if (m && MONTHS.includes(m[1].slice(0, 3).toLowerCase())) return isoOf(Number(m[3]), MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  return undefined;
}

/**
 * A time cell as HH:mm: an Excel time (a fraction of a day, or a date-time serial), `9:30`, `09.30`,
 * `0930`, `9:30 pm`, `9pm`, or a date followed by a time. Undefined when none.
 */
export function parseSheetTime(cell: SheetCell): string | undefined {
  if (typeof cell === 'number') {
    if (cell < 0) return undefined;
    const minutes = Math.round((cell - Math.floor(cell)) * 1440) % 1440;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  const s = cellText(cell)
    .toLowerCase()
    .replace(/^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ t]+/, '')
    .replace(/\./g, (dot, at: number, all: string) => (/\d/.test(all[at - 1] ?? '') && /\d/.test(all[at + 1] ?? '') ? ':' : ''));
  const m = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*(am|pm)?$/.exec(s) ?? /^(\d{1,2})(\d{2})$/.exec(s);
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  const half = m[4];
  if (m[2] === undefined && !half && m[0].length < 3) return undefined;
  if (half) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (half === 'pm' ? 12 : 0);
  }
  if (h > 23 || min > 59) return undefined;
  return `${pad(h)}:${pad(min)}`;
}

const SERVICE_WORDS: Record<string, ServiceType> = {
  a: 'Arrival',
  arr: 'Arrival',
  arrival: 'Arrival',
  接機: 'Arrival',
  d: 'Departure',
  dep: 'Departure',
  departure: 'Departure',
  送機: 'Departure',
  t: 'Transfer',
  trf: 'Transfer',
  transfer: 'Transfer',
  接送: 'Transfer',
  h: 'Hire',
  hire: 'Hire',
  包車: 'Hire',
};

export function parseServiceType(cell: SheetCell): ServiceType | undefined {
  const word = cellText(cell).toLowerCase();
  return SERVICE_WORDS[word] ?? SERVICE_TYPES.find((s) => s.toLowerCase() === word);
}

const folded = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** A location by its code, else by its English or Chinese name; ambiguous when the name fits several. */
export function findLocation(lookups: SheetLookups, text: string): { id?: number; ambiguous?: boolean } {
  const q = folded(text);
  const byCode = lookups.locations.find((l) => folded(l.code) === q);
  if (byCode) return { id: byCode.id };
  const byName = lookups.locations.filter((l) => folded(l.name) === q || (l.nameChi && folded(l.nameChi) === q));
  if (byName.length === 1) return { id: byName[0].id };
  return byName.length > 1 ? { ambiguous: true } : {};
}

export function findVehicleType(lookups: SheetLookups, text: string): number | undefined {
  const q = folded(text);
  return (lookups.vehicleTypes.find((v) => folded(v.code) === q) ?? lookups.vehicleTypes.find((v) => v.name && folded(v.name) === q))?.id;
}

export function wholeNumber(cell: SheetCell): number | undefined {
  const n = typeof cell === 'number' ? cell : /^\d{1,6}$/.test(cellText(cell)) ? Number(cellText(cell)) : Number.NaN;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

export function hoursAsMinutes(cell: SheetCell): number | undefined {
  const n = typeof cell === 'number' ? cell : /^\d{1,4}(\.\d{1,2})?$/.test(cellText(cell)) ? Number(cellText(cell)) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 60) : undefined;
}
