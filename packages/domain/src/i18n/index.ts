import { en } from './en.js';
import { zhHK } from './zh-HK.js';

export { en, type TextKey } from './en.js';
export { zhHK } from './zh-HK.js';

/** Texts of the page app, by language, served at /limo/node/langs/{lng} and bundled as a fallback. */
export const LANGS: Record<string, Record<string, string>> = { en, 'zh-HK': zhHK };
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'zh-HK', label: '繁體中文' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
