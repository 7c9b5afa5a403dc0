/**
 * A text of the tables outside React (the error formatter): in the current language once i18next
 * has started, else the English one of the bundled base texts. Kept apart from ./index, which imports the API client.
 */
import i18next from 'i18next';
import { baseEn } from '@limo/domain/i18n/en';
import type { TextKey } from '@limo/domain/i18n/index';

const bundled: Record<string, string> = baseEn;

export function text(key: TextKey, values: Record<string, string | number> = {}): string {
  if (i18next.isInitialized) return i18next.t(key, values);
  return String(bundled[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** True when the tables have a text for `key` (keys made up at run time, such as a status code's). */
export const hasText = (key: string): key is TextKey => (i18next.isInitialized ? i18next.exists(key) : key in bundled);
