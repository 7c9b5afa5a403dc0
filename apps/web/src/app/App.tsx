import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { startTabSync } from '../api/tabSync';
import { createAppRouter } from './router';
import { makeTheme, prefersReducedMotion, theme } from './theme';
import { useMuiLocales } from './useMuiLocales';

/**
 * The app: the theme and the router. The query client and the session (the user, the rights) belong to
 * the signed-in frame and the driver page, which load them lazily (session/SignedIn.tsx, driverPage.tsx):
 * the sign-in page needs neither (issue 13, "First load").
 */
export function App() {
  const [router] = useState(createAppRouter);
  // One refresh and one sign-off for all the tabs of this browser, from the sign-in page on
  // (a sign-in in another tab opens this one too).
  useEffect(() => startTabSync(), []);
  // MUI's own words follow the user's language.
  const locales = useMuiLocales();
  const themed = useMemo(() => (locales.length ? makeTheme(prefersReducedMotion(), locales) : theme), [locales]);
  return (
    <ThemeProvider theme={themed}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
