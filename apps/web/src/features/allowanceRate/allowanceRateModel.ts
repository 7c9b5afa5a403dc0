/**
 * Pure logic of the Allowance Rate screen (issue 16, docs/allowance.md): the versions and the one in
 * force, the order of the rate rows (moved one place by Alt+Arrow, or dragged), and the texts of
 * a row's conditions ("Any" for a null condition, a time band that may run past midnight).
 */
import { versionOn } from '@limo/domain';

export interface AllowanceVersion {
  id: number;
  effDate: string;
  otStandardMinutes: number;
  otHourlyRate: string;
  remarks?: string | null;
}

/** A rate row as getAllowanceRates answers it (null conditions mean "any"). */
export interface RateRow {
  id: number;
  allowanceEffDateId: number;
  seq: number;
  allowanceLocationId: number | null;
  allowanceVehicleTypeId: number | null;
  serviceType: string | null;
  fromTime: string | null;
  toTime: string | null;
  amount: string;
  remarks?: string | null;
  allowanceLocationCode?: string | null;
  allowanceVehicleTypeCode?: string | null;
}

export type VersionState = 'inForce' | 'future' | 'past';

const day = (v: string) => v.slice(0, 10);

/** The versions newest first (by effective date), as the picker lists them. */
export function newestFirst<V extends Pick<AllowanceVersion, 'id' | 'effDate'>>(versions: readonly V[]): V[] {
  return [...versions].sort((a, b) => day(b.effDate).localeCompare(day(a.effDate)) || b.id - a.id);
}

/** Rule 1: the version in force on `today`, the greatest effective date not after it; null before the first. */
export function versionInForce<V extends Pick<AllowanceVersion, 'id' | 'effDate'>>(versions: readonly V[], today: string): V | null {
  const found = versionOn(
    versions.map((v) => ({ id: v.id, effDate: day(v.effDate) })),
    today,
  );
  return found ? (versions.find((v) => v.id === found.id) ?? null) : null;
}

/** Whether a version is the one in force on `today`, starts later, or was replaced by a later one. */
export function versionState(version: Pick<AllowanceVersion, 'id' | 'effDate'>, inForce: Pick<AllowanceVersion, 'id'> | null, today: string): VersionState {
  if (inForce?.id === version.id) return 'inForce';
  return day(version.effDate) > today ? 'future' : 'past';
}

/** The version the screen opens on: the one in force, else the next to start, else none. */
export function versionToOpen<V extends Pick<AllowanceVersion, 'id' | 'effDate'>>(versions: readonly V[], today: string): V | null {
  const now = versionInForce(versions, today);
  if (now) return now;
  const future = newestFirst(versions).filter((v) => day(v.effDate) > today);
  return future.at(-1) ?? null;
}

/** Rate rows in the order they are tried: by sequence, then id (as the server lists them). */
export function bySeq<T extends { id: number; seq?: unknown }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => Number(a.seq ?? 0) - Number(b.seq ?? 0) || a.id - b.id);
}

/** The list with the item at `from` put at `to` (a drag); the same list when nothing moves. */
export function moveTo<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The list with the item at `index` moved one place up (-1) or down (1); the same list at either end. */
export const move = <T>(items: readonly T[], index: number, delta: -1 | 1): readonly T[] => moveTo(items, index, index + delta);

/** What a key on a rate row asks: move it (Alt+Arrow), select its neighbour (Arrow), or nothing. */
export function keyAction(e: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): { kind: 'move' | 'select'; delta: -1 | 1 } | null {
  const delta = e.key === 'ArrowUp' ? -1 : e.key === 'ArrowDown' ? 1 : 0;
  if (!delta || e.ctrlKey || e.metaKey || e.shiftKey) return null;
  return { kind: e.altKey ? 'move' : 'select', delta };
}

/** True when the two lists hold the same ids in the same order. */
export function sameOrder(a: readonly { id: number }[], b: readonly { id: number }[]): boolean {
  return a.length === b.length && a.every((x, i) => x.id === b[i].id);
}

/** The saved rows in the order being edited (ids): rows added meanwhile go last, rows gone are left out. */
export function arrange<T extends { id: number }>(saved: readonly T[], order: readonly number[] | null): readonly T[] {
  if (!order) return saved;
  const byId = new Map(saved.map((r) => [r.id, r]));
  const listed = order.flatMap((id) => (byId.has(id) ? [byId.get(id) as T] : []));
  const placed = new Set(order);
  return [...listed, ...saved.filter((r) => !placed.has(r.id))];
}

const hhmm = (t: string) => t.slice(0, 5);

/**
 * The from and to cells of a row's time band: "Any" for both when it sets none; an open end is the
 * start or the end of the day. `overnight` when the band runs past midnight (from after to).
 */
export function bandCells(
  fromTime: string | null | undefined,
  toTime: string | null | undefined,
  any: string,
): { from: string; to: string; overnight: boolean } {
  const from = fromTime?.trim() || null;
  const to = toTime?.trim() || null;
  if (!from && !to) return { from: any, to: any, overnight: false };
  const f = from ? hhmm(from) : '00:00';
  const e = to ? hhmm(to) : '24:00';
  return { from: f, to: e, overnight: f > e };
}

/** A condition's text: its value, or "Any" when the row does not set it. */
export const conditionText = (value: unknown, any: string): string => (value === null || value === undefined || value === '' ? any : String(value));

/** Minutes as hours:minutes ("10:00" for 600, "7:45" for 465). */
export function minutesText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '';
  const m = Math.max(0, Math.trunc(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes of "H:mm" (or whole hours "H"), up to 24:00; null when it is not such a text. */
export function parseMinutes(text: string): number | null {
  const m = /^\s*(\d{1,2})(?::([0-5]\d))?\s*$/.exec(text);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2] ?? 0);
  return minutes <= 24 * 60 ? minutes : null;
}

/** An amount as given by the server with thousands separators ("12345.5" → "12,345.5"); '' for none. Works on the text. */
export function moneyText(amount: unknown): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const s = String(amount).trim();
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(s);
  if (!m) return s;
  return `${m[1]}${m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}`;
}
