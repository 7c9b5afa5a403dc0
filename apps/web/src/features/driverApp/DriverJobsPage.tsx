import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { driverAppEn, driverAppZhHK } from '@limo/domain/i18n/driverApp';
import { theme } from '../../app/theme';
import { useMuiLocales } from '../../app/useMuiLocales';
import { registerTexts } from '../../i18n';
import { DriverSignIn } from './DriverSignIn';
import { driverSession } from './driverSession';
import { JobsBoard } from './JobsBoard';
import { registerDriverServiceWorker } from './serviceWorker';
import { useDriverQueue } from './useDriverQueue';

// This screen's texts load with it (i18n/index.ts).
registerTexts(driverAppEn, driverAppZhHK);

/** The office's colours and MUI's words in the driver's language, sized for a thumb on a 360-430 px phone. */
const phoneTheme = (locales: readonly object[]) =>
  createTheme(
    {
      palette: theme.palette,
      typography: { fontSize: 15 },
      components: {
        MuiButton: { defaultProps: { size: 'large' }, styleOverrides: { root: { minHeight: 48 } } },
        MuiTextField: { defaultProps: { size: 'medium', fullWidth: true } },
        MuiTab: { styleOverrides: { root: { fontSize: '1rem' } } },
      },
    },
    ...locales,
  );

/** /driver/app/jobs: the drivers' phone page (public route; the driver signs in with the app password). */
export default function DriverJobsPage() {
  const session = useSyncExternalStore(driverSession.subscribe, () => driverSession.current);
  const driver = session.token ? session.loginName : null;
  const { mine } = useDriverQueue(session.loginName);
  const locales = useMuiLocales();
  const themed = useMemo(() => phoneTheme(locales), [locales]);
  useEffect(() => registerDriverServiceWorker(), []);
  useEffect(() => {
    const meta = document.querySelector('meta[name="theme-color"]') ?? Object.assign(document.createElement('meta'), { name: 'theme-color' });
    meta.setAttribute('content', theme.palette.primary.main);
    document.head.appendChild(meta);
  }, []);
  return (
    <ThemeProvider theme={themed}>
      {driver ? <JobsBoard driver={driver} /> : <DriverSignIn reason={session.reason} lastLogin={session.loginName} waiting={mine.length > 0} />}
    </ThemeProvider>
  );
}
