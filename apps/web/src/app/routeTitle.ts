import { findRoute, type RouteDef, routeTextKey } from '@limo/domain/routes';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** A route's title in the current language (its `route.<path>` text); '' for an untitled route. */
export const routeTitle = (route: RouteDef | undefined, t: TFunction): string => (route?.title ? t(routeTextKey(route)) : '');

/** The current route's title in the current language; the route of `fallbackPath` when the path is none of the catalogue's. */
export function useRouteTitle(fallbackPath?: string): string {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return routeTitle(findRoute(pathname) ?? (fallbackPath ? findRoute(fallbackPath) : undefined), t);
}
