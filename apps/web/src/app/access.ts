/**
 * The access policy of the UI in one place (spec sections 2, 4 and 6): which routes,
 * menu entries, shortcuts and picker entries a holder of some rights may see.
 * The server enforces the same rights; hiding is only comfort.
 */
import { ALL, hasRight } from '@limo/domain/rights';
import { BLANK_PATH, findRoute, HOME_PATH, MENU, type MenuEntry, ROUTES, type RouteDef, routeRights, SHORTCUTS } from '@limo/domain/routes';

export function canOpen(route: Pick<RouteDef, 'right'>, rights: readonly string[]): boolean {
  return hasRight(rights, routeRights(route));
}

/** Menu entries the user may see: a group only with its right and with at least one entry left. */
export function menuFor(rights: readonly string[], menu: MenuEntry[] = MENU): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of menu) {
    if (!hasRight(rights, entry.right)) continue;
    if (entry.children) {
      const children = entry.children.filter((c) => hasRight(rights, c.right));
      if (children.length > 0) out.push({ ...entry, children });
    } else {
      out.push(entry);
    }
  }
  return out;
}

export function shortcutsFor(rights: readonly string[]): MenuEntry[] {
  return SHORTCUTS.filter((s) => hasRight(rights, s.right));
}

export interface PickerEntry {
  title: string;
  path: string;
}

/**
 * The function picker: every route not excluded that the user may open, sorted by title
 * (`titleOf` gives the title in the reader's language, sorted in that language's order).
 */
export function pickerEntries(rights: readonly string[], titleOf: (r: RouteDef) => string = (r) => r.title, locale = 'en'): PickerEntry[] {
  // One collator for the sort: localeCompare with a locale builds one per comparison (slow).
  const collator = new Intl.Collator(locale);
  return ROUTES.filter((r) => !r.exclude && !r.path.includes(':') && r.title && canOpen(r, rights))
    .map((r) => ({ title: titleOf(r), path: r.path }))
    .sort((a, b) => collator.compare(a.title, b.title) || a.path.localeCompare(b.path));
}

/** The module code the Module Security button loads: the right of the current route. */
export function moduleCodeFor(pathname: string): string | null {
  const route = findRoute(pathname);
  if (!route) return null;
  return routeRights(route).find((r) => r !== ALL) ?? null;
}

/**
 * Where a user lands after sign-in (issue 30 part 7): the scheduling grid, else the first main
 * screen of their work they may open (accounts: the invoice list, then the order invoice; HR:
 * leave approval, then the roster), else the first entry of their menu, never an empty page
 * while they may open something.
 */
export const LANDING_PATHS = [HOME_PATH, '/Account/invoicing', '/Account/orderInvoice', '/operation/LeaveApproval', '/HR/driverRosterHR'] as const;

export function homeFor(rights: readonly string[]): string {
  for (const path of LANDING_PATHS) {
    const route = findRoute(path);
    if (route && canOpen(route, rights)) return path;
  }
  const first = menuFor(rights)
    .flatMap((e) => (e.children ?? [e]).map((c) => c.path))
    .find((p) => p && findRoute(p));
  return first ?? BLANK_PATH;
}
