/*
 * The client portal /portal (issue 33): its own sign-in (portal tokens, never the staff session), then
 * the booker's pages in a phone-first frame. Mounted at /portal/* outside the signed-in back office.
 */
import { portalWebEn, portalWebZhHK } from '@limo/domain/i18n/portalWeb';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { registerTexts } from '../../i18n';
import { PortalFrame } from './PortalFrame';
import { loadMe } from './portalApi';
import { applyMeLanguage, startingLanguage } from './portalLanguage';
import { portalSession } from './portalSession';
import { Failed, Loading, MeContext } from './portalUi';
import { AcceptPage, ForgotPage, SignInPage } from './PublicPages';

registerTexts(portalWebEn, portalWebZhHK);

const TripsPage = lazy(() => import('./TripsPage'));
const TripPage = lazy(() => import('./TripPage'));
const BookPage = lazy(() => import('./BookPage'));
const PassengersPage = lazy(() => import('./PassengersPage'));
const PlacesPage = lazy(() => import('./PlacesPage'));
const InvoicesPage = lazy(() => import('./InvoicesPage'));

function SignedInPortal() {
  const me = useQuery({ queryKey: ['portal', 'me'], queryFn: loadMe, staleTime: Infinity });
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const shown = useRef(i18n.language);
  useEffect(() => {
    // The server words place names and messages in the page's language: ask again in the new one.
    if (shown.current === i18n.language) return;
    shown.current = i18n.language;
    void client.invalidateQueries({ queryKey: ['portal'], predicate: (q) => q.queryKey[1] !== 'me' });
  }, [i18n.language, client]);
  useEffect(() => {
    if (me.data) void applyMeLanguage(me.data.language);
  }, [me.data]);
  if (me.isPending) return <Loading />;
  if (me.isError) return <Failed error={me.error} retry={() => void me.refetch()} />;
  return (
    <MeContext.Provider value={me.data}>
      <PortalFrame>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route index element={<Navigate to="trips" replace />} />
            <Route path="trips" element={<TripsPage />} />
            <Route path="trips/:id" element={<TripPage />} />
            <Route path="trips/:id/change" element={<BookPage />} />
            <Route path="book" element={<BookPage />} />
            <Route path="passengers" element={<PassengersPage />} />
            <Route path="places" element={<PlacesPage />} />
            <Route path="invoices" element={<InvoicesPage />} />
            <Route path="*" element={<Navigate to="trips" replace />} />
          </Routes>
        </Suspense>
      </PortalFrame>
    </MeContext.Provider>
  );
}

export default function PortalApp() {
  const session = useSyncExternalStore(portalSession.subscribe, () => portalSession.current);
  const { i18n } = useTranslation();
  const client = useQueryClient();
  useEffect(() => {
    // Signed out (or the session ended): nothing of that user stays for the next one.
    if (!session.token) client.clear();
  }, [session.token, client]);
  useEffect(() => {
    // Before sign-in: the booker's choice on this browser, else the browser's language.
    if (!portalSession.token) {
      const lng = startingLanguage();
      if (i18n.language !== lng) void i18n.changeLanguage(lng);
    }
    // Once, on opening the portal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Routes>
      <Route path="accept" element={<AcceptPage />} />
      <Route path="forgot" element={<ForgotPage />} />
      <Route path="*" element={session.token ? <SignedInPortal /> : <SignInPage reason={session.reason} />} />
    </Routes>
  );
}
