/**
 * Reading an uploaded location pattern file: CSV with the columns pattern and locationCode, a
 * header row optional (then the columns may come in any order), blank lines left out.
 */
import Papa from 'papaparse';

export interface PatternRow {
  pattern: string;
  locationCode: string;
}

export interface PatternFile {
  rows: PatternRow[];
  /** For each row, its record number in the file (the header, when there is one, is record 1). */
  fileRows: number[];
  header: boolean;
}

export class PatternFileError extends Error {
  override name = 'PatternFileError';
}

const norm = (s: string | undefined) => (s ?? '').toLowerCase().replace(/[^a-z]/g, '');

/** Column positions from a header row, or null when the first record is data. */
function headerColumns(first: string[]): { pattern: number; locationCode: number } | null {
  const names = first.map(norm);
  const pattern = names.indexOf('pattern');
  const locationCode = names.indexOf('locationcode');
  return pattern >= 0 && locationCode >= 0 ? { pattern, locationCode } : null;
}

/** The rows of a pattern file; throws PatternFileError when the text is not readable CSV. */
export function parsePatternCsv(text: string): PatternFile {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // The delimiter is guessed on the lines with something in them (blank lines upset the guess),
  // then the whole text is read with it, blank lines kept so record numbers match the file.
  const guess = Papa.parse<string[]>(source, { skipEmptyLines: 'greedy', preview: 20, delimitersToGuess: [',', ';', '\t'] });
  const result = Papa.parse<string[]>(source, { skipEmptyLines: false, delimiter: guess.meta.delimiter || ',' });
  // A file with one column has no delimiter to find: that is not an error of the file.
  const serious = result.errors.filter((e) => e.code !== 'UndetectableDelimiter');
  if (serious.length > 0) {
    const e = serious[0];
    throw new PatternFileError(e.row === undefined ? e.message : `row ${e.row + 1}: ${e.message}`);
  }
  const records = result.data.map((r) => r.map((c) => String(c ?? '').trim()));
  const firstData = records.findIndex((r) => r.some((c) => c !== ''));
  const columns = firstData >= 0 ? headerColumns(records[firstData]) : null;
  const cols = columns ?? { pattern: 0, locationCode: 1 };
  const rows: PatternRow[] = [];
  const fileRows: number[] = [];
  records.forEach((r, i) => {
    if (columns && i === firstData) return;
    if (r.every((c) => c === '')) return;
    rows.push({ pattern: r[cols.pattern] ?? '', locationCode: (r[cols.locationCode] ?? '').toUpperCase() });
    fileRows.push(i + 1);
  });
  return { rows, fileRows, header: columns !== null };
}
