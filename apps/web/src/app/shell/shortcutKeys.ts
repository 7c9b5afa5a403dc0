/**
 * The product's keyboard shortcuts, one list for the help dialog and the handlers (issue 30 part 8b).
 * Shortcuts of one key act only outside a text field, so typing is never taken over.
 */
import type { keyboardEn } from '@limo/domain/i18n/keyboard';

type KeyText = keyof typeof keyboardEn;

/** The id of the function picker's input, which "/" focuses. */
export const SEARCH_INPUT_ID = 'function-picker';

export interface ShortcutDef {
  /** The keys pressed together, as written on the keyboard. */
  keys: string[];
  action: KeyText;
  where: KeyText;
}

export const KEYBOARD_SHORTCUTS: ShortcutDef[] = [
  { keys: ['?'], action: 'keys.help', where: 'keys.anywhere' },
  { keys: ['N'], action: 'keys.newOrder', where: 'keys.anywhere' },
  { keys: ['/'], action: 'keys.search', where: 'keys.anywhere' },
  { keys: ['Ctrl', 'S'], action: 'keys.save', where: 'keys.orderForm' },
  { keys: ['Enter'], action: 'keys.flightLookup', where: 'keys.flightField' },
  { keys: ['G'], action: 'keys.goToDate', where: 'keys.scheduling' },
  { keys: ['['], action: 'keys.prevDay', where: 'keys.scheduling' },
  { keys: [']'], action: 'keys.nextDay', where: 'keys.scheduling' },
  { keys: ['←', '→', '↑', '↓', 'Tab'], action: 'keys.gridMove', where: 'keys.scheduling' },
  { keys: ['P'], action: 'keys.planDay', where: 'keys.scheduling' },
  { keys: ['Ctrl', 'Enter'], action: 'keys.check', where: 'keys.orderImport' },
  { keys: ['Ctrl', 'Enter'], action: 'keys.send', where: 'keys.smsDialog' },
];

export type GlobalKey = 'help' | 'newOrder' | 'search';
export type DayKey = 'goToDate' | 'prevDay' | 'nextDay';

interface KeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
  defaultPrevented?: boolean;
}

/** Whether the key goes into something typed: a text field, a list box, an editable element. */
function typing(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  return el.isContentEditable || Boolean(el.closest('input, textarea, select, [contenteditable="true"], [role="combobox"], [role="textbox"]'));
}

/** The single key of a press outside a field, without Ctrl, Alt or Meta (Shift gives '?'); null otherwise. */
function singleKey(e: KeyPress): string | null {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return null;
  return e.key.length === 1 ? e.key.toLowerCase() : null;
}

const GLOBAL: Record<string, GlobalKey> = { '?': 'help', n: 'newOrder', '/': 'search' };
const DAY: Record<string, DayKey> = { g: 'goToDate', '[': 'prevDay', ']': 'nextDay' };

/** The shortcut of every screen a key press means, or null. */
export const globalKey = (e: KeyPress): GlobalKey | null => GLOBAL[singleKey(e) ?? ''] ?? null;

/** The day shortcut of the scheduling screen a key press means, or null. */
export const dayKey = (e: KeyPress): DayKey | null => DAY[singleKey(e) ?? ''] ?? null;

/** "P" on the scheduling screen: plan the day, or go to the plan shown (issue 32). */
export const planKey = (e: KeyPress): boolean => singleKey(e) === 'p';
