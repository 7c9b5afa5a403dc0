import { describe, expect, it } from 'vitest';
import { MENU, type MenuEntry, menuTextKey, ROUTES, SHORTCUTS, shortcutTextKey, routeTextKey } from '../routes.js';
import { REPORT_DEFS } from '../reports/index.js';
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

describe('Chinese titles that named the wrong thing (issue 30)', () => {
  it('calls the Reduce Pay report a discount and manual-fare report, in the tables and the report catalogue', () => {
    expect(zhHK['route./report/ReducePayReport']).toBe('折扣及手動車資報表');
    expect(REPORT_DEFS.find((d) => d.route === '/report/ReducePayReport')?.title.zh).toBe('折扣及手動車資報表');
  });
  it('calls the invoice list 發票: invoices are issued on 訂單發票', () => {
    expect(zhHK['route./Account/invoicing']).toBe('發票');
    expect(zhHK['menu./Account/invoicing']).toBe('發票');
    expect(zhHK['oi.openInInvoicing']).toBe('在「發票」中開啟');
  });
});
