import { BLANK_PATH, LOGIN_PATH, type RouteDef } from '@limo/domain/routes';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { canOpen } from '../access';
import { useSession } from './SessionContext';

/** Signed-in routes: no token leads to /login; a failed rights load too. */
export function RequireSession() {
  const { token, user, failed } = useSession();
  const location = useLocation();
  if (!token || failed) return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  if (!user) return <LoadingOverlay open fullScreen />;
  return <Outlet />;
}

/** A route's right: without it the user lands on /blank. */
export function RequireRight({ route, children }: { route: Pick<RouteDef, 'right'>; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !canOpen(route, user.rights)) return <Navigate to={BLANK_PATH} replace />;
  return children;
}

/** /login for a signed-in user with a stored token goes to /. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { token, failed } = useSession();
  if (token && !failed) return <Navigate to="/" replace />;
  return children;
}
