import { BLANK_PATH, LOGIN_PATH, type RouteDef } from '@limo/domain/routes';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { canOpen, homeFor } from '../access';
import { useSession, useToken } from './session';

/**
 * Signed-in routes: no token leads to /login. The user and the rights load in the signed-in frame
 * (SignedIn.tsx, lazily); a failed load there signs off, and this sends the user to /login.
 */
export function RequireSession() {
  const token = useToken();
  const location = useLocation();
  if (!token) return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** A route's right: without it the user lands on /blank. */
export function RequireRight({ route, children }: { route: Pick<RouteDef, 'right'>; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !canOpen(route, user.rights)) return <Navigate to={BLANK_PATH} replace />;
  return children;
}

/** /login for a signed-in user with a stored token goes to / (a token whose user fails to load is signed off there). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const token = useToken();
  if (token) return <Navigate to="/" replace />;
  return children;
}

/** The signed-in root: the main screen of the user's work (access.ts homeFor). */
export function HomeRedirect() {
  const { user } = useSession();
  return <Navigate to={user ? homeFor(user.rights) : BLANK_PATH} replace />;
}
