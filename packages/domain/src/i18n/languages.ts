/** The languages of the page app (a file of its own: the web app's sign-in screen lists them without loading the text tables). */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'zh-HK', label: '繁體中文' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
