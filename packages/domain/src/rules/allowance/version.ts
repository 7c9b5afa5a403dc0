import type { AllowanceVersion } from './types.js';

/** Rule 1: the version in effect on a date, the one with the greatest effDate not after it; null before the first. */
export function versionOn<V extends Pick<AllowanceVersion, 'effDate'>>(versions: readonly V[], date: string): V | null {
  let found: V | null = null;
  for (const v of versions) {
    if (v.effDate <= date && (found === null || v.effDate > found.effDate)) found = v;
  }
  return found;
}
