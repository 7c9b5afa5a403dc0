import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result } from 'axe-core';
import type { Page } from '../support/fixtures';

/** WCAG 2.1 A and AA, the level the issue asks for (issue 30, part 9). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe violations of the page, or of the part `include` selects, one line each ("rule (impact, count): the first
 * targets"). axe is put in the page once and run in place: the walk moves from screen to screen without a reload.
 * (@axe-core/playwright's analyze() puts axe in again and finishes each run in a new page: five times slower, which
 * the walk of every screen in two languages could not afford in CI, issue 29.)
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    ([context, tags]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Result[] }> } }).axe
        .run(context ?? document, {
          runOnly: { type: 'tag', values: tags },
          // WCAG 2.5.3 (the name holds the visible text) is an experimental rule of axe: asked for by name.
          rules: { 'label-content-name-mismatch': { enabled: true } },
          // Violations only: axe then skips describing every passing node.
          resultTypes: ['violations'],
        })
        .then((r) => r.violations),
    [include ?? null, TAGS] as const,
  );
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
  'Alt',
  'Delete',
]);

/**
 * Elements whose text is data (the demo's records), not the screen's words: codes, names, plates, flight numbers.
 * A screen marks other data it shows with the standard `translate="no"` (a name, a code: not to be translated).
 * The map's credits name the map's makers (Leaflet, Natural Earth), as their licences ask.
 */
// A field's chosen value (a select shows it in its combobox) and a row's header (the row's record) are data too.
const DATA = [
  '[role="gridcell"]',
  '[role="cell"]',
  '[role="rowheader"]',
  '[role="combobox"]',
  'td',
  'input',
  'textarea',
  '[translate="no"]',
  '.leaflet-control-attribution',
].join(',');

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
  // A word in capitals is a record's code (CORP, STD, ALPHARD, HKG: codes are capitals by the code rule), shown as
  // it is in any language; the status words once shown as codes (DONE, POB) are words now, tested by their screens.
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !ALLOWED.has(w) && w !== w.toUpperCase());
}
