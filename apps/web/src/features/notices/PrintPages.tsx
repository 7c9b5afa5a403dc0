import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The paper of a kind of page: the page box in mm and the CSS @page size. */
export const PAPER = {
  signs: { width: 297, height: 210, size: 'A4 landscape', padding: 12 },
  notices: { width: 148, height: 210, size: 'A5 portrait', padding: 10 },
} as const;
export type Paper = (typeof PAPER)[keyof typeof PAPER];

/** CSS px of mm, as the browser lays out print (96 px to the inch). */
export const mmToPx = (mm: number) => (mm * 96) / 25.4;

/**
 * The pages to print, straight under <body> and shown in print only: the print stylesheet hides
 * everything else (the app's shell, menus, dialogs) and starts every page on a sheet of its own.
 * Mounted with the screen, so its @page size holds for this screen's printing only.
 */
export function PrintPages({ paper, children }: { paper: Paper; children: ReactNode }) {
  const css = `
.limo-print-root { display: none; }
@media print {
  @page { size: ${paper.size}; margin: 0; }
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body > *:not(.limo-print-root) { display: none !important; }
  .limo-print-root { display: block; }
  .limo-print-root .limo-page { break-after: page; page-break-after: always; }
  .limo-print-root .limo-page:last-child { break-after: auto; page-break-after: auto; }
}`;
  return createPortal(
    <div className="limo-print-root" data-testid="print-pages">
      <style>{css}</style>
      {children}
    </div>,
    document.body,
  );
}

/** One sheet: the paper's size in mm, its content inside the margins, nothing spilling onto the next sheet. */
export function Sheet({ paper, children, label }: { paper: Paper; children: ReactNode; label?: string }) {
  return (
    <div
      className="limo-page"
      aria-label={label}
      // The printed page: English and Chinese side by side in any screen language, names as booked; not translated.
      translate="no"
      style={{
        width: `${paper.width}mm`,
        height: `${paper.height}mm`,
        padding: `${paper.padding}mm`,
        boxSizing: 'border-box',
        overflow: 'hidden',
        background: '#fff',
        color: '#000',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {children}
    </div>
  );
}

/**
 * A sheet shown small on the screen (the print preview): laid out at its real size and scaled, so
 * the preview breaks lines where the paper will.
 */
export function Preview({ paper, scale, children }: { paper: Paper; scale: number; children: ReactNode }) {
  return (
    <div
      style={{
        width: mmToPx(paper.width) * scale,
        height: mmToPx(paper.height) * scale,
        overflow: 'hidden',
        border: '1px solid #bbb',
        boxShadow: '0 1px 3px rgba(0,0,0,.2)',
        background: '#fff',
        flex: 'none',
      }}
    >
      <div style={{ transform: `scale(${scale})`, transformOrigin: 'top left' }}>{children}</div>
    </div>
  );
}
