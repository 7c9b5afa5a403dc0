import { type FieldDef, holdsSearch, pickLabel, readRights, type ResourceDef } from '@limo/domain';
import { hasRight } from '@limo/domain/rights';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readList } from '../api/hal';
import { api } from '../api/http';

export interface LookupOption {
  id: number;
  /** The record's display column (its code): chips, cells and a closed pick-list show it. */
  label: string;
  /** Its English and Chinese names, when the collection has them: the open pick-list shows and finds them. */
  en?: string;
  zh?: string;
}

/** The English or Chinese name of a lookups row: its first …DescEng/…NameEng (…Chi) field, as the server picks them. */
function nameIn(row: Record<string, unknown>, ending: RegExp): string | undefined {
  const key = Object.keys(row).find((k) => ending.test(k));
  const v = key ? row[key] : undefined;
  return v === null || v === undefined || v === '' ? undefined : String(v);
}

/** An option as an open pick-list shows it: the code and both names, the user's language first. */
export const lookupOptionText = (o: LookupOption, language?: string) => pickLabel(o.label, o.en, o.zh, language);

/** The options holding the typed text in their code or either name, ignoring case and width (ＡＢＣ is abc). */
export const byTypedText = <T extends LookupOption | string>(options: T[], typed: string): T[] =>
  options.filter((o) => (typeof o === 'string' ? holdsSearch([o], typed) : holdsSearch([o.label, o.en, o.zh], typed)));

/** The options of a /api/lookups/{resource} answer, labelled by `display` (every screen caching ['lookup', resource, display] reads them so). */
export function lookupOptions(body: unknown, resource: string, display: string): LookupOption[] {
  return readList(body, resource).map((r) => ({
    id: r.id,
    label: String(r[display] ?? r.id),
    en: nameIn(r, /(Desc|Name)Eng$/),
    zh: nameIn(r, /(Desc|Name)Chi$/),
  }));
}

type Ref = NonNullable<FieldDef['ref']>;

/**
 * True when the user may call the lookups of `resource`: the server opens them to its own read right
 * and to the read right of any collection that refers to it (engine/lookups.ts). A screen asks first
 * rather than draw a 403.
 */
export function mayLookUp(resource: string, rights: readonly string[], defs: readonly ResourceDef[]): boolean {
  return defs.some((d) => (d.name === resource || d.fields.some((f) => f.ref?.resource === resource)) && hasRight(rights, readRights(d)));
}

function lookupQuery(ref: Ref | undefined, enabled = true) {
  return {
    queryKey: ['lookup', ref?.resource, ref?.display],
    // The lookups call is open to whoever may read a record that refers to the collection.
    queryFn: async () => lookupOptions(await api(`/api/lookups/${ref?.resource ?? ''}`), ref?.resource ?? '', ref?.display ?? 'id'),
    enabled: Boolean(ref) && enabled,
    retry: false,
    staleTime: 60_000,
  };
}

/** The records a reference field may point to, labelled by the field's display column. */
export function useLookup(field: FieldDef | undefined) {
  const q = useQuery(lookupQuery(field?.ref));
  return { options: q.data ?? [], failed: q.isError, loading: q.isPending && Boolean(field?.ref) };
}

/** The codes of the branches the user works in (every signed-in user may read those), when `enabled`. */
export function useBranchCodes(enabled: boolean): LookupOption[] {
  return useQuery(lookupQuery({ resource: 'branches', display: 'branchCode' }, enabled)).data ?? [];
}

/** Lookups of several reference fields, by field name. */
export function useLookups(fields: FieldDef[]): Record<string, LookupOption[]> {
  const results = useQueries({ queries: fields.map((f) => lookupQuery(f.ref)) });
  const data = results.map((r) => r.data);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers themselves are the dependency
  return useMemo(() => Object.fromEntries(fields.map((f, i) => [f.name, data[i] ?? []])), [fields, ...data]);
}

/** The shown text of a reference id: its label when known, else the id itself. */
export function lookupLabel(options: LookupOption[], id: unknown): string {
  if (id === null || id === undefined || id === '') return '';
  return options.find((o) => o.id === Number(id))?.label ?? String(id);
}
