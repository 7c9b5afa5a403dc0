/**
 * i18next with English and Traditional Chinese. The texts of @limo/domain are bundled and used
 * at once; texts from GET /limo/node/langs/{lng} are laid over them when the call answers.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { api } from '../api/http';
// The sub-path keeps the sign-in bundle free of the domain's schemas and resource definitions.
import { en, type Language, zhHK } from '@limo/domain/i18n/index';

export { LANGUAGES, type Language, type TextKey } from '@limo/domain/i18n/index';

const STORAGE_KEY = 'lng';

export function storedLanguage(): Language {
  return localStorage.getItem(STORAGE_KEY) === 'zh-HK' ? 'zh-HK' : 'en';
}

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

export function initI18n(lng: Language = storedLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      resources: { en: { translation: { ...en } }, 'zh-HK': { translation: { ...zhHK } } },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18n;
}

/** True when labels should be the Chinese ones of the resource definitions. */
export const isChinese = (lng: string) => lng.toLowerCase().startsWith('zh');
