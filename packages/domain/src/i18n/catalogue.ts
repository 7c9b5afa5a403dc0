import { MENU, type MenuEntry, menuTextKey, ROUTES, SHORTCUTS, shortcutTextKey, routeTextKey } from '../routes.js';

/**
 * The titles of the route catalogue (routes.ts) as text table entries, so that routes.ts stays
 * the one place a route, menu entry or shortcut is named: `route.<path>`, `menu.<path>`,
 * `menu.group.<label>` and `shortcut.<path>`, spread into en and zh-HK.
 */
export type CatalogueKey = `route.${string}` | `menu.${string}` | `shortcut.${string}`;

type Lang = 'en' | 'zh';

const flat = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);

function texts(lang: Lang): Record<CatalogueKey, string> {
  const out: Record<string, string> = {};
  // The blank page has no title: it shows the product title alone.
  for (const r of ROUTES) if (r.title) out[routeTextKey(r)] = lang === 'en' ? r.title : r.titleZh;
  for (const m of flat(MENU)) out[menuTextKey(m)] = lang === 'en' ? m.label : m.labelZh;
  for (const s of SHORTCUTS) out[shortcutTextKey(s)] = lang === 'en' ? s.label : s.labelZh;
  return out;
}

export const catalogueEn = texts('en');
export const catalogueZhHK = texts('zh');
