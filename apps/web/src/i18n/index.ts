/**
 * i18next with English and Traditional Chinese (issue 13, "First load": what the sign-in screen loads).
 *
 * - The base texts (`baseEn` of @limo/domain: sign-in, shell, menu and route titles, errors, generic
 *   screens) are bundled in English; the Chinese ones are one file of their own, loaded by i18next
 *   (the backend below) before it turns to Chinese: `changeLanguage('zh-HK')` resolves once they are
 *   in, and main.tsx waits for them before it shows anything, so Chinese shows at once.
 * - A screen's own table (packages/domain/src/i18n/<area>.ts) is not bundled: the screen module
 *   registers it at module load, before anything of it renders:
 *
 *       import { ratesEn, ratesZhHK } from '@limo/domain/i18n/rates';
 *       import { registerTexts } from '../../i18n';
 *       registerTexts(ratesEn, ratesZhHK);
 *
 *   The table is joined into `en`/`zhHK` of packages/domain/src/i18n/index.ts too (the server's texts,
 *   `TextKey`, the test that every key has Chinese). A test rendering a part of a screen alone registers
 *   the table itself.
 * - Texts from GET /limo/node/langs/{lng} (every key) are laid over them when the call answers.
 */
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { api } from '../api/http';
// Sub-paths: the base texts alone, not the domain's schemas nor the screens' tables (index.ts joins them all).
import { baseEn } from '@limo/domain/i18n/en';
import type { Language } from '@limo/domain/i18n/languages';

export { LANGUAGES, type Language } from '@limo/domain/i18n/languages';
export type { TextKey } from '@limo/domain/i18n/index';

const STORAGE_KEY = 'lng';

export function storedLanguage(): Language {
  return localStorage.getItem(STORAGE_KEY) === 'zh-HK' ? 'zh-HK' : 'en';
}

type Table = Record<string, string>;

/** The per-screen tables registered so far; a Chinese one waits for the Chinese base texts. */
const screenTables = new Map<Table, Table>();
let chineseLoaded = false;

/**
 * Adds a screen's texts (both languages; the same keys in each) to the tables. Call it at module load
 * of the screen module that uses them (the one app/screens.tsx imports lazily); calling it again with
 * the same table does nothing. Texts already there (the server's) are kept.
 */
export function registerTexts<K extends string>(en: Record<K, string>, zhHK: Record<K, string>): void {
  if (screenTables.has(en)) return;
  screenTables.set(en, zhHK);
  if (!i18n.store) return; // initI18n adds it
  i18n.addResourceBundle('en', 'translation', en, true, false);
  if (chineseLoaded) i18n.addResourceBundle('zh-HK', 'translation', zhHK, true, false);
}

/** Loads the Chinese texts when i18next first needs them: the base file and the screens' tables registered so far. */
const lazyChinese: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, _ns, done) {
    if (lng !== 'zh-HK') return done(null, {});
    import('@limo/domain/i18n/zh-HK').then(
      ({ baseZhHK }) => {
        chineseLoaded = true;
        done(null, Object.assign({}, baseZhHK, ...screenTables.values()));
      },
      (err: Error) => done(err, false),
    );
  },
};

const loaded = new Set<string>();

/** Lays the server's texts for `lng` over the bundled ones; a failed call leaves the bundled texts. */
export async function loadRemoteTexts(lng: Language): Promise<boolean> {
  if (loaded.has(lng)) return true;
  try {
    const texts = await api<Record<string, unknown>>(`/node/langs/${lng}`);
    const flat = Object.fromEntries(Object.entries(texts ?? {}).filter(([, v]) => typeof v === 'string'));
    i18n.addResourceBundle(lng, 'translation', flat, true, true);
    loaded.add(lng);
    return true;
  } catch {
    return false;
  }
}

export async function setLanguage(lng: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, lng);
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
  await loadRemoteTexts(lng);
}

let started: Promise<unknown> | undefined;

/**
 * Starts i18next in `lng`. English is ready on return; Chinese once `startI18n` resolves (its texts
 * are a file of their own).
 */
export function initI18n(lng: Language = storedLanguage()): typeof i18n {
  if (!started) {
    const en = Object.assign({}, baseEn, ...screenTables.keys()) as Table;
    started = i18n
      .use(lazyChinese)
      .use(initReactI18next)
      .init({
        lng,
        fallbackLng: 'en',
        // English is bundled; Chinese comes through the backend above, 'zh-HK' alone (no 'zh').
        resources: { en: { translation: en } },
        partialBundledLanguages: true,
        load: 'currentOnly',
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: false },
        initAsync: false,
      });
  }
  return i18n;
}

/** Starts i18next in `lng` and resolves when its texts are in (main.tsx waits for it before the first render). */
export async function startI18n(lng: Language = storedLanguage()): Promise<void> {
  initI18n(lng);
  await started;
}

/** True when labels should be the Chinese ones of the resource definitions. */
export const isChinese = (lng: string) => lng.toLowerCase().startsWith('zh');
