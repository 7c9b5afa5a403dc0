import type { Bilingual } from '../../i18n/serverMessages.js';
import type { AllowanceGroup } from './types.js';

/** A group with its ids as a set, for the many membership tests of a month. */
export interface AllowanceGroupEntry {
  group: AllowanceGroup;
  ids: ReadonlySet<number>;
}

/** The location and vehicle-type groups (rule 2) by id. */
export interface AllowanceGroups {
  locations: ReadonlyMap<number, AllowanceGroupEntry>;
  vehicleTypes: ReadonlyMap<number, AllowanceGroupEntry>;
}

const byId = (groups: readonly AllowanceGroup[]) => new Map(groups.map((g) => [g.id, { group: g, ids: new Set(g.ids) }] as const));

export function indexGroups(locationGroups: readonly AllowanceGroup[], vehicleTypeGroups: readonly AllowanceGroup[]): AllowanceGroups {
  return { locations: byId(locationGroups), vehicleTypes: byId(vehicleTypeGroups) };
}

/** Does the group hold the id? An unknown group holds nothing; a null id is in no group. */
export function groupHolds(groups: ReadonlyMap<number, AllowanceGroupEntry>, groupId: number, id: number | null): boolean {
  return id !== null && (groups.get(groupId)?.ids.has(id) ?? false);
}

/** How a line names a group: its code, else its id. */
export function groupName(groups: ReadonlyMap<number, AllowanceGroupEntry>, groupId: number, kind: string): string {
  return groups.get(groupId)?.group.code?.trim() || `${kind} group ${groupId}`;
}

/** groupName in both languages: the Chinese name, else the same as in English. */
export function groupNames(groups: ReadonlyMap<number, AllowanceGroupEntry>, groupId: number, kind: string): Bilingual {
  const en = groupName(groups, groupId, kind);
  return { en, zh: groups.get(groupId)?.group.nameChi?.trim() || en };
}

/** First by seq (rule 4, 5); equal seqs by id, so the answer never depends on the load order. */
export const bySeq = (a: { seq: number; id: number }, b: { seq: number; id: number }): number => a.seq - b.seq || a.id - b.id;
