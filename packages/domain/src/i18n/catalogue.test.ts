import { describe, expect, it } from 'vitest';
import { MENU, type MenuEntry, menuTextKey, ROUTES, SHORTCUTS, shortcutTextKey, routeTextKey } from '../routes.js';
import { LANGS } from './index.js';

const { en, 'zh-HK': zhHK } = LANGS;

const flat = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
const HAN = /\p{Script=Han}/u;
// A Chinese title may keep no English word: a code of capitals (an abbreviation) would have to be named here.
const ENGLISH_WORD = /[A-Za-z]{2,}/;

describe('titles of the route catalogue in the text tables', () => {
  it('gives every titled route a Chinese title in the tables', () => {
    for (const r of ROUTES.filter((r) => r.title)) {
      const key = routeTextKey(r);
      expect(en[key], key).toBe(r.title);
      expect(zhHK[key], key).toMatch(HAN);
      expect(zhHK[key], key).not.toMatch(ENGLISH_WORD);
    }
  });
  it('gives every menu entry, group header and shortcut a Chinese label in the tables', () => {
    const keyed = [...flat(MENU).map((m) => [menuTextKey(m), m] as const), ...SHORTCUTS.map((s) => [shortcutTextKey(s), s] as const)];
    for (const [key, entry] of keyed) {
      expect(en[key], key).toBe(entry.label);
      expect(zhHK[key], key).toMatch(HAN);
      expect(zhHK[key], key).not.toMatch(ENGLISH_WORD);
    }
  });
  it('gives each route and menu entry a key of its own', () => {
    const keys = [...ROUTES.map(routeTextKey), ...flat(MENU).map(menuTextKey), ...SHORTCUTS.map(shortcutTextKey)];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
