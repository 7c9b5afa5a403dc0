import { zhHK } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { zhHK as gridZhHK } from '@mui/x-data-grid/locales';

/** The user's system asks for less motion (an accessibility setting; the browser tests ask for it too). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const instant = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/** MUI's own words in the user's language: its zh-HK locales in Chinese, its English defaults otherwise. */
export const muiLocales = (language: string): object[] => (language === 'zh-HK' ? [zhHK, gridZhHK] : []);

/**
 * With reduced motion, dialogs, menus and tooltips appear at once and buttons do not ripple (WCAG 2.3.3).
 * In Chinese, MUI's own words (pagination "1-2 of 2", the dropdowns' Open/Close, the data grid's) are
 * its zh-HK locale's (issue 30).
 */
export function makeTheme(reducedMotion: boolean, lang: 'en' | 'zh-HK' = 'en'): Theme {
  return createTheme(
    {
      palette: { primary: { main: '#1f3a5f' }, secondary: { main: '#b8860b' }, background: { default: '#f4f6f8' } },
      typography: { fontSize: 13 },
      ...(reducedMotion ? { transitions: { duration: instant } } : {}),
      components: {
        MuiTextField: { defaultProps: { size: 'small' } },
        MuiButton: { defaultProps: { size: 'small' } },
        ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      },
    },
    ...muiLocales(lang),
  );
}

export const theme = makeTheme(prefersReducedMotion());

const themes: Partial<Record<'en' | 'zh-HK', Theme>> = {};

/** The app's theme in the user's language (one per language, made once). */
export function themeFor(language: string): Theme {
  const lang = language === 'zh-HK' ? 'zh-HK' : 'en';
  return (themes[lang] ??= lang === 'en' ? theme : makeTheme(prefersReducedMotion(), lang));
}
