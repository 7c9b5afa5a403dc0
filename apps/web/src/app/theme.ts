import { createTheme, type Theme } from '@mui/material/styles';

/** The user's system asks for less motion (an accessibility setting; the browser tests ask for it too). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const instant = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * With reduced motion, dialogs, menus and tooltips appear at once and buttons do not ripple (WCAG 2.3.3).
 * `locales`: MUI's own words (pagination "1-2 of 2", the dropdowns' Open/Close, the data grid's) in the
 * user's language (useMuiLocales, issue 30).
 */
export function makeTheme(reducedMotion: boolean, locales: readonly object[] = []): Theme {
  return createTheme(
    {
      // Each colour's text, and white on it, contrast 4.5:1 or more (WCAG 1.4.3), also on a row under the pointer:
      // MUI's own warning (3.1:1, the No-show button), info, the old gold secondary, and error and success on a
      // hovered row of the page (4.2 and 4.3:1, leave approval's Reject) did not.
      palette: {
        primary: { main: '#1f3a5f' },
        secondary: { main: '#8a6508' },
        error: { main: '#c62828' },
        success: { main: '#1b5e20' },
        warning: { main: '#a65100' },
        info: { main: '#01579b' },
        background: { default: '#f4f6f8' },
      },
      typography: { fontSize: 13 },
      ...(reducedMotion ? { transitions: { duration: instant } } : {}),
      components: {
        MuiTextField: { defaultProps: { size: 'small' } },
        MuiButton: { defaultProps: { size: 'small' } },
        ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      },
    },
    ...locales,
  );
}

export const theme = makeTheme(prefersReducedMotion());
