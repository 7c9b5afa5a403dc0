import { getResource, type ResourceDef } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type ChildRow, type ChildSection, checkRows, newRow, type RowError, rowsOf } from './aggregate';
import type { MasterDetailConfig, MemberOption } from './configs';

/** Messages of one row, by field (null: the row as a whole). */
export type RowMessages = { field: string | null; message: string }[];

/** The child sections of a record: the definitions of the children its config edits. */
export function sectionsOf(def: ResourceDef, config: MasterDetailConfig): ChildSection[] {
  return config.children.flatMap((name) => {
    const childDef = getResource(name);
    const link = def.children?.find((c) => c.name === name);
    return childDef && link ? [{ def: childDef, foreignKey: link.foreignKey }] : [];
  });
}

/**
 * The state of a master-detail dialog besides the record's own form: the loaded record, the rows
 * of each child list, the members of each member list, and the messages of the rows.
 */
export function useMasterDetail(def: ResourceDef, config: MasterDetailConfig, id: number | null) {
  const sections = useMemo(() => sectionsOf(def, config), [def, config]);
  const loaded = useQuery({ queryKey: ['aggregate', def.name, id], queryFn: () => config.load(id as number), enabled: id !== null, gcTime: 0 });
  const [rows, setRows] = useState<Record<string, ChildRow[]>>(() => Object.fromEntries(sections.map((s) => [s.def.name, []])));
  const [members, setMembers] = useState<Record<string, Set<number>>>(() => Object.fromEntries(config.members.map((m) => [m.key, new Set<number>()])));
  const [rowErrors, setRowErrors] = useState<Record<string, RowMessages>>({});
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    const data = loaded.data;
    if (!data) return;
    setRows(Object.fromEntries(sections.map((s) => [s.def.name, rowsOf(s, data.children[s.def.name])])));
    setMembers(Object.fromEntries(config.members.map((m) => [m.key, new Set((data.members[m.key] ?? []).map((o) => o.id))])));
    setRowErrors({});
    setTouched(false);
  }, [loaded.data, sections, config]);

  const change = useCallback((child: string, key: string, field: string, value: unknown) => {
    setRows((all) => ({ ...all, [child]: (all[child] ?? []).map((r) => (r.key === key ? { ...r, values: { ...r.values, [field]: value } } : r)) }));
    // A changed cell's message goes; the row's other messages stay until the next save.
    setRowErrors((all) => (all[key] ? { ...all, [key]: all[key].filter((e) => e.field !== field) } : all));
    setTouched(true);
  }, []);

  const add = useCallback(
    (child: string) => {
      const section = sections.find((s) => s.def.name === child);
      if (!section) return;
      setRows((all) => ({ ...all, [child]: [...(all[child] ?? []), newRow(section)] }));
      setTouched(true);
    },
    [sections],
  );

  const remove = useCallback(
    (child: string, key: string) => {
      // Row numbers after the removed one change: the list's messages would name the wrong rows.
      const keys = new Set((rows[child] ?? []).map((r) => r.key));
      setRowErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([k]) => !keys.has(k))));
      setRows((all) => ({ ...all, [child]: (all[child] ?? []).filter((r) => r.key !== key) }));
      setTouched(true);
    },
    [rows],
  );

  const toggleMember = useCallback((key: string, memberId: number) => {
    setMembers((all) => {
      const next = new Set(all[key]);
      if (next.has(memberId)) next.delete(memberId);
      else next.add(memberId);
      return { ...all, [key]: next };
    });
    setTouched(true);
  }, []);

  /** Shows row errors (from the checks or from the server) by the rows they name. */
  const showRowErrors = useCallback(
    (errors: RowError[]) => {
      const byKey: Record<string, RowMessages> = {};
      for (const e of errors) {
        const row = rows[e.child]?.[e.index];
        if (row) (byKey[row.key] ??= []).push({ field: e.field, message: e.message });
      }
      setRowErrors(byKey);
    },
    [rows],
  );

  /** Every row checked; the rows in wire form by child when all are right. */
  const checkAll = useCallback(() => {
    const children: Record<string, Record<string, unknown>[]> = {};
    const errors: RowError[] = [];
    for (const s of sections) {
      const checked = checkRows(s, rows[s.def.name] ?? []);
      if (checked.rows) children[s.def.name] = checked.rows;
      errors.push(...checked.errors);
    }
    return { children, errors };
  }, [sections, rows]);

  const memberIds = useMemo(() => Object.fromEntries(Object.entries(members).map(([k, v]) => [k, [...v]])), [members]);
  const currentMembers: Record<string, MemberOption[]> = loaded.data?.members ?? {};

  return { sections, loaded, rows, members, memberIds, currentMembers, rowErrors, touched, change, add, remove, toggleMember, showRowErrors, checkAll };
}
