import type { Bilingual, ServerLanguage } from '@limo/domain';

/*
 * A table for a file: the columns of a report or an enquiry, each with how its value is written.
 * The Excel and CSV writers render the same rows the JSON answer holds (ARCHITECTURE.md section 10).
 */

/** text as is; number and money as numbers (money with two decimals); date YYYY-MM-DD; time HH:mm[:ss]. */
export type CellType = 'text' | 'number' | 'money' | 'date' | 'time';

export interface TableColumn<R> {
  header: string;
  type: CellType;
  /** The cell of a row: null or undefined is an empty cell; a list is joined with ", ". */
  value: (row: R) => unknown;
  /** Width in characters (Excel). */
  width?: number;
  /** A number column written with this many decimals (litres 2). */
  decimals?: number;
}

/** A column whose header is named in both languages: the file is written in the reader's (issue 30). */
export type NamedColumn<R> = Omit<TableColumn<R>, 'header'> & { header: Bilingual };

/** The columns with their headers in `lang` (the Chinese name in zh-HK). */
export const columnsIn = <R>(lang: ServerLanguage, columns: NamedColumn<R>[]): TableColumn<R>[] =>
  columns.map((c) => ({ ...c, header: lang === 'zh-HK' && c.header.zh ? c.header.zh : c.header.en }));

/** A cell's value as text (CSV, and Excel's text cells). */
export function cellText(type: CellType, value: unknown, decimals?: number): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (type === 'money') return Number(value).toFixed(2);
  if (type === 'number' && decimals !== undefined && value !== '' && Number.isFinite(Number(value))) return Number(value).toFixed(decimals);
  if (type === 'time') return String(value).slice(0, 5);
  return String(value);
}

/** The name of a download: the base and the operator's date and time, e.g. order-enquiry-20300210-0930.xlsx. */
export function fileName(base: string, ext: string, at: { date: string; time: string }) {
  return `${base}-${at.date.replaceAll('-', '')}-${at.time.slice(0, 5).replace(':', '')}.${ext}`;
}

/** Content-Disposition of a download (the name is ASCII; filename* for any client that prefers it). */
export function attachment(name: string) {
  return `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
