/*
 * The last jobs answer of each day, kept in IndexedDB so the page still lists the jobs when it
 * opens with no network. Days before yesterday are forgotten.
 */
import { nextDate } from '@limo/domain/rules/entry';
import { del, get, keys, set } from 'idb-keyval';
import type { JobsDay } from './jobsModel';

const PREFIX = 'limo.driverJobs:';

export interface CachedDay {
  day: JobsDay;
  /** When the answer came (ISO instant). */
  savedAt: string;
}

const keyOf = (driver: string, date: string) => `${PREFIX}${driver}:${date}`;

export async function cachedDay(driver: string, date: string): Promise<CachedDay | undefined> {
  try {
    return await get<CachedDay>(keyOf(driver, date));
  } catch {
    return undefined;
  }
}

export async function saveDay(driver: string, day: JobsDay, today: string, savedAt = new Date().toISOString()): Promise<void> {
  try {
    await set(keyOf(driver, day.dutyDate), { day, savedAt } satisfies CachedDay);
    const yesterday = nextDate(today, -1);
    const old = (await keys()).filter((k) => typeof k === 'string' && k.startsWith(PREFIX) && (k.split(':').pop() ?? '') < yesterday);
    await Promise.all(old.map((k) => del(k)));
  } catch {
    // A phone out of storage still shows the jobs it just loaded.
  }
}
