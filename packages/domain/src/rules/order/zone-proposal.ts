/**
 * The zone the form proposes for a typed address (issue 30 part 3, docs/decisions.md; the chinaLink feed's addresses too): that of the
 * location whose name shares the most words with the address, ties broken by the longest common
 * start; nothing when no name shares a word or the first three characters. Pure, for the unit test.
 */
import { searchForm } from '../search.js';

export interface ZonedLocation {
  name: string;
  nameZh: string;
  /** The location's contractLabel ('' for none). */
  zone: string;
}

const words = (text: string) =>
  new Set(
    searchForm(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1),
  );

function commonStart(a: string, b: string): number {
  const [x, y] = [searchForm(a.trim()), searchForm(b.trim())];
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

function score(address: string, typed: Set<string>, name: string): [number, number] {
  if (!name.trim()) return [0, 0];
  let shared = 0;
  for (const w of words(name)) if (typed.has(w)) shared++;
  return [shared, commonStart(address, name)];
}

/** The proposed zone, or '' when no location with a zone resembles the address. */
export function proposeZone(address: string, locations: readonly ZonedLocation[]): string {
  const typed = words(address);
  let best: { zone: string; shared: number; start: number } | null = null;
  for (const l of locations) {
    if (!l.zone.trim()) continue;
    for (const name of [l.name, l.nameZh]) {
      const [shared, start] = score(address, typed, name);
      if (shared === 0 && start < 3) continue;
      if (!best || shared > best.shared || (shared === best.shared && start > best.start)) best = { zone: l.zone.trim(), shared, start };
    }
  }
  return best?.zone ?? '';
}

/** The distinct zones of the locations, sorted: the choices of the zone select. */
export function zonesOf(locations: readonly ZonedLocation[]): string[] {
  const seen = new Map<string, string>();
  for (const l of locations) {
    const z = l.zone.trim();
    if (z && !seen.has(z.toUpperCase())) seen.set(z.toUpperCase(), z);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}
