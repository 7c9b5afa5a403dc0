/**
 * The calls of the Allowance Rate screen (issue 16 contract, "Rate card"): the versions, their rate
 * rows and part-time basics, the copy of a version, and the other groups with their natures.
 */
import { type HalRecord, readList, readPage } from '../../api/hal';
import { api } from '../../api/http';
import { childList, createOne, deleteOne, getOne, listAll, patchOne } from '../../api/resources';
import type { AllowanceVersion, RateRow } from './allowanceRateModel';

/** A list answered as a plain array or as a HAL list embedding `name`. */
export function listOf<T>(body: unknown, name: string): T[] {
  return Array.isArray(body) ? (body as T[]) : readList<T>(body, name);
}

/** Query keys under ['list', <collection>] so the generic dialogs' saves refresh them too. */
export const KEYS = {
  versions: ['list', 'allowanceEffDates', 'versions'] as const,
  rates: (versionId: number | null) => ['list', 'allowanceRates', versionId] as const,
  ptBasics: (versionId: number | null) => ['list', 'allowancePtBasics', versionId] as const,
  groups: ['list', 'allowanceOtherGroups', 'withNatures'] as const,
  natures: ['list', 'allowanceOtherGroupNatures', 'all'] as const,
};

export const getVersions = async () => listOf<AllowanceVersion>(await api('/api/getAllowanceEffDates'), 'allowanceEffDates');

export const getVersion = (id: number) => getOne('allowanceEffDates', id);

export const createVersion = (body: object) => createOne('allowanceEffDates', body);

export const updateVersion = (id: number, body: object, etag: string | null) => patchOne('allowanceEffDates', id, body, etag);

/** Copies a version's OT terms, rate rows and part-time basics to a new effective date; answers the new version. */
export const copyVersion = (fromAllowanceEffDateId: number, effDate: string) =>
  api<AllowanceVersion>('/api/copyAllowanceRates', { method: 'POST', body: { fromAllowanceEffDateId, effDate } });

export const getRates = async (allowanceEffDateId: number) =>
  listOf<RateRow>(await api('/api/getAllowanceRates', { method: 'POST', body: { allowanceEffDateId } }), 'allowanceRates');

/** A rate row created (no id; its seq defaults to last + 1) or updated. */
export const upsertRate = (body: object) => api<RateRow>('/api/upsertAllowanceRate', { method: 'POST', body });

export const deleteRate = (id: number) => deleteOne('allowanceRates', id);

/** The version's rows in the order of `ids` (every row of the version, sequences 1..n). */
export const reseqRates = async (allowanceEffDateId: number, ids: number[]) =>
  listOf<RateRow>(await api('/api/reseqAllowanceRates', { method: 'POST', body: { allowanceEffDateId, ids } }), 'allowanceRates');

export const getPtBasics = (allowanceEffDateId: number) => listAll('allowancePtBasics', { allowanceEffDateId }, ['seq,asc', 'id,asc']);

export interface NatureMap {
  allowanceOtherGroupId: number;
  allowanceOtherGroupNatureId: number;
}

export interface OtherGroup extends HalRecord {
  natureIds: number[];
}

/**
 * Every group-nature link: the spec call answers them all; a paged answer is read to its end, and
 * without the call each group's child list is read.
 */
async function natureMaps(groups: HalRecord[]): Promise<NatureMap[]> {
  const name = 'allowanceOtherGroupNatureMaps';
  try {
    const body = await api(`/api/${name}`);
    if (Array.isArray(body)) return body as NatureMap[];
    return readPage<NatureMap>(body, name).page.totalPages > 1 ? ((await listAll(name)) as unknown as NatureMap[]) : readList<NatureMap>(body, name);
  } catch {
    const lists = await Promise.all(groups.map((g) => childList('allowanceOtherGroups', g.id, name)));
    return lists.flat() as unknown as NatureMap[];
  }
}

/** The other groups, each with the ids of the natures linked to it. */
export async function getOtherGroups(): Promise<OtherGroup[]> {
  const groups = await listAll('allowanceOtherGroups', {}, ['groupCode,asc']);
  const byGroup = new Map<number, number[]>();
  for (const m of await natureMaps(groups)) {
    const id = Number(m.allowanceOtherGroupId);
    byGroup.set(id, [...(byGroup.get(id) ?? []), Number(m.allowanceOtherGroupNatureId)]);
  }
  return groups.map((g) => ({ ...g, natureIds: byGroup.get(g.id) ?? [] }));
}

export const getNatures = () => listAll('allowanceOtherGroupNatures', {}, ['natureCode,asc']);

export const upsertOtherGroup = (body: object) => api<OtherGroup>('/api/upsertAllowanceOtherGroup', { method: 'POST', body });

export const upsertNature = (body: object) => api<HalRecord>('/api/upsertAllowanceOtherGroupNature', { method: 'POST', body });

export const deleteRecord = (collection: 'allowanceOtherGroups' | 'allowanceOtherGroupNatures', id: number) => deleteOne(collection, id);
