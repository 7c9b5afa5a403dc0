import { useCallback, useMemo, useState } from 'react';
import type { HalRecord } from '../../api/hal';
import { type ChildRow, checkRows, newRow, type RowError } from '../../resources/masterDetail/aggregate';
import type { RateKind } from './rateKinds';
import { loadedRows, messagesByRow, rowsSnapshot, sectionOf } from './rateRows';

type Rows = Record<string, ChildRow[]>;
type Messages = Record<string, { field: string | null; message: string }[]>;
const fromLists = (kind: RateKind, lists: Record<string, HalRecord[]>): Rows => Object.fromEntries(kind.lists.map((l) => [l.key, loadedRows(l, lists[l.key])]));

/**
 * The rows of every list of a rate while they are edited: changes, added and removed rows, the
 * messages of the rows, and whether anything differs from what was loaded or last saved.
 */
export function useRateRows(kind: RateKind, initial: Record<string, HalRecord[]>) {
  const sections = useMemo(() => kind.lists.map(sectionOf), [kind]);
  const [rows, setRows] = useState<Rows>(() => fromLists(kind, initial));
  const [saved, setSaved] = useState(() => rowsSnapshot(rows));
  const [messages, setMessages] = useState<Messages>({});

  /** Starts again from these lists (loaded or saved): nothing is changed then. */
  const reset = useCallback(
    (lists: Record<string, HalRecord[]>) => {
      const next = fromLists(kind, lists);
      setRows(next);
      setSaved(rowsSnapshot(next));
      setMessages({});
    },
    [kind],
  );

  const change = useCallback((list: string, key: string, field: string, value: unknown) => {
    setRows((all) => ({ ...all, [list]: all[list].map((r) => (r.key === key ? { ...r, values: { ...r.values, [field]: value } } : r)) }));
    // The changed cell's message goes; the row's others stay until the next save.
    setMessages((all) => (all[key] ? { ...all, [key]: all[key].filter((m) => m.field !== field) } : all));
  }, []);

  const add = useCallback(
    (list: string) => {
      const section = sections.find((s) => s.def.name === list);
      if (section) setRows((all) => ({ ...all, [list]: [...all[list], newRow(section)] }));
    },
    [sections],
  );

  const remove = useCallback((list: string, key: string) => {
    setMessages((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== key)));
    setRows((all) => ({ ...all, [list]: all[list].filter((r) => r.key !== key) }));
  }, []);

  /** Shows problems (from the checks or the server) by the rows they name, by position in the lists as sent. */
  const showProblems = useCallback((problems: RowError[]) => setMessages(messagesByRow(problems, rows)), [rows]);

  /** Every row checked; the rows in wire form by list when all are right. */
  const checkAll = useCallback(() => {
    const lists: Record<string, Record<string, unknown>[]> = {};
    const errors: RowError[] = [];
    for (const s of sections) {
      const checked = checkRows(s, rows[s.def.name] ?? []);
      if (checked.rows) lists[s.def.name] = checked.rows;
      errors.push(...checked.errors);
    }
    return { lists, errors };
  }, [sections, rows]);

  const dirty = useMemo(() => rowsSnapshot(rows) !== saved, [rows, saved]);
  return { sections, rows, messages, dirty, reset, change, add, remove, checkAll, showProblems };
}
