/**
 * The preview of an import: the sheet's rows as orders (parseOrderSheet), the last dry run's fares
 * and errors laid over them cell by cell, and cell edits written back into the sheet.
 */
import {
  centsToMoney,
  moneyToCents,
  type OrderImportMapping,
  type OrderSheetField,
  parseOrderSheet,
  type Sheet,
  type SheetLookups,
  type SheetOrder,
  sheetFieldOfPath,
} from '@limo/domain';
import type { BatchAnswer } from './importApi';

export interface PreviewRow extends SheetOrder {
  /** The last dry run's fare of the row (null: not priced). */
  fareAmt: string | null;
  /** The dry run's message for a cell the sheet itself read well. */
  serverProblems: Partial<Record<OrderSheetField, string>>;
  /** The dry run's messages about the row as a whole, or about a field no column holds. */
  rowProblems: string[];
}

/** A server message without its path, which the cell or the row already names. */
export function withoutPath(message: string): string {
  return message.replace(/^orders\[\d+\](?:\.[A-Za-z]\w*(?:\[\d+\])?)*:? /, '');
}

/**
 * The rows with the dry run's answer laid over them (its rows are the parsed rows, in order); a row
 * whose body changed since (`keys`: the bodies checked) keeps none of it until the next check.
 */
export function previewRows(rows: SheetOrder[], checked: Checked | null, mapping: OrderImportMapping): PreviewRow[] {
  const mapped = new Set(Object.values(mapping));
  return rows.map((r, i) => {
    const still = checked && checked.keys[i] === JSON.stringify(r.body) ? checked.answer.orders[i] : undefined;
    const serverProblems: PreviewRow['serverProblems'] = {};
    const rowProblems: string[] = [];
    for (const e of still?.errors ?? []) {
      const field = sheetFieldOfPath(e.field);
      const message = withoutPath(e.message);
      if (field && mapped.has(field)) {
        // The sheet's own reading of a cell says more than the server's "is required".
        if (!r.problems[field] && !serverProblems[field]) serverProblems[field] = message;
      } else rowProblems.push(message);
    }
    return { ...r, fareAmt: still?.fareAmt ?? null, serverProblems, rowProblems };
  });
}

export const hasProblems = (r: PreviewRow) => Object.keys(r.problems).length > 0 || Object.keys(r.serverProblems).length > 0 || r.rowProblems.length > 0;

/** A dry run's answer and the bodies it checked, one key a row. */
export interface Checked {
  keys: string[];
  answer: BatchAnswer;
}
export const checkedOf = (rows: SheetOrder[], answer: BatchAnswer): Checked => ({ keys: rows.map((r) => JSON.stringify(r.body)), answer });

/** The sheet with one cell changed: the cell of `field`'s column in row `index` (sheet rows under the header). */
export function editCell(sheet: Sheet, mapping: OrderImportMapping, index: number, field: OrderSheetField, text: string): Sheet {
  const column = sheet.headers.findIndex((h) => mapping[h] === field);
  if (column < 0) return sheet;
  return { ...sheet, rows: sheet.rows.map((row, i) => (i === index ? row.map((cell, c) => (c === column ? text : cell)) : row)) };
}

export interface ImportState {
  sheet: Sheet;
  mapping: OrderImportMapping;
  clientId: number;
  orderStatus: 'A' | 'P';
  lookups: SheetLookups;
  /** The last dry run and the bodies it checked. */
  checked: Checked | null;
}

/** Everything the preview shows of the state. */
export function preview(s: ImportState) {
  const parsed = parseOrderSheet(s.sheet, s.mapping, s.lookups, { clientId: s.clientId, orderStatus: s.orderStatus });
  const current = s.checked !== null && s.checked.keys.length === parsed.length && parsed.every((r, i) => s.checked?.keys[i] === JSON.stringify(r.body));
  const rows = previewRows(parsed, s.checked, s.mapping);
  const bad = rows.filter(hasProblems).length;
  const fares = rows.map((r) => r.fareAmt);
  return {
    rows,
    /** The last check is of these very rows. */
    current,
    bad,
    total: fares.every((f) => f !== null) && rows.length > 0 ? centsToMoney(fares.reduce((sum, f) => sum + moneyToCents(f as string), 0)) : null,
    /** Create only what a check found clean, unchanged since. */
    canCreate: current && rows.length > 0 && bad === 0,
  };
}
