/** The router, built from the route catalogue (spec sections 2 and 4): browser history, lazy screens. */
import { LOGIN_PATH, LOGOUT_PATH, ROUTES, type RouteDef, routeTextKey } from '@limo/domain/routes';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../widgets/LoadingOverlay';
import { Logout } from './Logout';
import { HomeRedirect, PublicOnly, RequireRight, RequireSession } from './session/guards';
import { loadExtensions } from '../resources/extensionLoader';
import { ScreenFor } from './screens';
import { DocumentTitle } from './title';

const LoginScreen = lazy(() => import('../features/login/LoginScreen'));
// The driver page and the signed-in frame bring TanStack Query with them (queryClient.tsx): the sign-in page does without.
const DriverJobsPage = lazy(() => import('./driverPage'));
// The passenger's tracking page (issue 33): public, outside the signed-in frame.
const TrackingPage = lazy(() => import('../features/tracking/TrackingPage'));
// The generic screens' extensions (with the resource definitions) load with the shell, not with the sign-in.
const SignedIn = lazy(() => {
  void loadExtensions().catch(() => undefined);
  return import('./session/SignedIn');
});

const suspended = (node: React.ReactNode) => <Suspense fallback={<LoadingOverlay open fullScreen />}>{node}</Suspense>;

function guarded(route: RouteDef): RouteObject {
  // A redirect carries no screen: the target's own guard checks its right.
  if (route.screen.kind === 'redirect') return { path: route.path, element: <Navigate to={route.screen.to} replace /> };
  return {
    path: route.path,
    element: (
      <RequireRight route={route}>
        <DocumentTitle textKey={route.title ? routeTextKey(route) : undefined} />
        <ScreenFor route={route} />
      </RequireRight>
    ),
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: LOGIN_PATH,
      element: (
        <PublicOnly>
          <DocumentTitle textKey="login.title" />
          {suspended(<LoginScreen />)}
        </PublicOnly>
      ),
    },
    {
      path: '/driver/app/jobs',
      // The title is the page's own text: it shows once the page (and its texts) have loaded.
      element: suspended(
        <>
          <DocumentTitle textKey="drv.title" />
          <DriverJobsPage />
        </>,
      ),
    },
    {
      path: '/t/:token',
      element: suspended(
        <>
          <DocumentTitle textKey="trk.title" />
          <TrackingPage />
        </>,
      ),
    },
    { path: LOGOUT_PATH, element: <Logout /> },
    {
      element: <RequireSession />,
      children: [
        {
          element: suspended(<SignedIn />),
          children: [{ index: true, element: <HomeRedirect /> }, ...ROUTES.map(guarded)],
        },
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
