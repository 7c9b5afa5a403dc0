import { brokenRules, normalizeFlightNo, renderServerText, RESOURCES, type ServerText, srvText } from '@limo/domain';
import { recordBodySchema } from '../../engine/column-ranges.js';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { badRequest } from '../../engine/errors.js';
import { describeIssueTexts } from '../../engine/field-text.js';
import { HOME_AIRPORT } from './flight-provider.js';
import { type ImportAnswer, MAX_IMPORT_ROWS } from './flights.schemas.js';

/*
 * The timetable's CSV import (issue 15): every row is checked as the master-file screen checks a
 * flight, and the file is saved only when every row is right, in one transaction. A row of the
 * same flight number and validFrom as a stored one replaces it, so importing a file twice changes nothing.
 */

const def = RESOURCES.flightSchedules;
const COLUMNS = ['flightNo', 'origin', 'destination', 'scheduledDeparture', 'scheduledArrival', 'weekdays', 'validFrom', 'validTo', 'terminal'] as const;
type Column = (typeof COLUMNS)[number];
/** Columns a file may leave out: every row then takes the default (every day, no end, no terminal). */
const OPTIONAL: readonly Column[] = ['weekdays', 'validTo', 'terminal'];
/** At most this many problems are listed; the first ones are enough to fix a file. */
const MAX_PROBLEMS = 100;

export interface ImportProblem {
  /** The record's number in the file, the header being row 1. */
  row: number;
  column: string | null;
  message: ServerText;
  value?: unknown;
}

export type TimetableInsert = typeof t.flightSchedules.$inferInsert;

const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** A cell as the master-file check reads it: empty is absent; "1.3.5.." is "135"; "7:10" is "07:10". */
function cell(column: Column, raw: string | undefined): string | undefined {
  const v = (raw ?? '').trim();
  if (v === '') return undefined;
  if (column === 'weekdays') return v.replace(/[^1-7]/g, (c) => (/[.\s-]/.test(c) ? '' : c));
  if (column === 'scheduledDeparture' || column === 'scheduledArrival') return /^\d:\d\d/.test(v) ? `0${v}` : v;
  return v;
}

function fail(problems: ImportProblem[]): never {
  const shown = problems.slice(0, MAX_PROBLEMS);
  const text = (p: ImportProblem) =>
    p.column ? srvText('srv.flt.rowColumn', { row: p.row, column: p.column, message: p.message }) : srvText('srv.flt.row', { row: p.row, message: p.message });
  const more = problems.length > shown.length ? [srvText('srv.flt.more', { count: problems.length - shown.length })] : [];
  throw badRequest(
    srvText('srv.flt.nothing', { text: text(shown[0]) }),
    [...shown.map(text), ...more],
    shown.filter((p) => p.column).map((p) => ({ field: `row ${p.row}.${p.column}`, value: p.value })),
  ).withExtraIn((lang) => ({ rows: shown.map(({ row, column, message }) => ({ row, column, message: renderServerText(lang, message) })) }));
}

/** The file's rows as timetable rows; throws a 400 naming every row and column at fault. */
export function parseTimetableCsv(text: string): TimetableInsert[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(source, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t'] });
  const broken = parsed.errors.filter((e) => e.code !== 'UndetectableDelimiter');
  if (broken.length) fail(broken.map((e) => ({ row: (e.row ?? 0) + 1, column: null, message: srvText('srv.flt.notCsv', { reason: e.message }) })));
  const records = parsed.data;
  const headerAt = records.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headerAt < 0) fail([{ row: 1, column: null, message: srvText('srv.flt.empty') }]);
  const header = records[headerAt].map((c) => key(c));
  const position = new Map<Column, number>();
  const problems: ImportProblem[] = [];
  for (const column of COLUMNS) {
    const at = header.indexOf(key(column));
    if (at < 0 && !OPTIONAL.includes(column)) problems.push({ row: headerAt + 1, column, message: srvText('srv.flt.noColumn', { column }) });
    else if (at >= 0 && header.indexOf(key(column), at + 1) >= 0)
      problems.push({ row: headerAt + 1, column, message: srvText('srv.flt.columnTwice', { column }) });
    if (at >= 0) position.set(column, at);
  }
  if (problems.length) fail(problems);

  const schema = recordBodySchema(def, 'create');
  const rows: TimetableInsert[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, i) => {
    const row = i + 1;
    if (i <= headerAt || record.every((c) => c.trim() === '')) return;
    const input: Record<string, string | undefined> = {};
    for (const [column, at] of position) input[column] = cell(column, record[at]);
    const result = schema.safeParse(input);
    if (!result.success) {
      for (const e of describeIssueTexts(def, result.error.issues, input)) problems.push({ row, column: e.field, message: e.text, value: e.value });
      return;
    }
    const value = result.data as Record<string, string | null>;
    for (const e of brokenRules(def, value)) problems.push({ row, column: e.field, message: e.text, value: e.value });
    const [origin, destination] = [value.origin, value.destination];
    if ((origin === HOME_AIRPORT) === (destination === HOME_AIRPORT)) {
      problems.push({
        row,
        column: 'destination',
        message: srvText('srv.flt.homeAirport', { airport: HOME_AIRPORT }),
        value: destination,
      });
    }
    const flightNo = normalizeFlightNo(String(value.flightNo));
    const same = `${flightNo} ${value.validFrom}`;
    const first = seen.get(same);
    if (first !== undefined)
      problems.push({
        row,
        column: 'validFrom',
        message: srvText('srv.flt.dupRow', { flight: flightNo, from: String(value.validFrom), row: first }),
        value: value.validFrom,
      });
    else seen.set(same, row);
    rows.push({ ...(value as unknown as TimetableInsert), flightNo });
  });
  if (problems.length) fail(problems);
  if (rows.length === 0) fail([{ row: headerAt + 1, column: null, message: srvText('srv.flt.noFlights') }]);
  if (rows.length > MAX_IMPORT_ROWS)
    fail([{ row: headerAt + 1, column: null, message: srvText('srv.flt.tooMany', { count: rows.length, max: MAX_IMPORT_ROWS }) }]);
  return rows;
}

/** Saves checked rows in one transaction: a stored row of the same flight number and validFrom is replaced. */
export async function saveTimetable(db: Db, rows: TimetableInsert[], username: string): Promise<ImportAnswer> {
  const f = t.flightSchedules;
  return db.transaction(async (tx) => {
    const found = new Set<string>();
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      const pairs = sql.join(
        chunk.map((r) => sql`(${r.flightNo}, ${r.validFrom}::date)`),
        sql`, `,
      );
      const gone = await tx
        .delete(f)
        .where(sql`(upper(replace(${f.flightNo}, ' ', '')), ${f.validFrom}) in (${pairs})`)
        .returning({ flightNo: f.flightNo, validFrom: f.validFrom });
      for (const g of gone) found.add(`${normalizeFlightNo(g.flightNo)} ${g.validFrom}`);
      await tx.insert(f).values(chunk.map((r) => ({ ...r, createBy: username, lastUpdateBy: username })));
    }
    const replaced = rows.filter((r) => found.has(`${r.flightNo} ${r.validFrom}`)).length;
    return { rows: rows.length, inserted: rows.length - replaced, replaced };
  });
}
