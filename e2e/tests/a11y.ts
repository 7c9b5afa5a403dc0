import AxeBuilder from '@axe-core/playwright';
import type { Page } from '../support/fixtures';

/** WCAG 2.1 A and AA, the level the issue asks for (issue 30, part 9). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The axe violations of the page, or of the parts `include` names, one line each ("rule: impact: the first targets").
 * The shell (menu, top bar) is the same on every screen: the walk scans the whole page once per user and language,
 * then the screen's own content (`main`, an open dialog).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // WCAG 2.5.3 (the name holds the visible text) is an experimental rule of axe: asked for by name. options() first:
  // it replaces the options withTags sets. Violations only: axe then skips describing every passing node.
  let builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => {
    const targets = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
    return `${v.id} (${v.impact}, ${v.nodes.length}): ${targets.join(' | ')}`;
  });
}

/**
 * What may stay in Latin letters on a Chinese screen: codes and names from the demo data, words every clerk
 * reads as they are (PDF, Excel), units and the product's own tokens. Each entry says why.
 */
const ALLOWED = new Set([
  'PDF', // a file format's name
  'Excel', // a product's name
  'CSV', // a file format's name
  // Key caps, printed on the keyboard as they are (the grid's keyboard hints).
  'Tab',
  'Enter',
  'Esc',
  'Shift',
  'Ctrl',
]);

/**
 * Elements whose text is data (the demo's records), not the screen's words: codes, names, plates, flight numbers.
 * A screen marks other data it shows with the standard `translate="no"` (a name, a code: not to be translated).
 * The map's credits name the map's makers (Leaflet, Natural Earth), as their licences ask.
 */
const DATA = ['[role="gridcell"]', '[role="cell"]', 'td', 'input', 'textarea', '[translate="no"]', '.leaflet-control-attribution'].join(',');

/** The Latin-letter words (3 letters or more) a Chinese screen still shows outside its data, each once. */
export async function englishWords(page: Page): Promise<string[]> {
  const text = await page.evaluate((data) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest(data) || el.closest('script, style') || !el.checkVisibility({ visibilityProperty: true })) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  }, DATA);
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !ALLOWED.has(w));
}
