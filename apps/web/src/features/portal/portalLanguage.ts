/*
 * The portal's language: the booker's own choice on this browser (the language button), else the
 * browser's before sign-in; on each sign-in, the user's `language` from /me.
 */
import { type Language, setLanguage } from '../../i18n';

const CHOICE_KEY = 'limo.portalLanguage';
/** Set at sign-in: the next /me answer sets the language. */
const FROM_ME_KEY = 'limo.portalLanguageFromMe';

export const browserLanguage = (): Language => ((navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase().startsWith('zh') ? 'zh-HK' : 'en');

export function startingLanguage(): Language {
  const chosen = localStorage.getItem(CHOICE_KEY);
  return chosen === 'en' || chosen === 'zh-HK' ? chosen : browserLanguage();
}

export function chooseLanguage(lng: Language): Promise<void> {
  localStorage.setItem(CHOICE_KEY, lng);
  return setLanguage(lng);
}

export const takeLanguageFromMe = () => sessionStorage.setItem(FROM_ME_KEY, '1');

/** After /me answers: its language once per sign-in. */
export function applyMeLanguage(lng: Language): Promise<void> | undefined {
  if (sessionStorage.getItem(FROM_ME_KEY) !== '1') return undefined;
  sessionStorage.removeItem(FROM_ME_KEY);
  return chooseLanguage(lng);
}
