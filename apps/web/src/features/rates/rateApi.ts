/** The calls of the rate screens (spec section 7 "Tariffs"; docs/decisions.md, issue 8). */
import { MAX_ID } from '@limo/domain';
import type { HalRecord } from '../../api/hal';
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import { childList, listAll } from '../../api/resources';
import type { RateKind } from './rateKinds';

export interface LoadedRate {
  record: HalRecord;
  /** The rows of each list, by list key. */
  lists: Record<string, HalRecord[]>;
}

/** A rate with every list of rows: the rate, its route tables, then its other lists from their child lists. */
export async function loadRate(kind: RateKind, id: number): Promise<LoadedRate> {
  const record = await api<HalRecord>(`/api/${kind.def.name}/${id}`);
  const [tables, ...children] = await Promise.all([
    api<Record<string, HalRecord[]>>(kind.tablesPath(record)),
    ...kind.lists.filter((l) => l.child).map((l) => childList(kind.def.name, id, l.child as string)),
  ]);
  const lists: Record<string, HalRecord[]> = {};
  let i = 0;
  for (const l of kind.lists) lists[l.key] = l.child ? children[i++] : (tables[l.key] ?? []);
  return { record, lists };
}

/** A rate saved from its answer, which holds every list (the save call's answer). */
export function savedRate(kind: RateKind, answer: HalRecord): LoadedRate {
  const lists = Object.fromEntries(kind.lists.map((l) => [l.key, Array.isArray(answer[l.key]) ? (answer[l.key] as HalRecord[]) : []]));
  const record = Object.fromEntries(Object.entries(answer).filter(([k]) => !(k in lists))) as HalRecord;
  return { record, lists };
}

/** Creates (id null) or updates the version read (If-Match: a stale one is a 412); one call for the rate and all its rows. */
export async function saveRate(kind: RateKind, id: number | null, body: Record<string, unknown>, version?: number): Promise<LoadedRate> {
  const answer =
    id === null
      ? await api<HalRecord>(`/api/${kind.create}`, { method: 'POST', body })
      : await api<HalRecord>(`/api/${kind.update}/${id}`, { method: 'PUT', body, ifMatch: version });
  return savedRate(kind, answer);
}

/** copyTariffRate, copyTariffRateClient, copyTariffSPRates: the new rate. */
export const copyRate = (call: string, body: Record<string, unknown>) => api<HalRecord>(`/api/${call}`, { method: 'POST', body });

/** The rates of a tariff (or a client) and, when given, of one vehicle type; latest first. */
export function ratesOf(kind: RateKind, ownerId: number | null, vehicleTypeId?: number | null) {
  // A special rate's list takes client 0 for every client (its default in the spec).
  const filters: Record<string, number> = {};
  if (ownerId) filters[kind.owner] = ownerId;
  else if (kind.kind === 'special') filters.clientId = 0;
  if (vehicleTypeId) filters.vehicleTypeId = vehicleTypeId;
  return listAll(kind.def.name, filters, ['effectiveDate,desc']);
}

export interface LocationOption {
  id: number;
  code: string;
  name: string;
  nameZh: string;
  /** The pricing zone (contractLabel) route table B prices by. */
  zone: string;
}

/** The active locations of the pick-list, with their zones. */
export async function locationOptions(): Promise<LocationOption[]> {
  return readList(await api('/node/api/locations'), 'locations').map((r) => ({
    id: r.id,
    code: String(r.locationCode ?? ''),
    name: String(r.locationDescEng ?? ''),
    nameZh: String(r.locationDescChi ?? r.locationDescEng ?? ''),
    zone: String(r.contractLabel ?? ''),
  }));
}

/** The id a path or query holds, or undefined when it holds none. */
export function idParam(raw: string | null | undefined): number | undefined {
  const n = raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return n >= 1 && n <= MAX_ID ? n : undefined;
}
