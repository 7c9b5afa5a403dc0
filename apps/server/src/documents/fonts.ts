import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';

/*
 * Noto Sans TC, shipped as an npm package and embedded in a PDF as a subset of the glyphs used, so
 * a Chinese name prints on any machine whatever fonts it has (the notices, signs and invoices).
 */

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-tc';
/** Resolved when the module loads: a server without the font fails at start, not on the first PDF. */
export const FONTS = {
  regular: require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansTC_400Regular.ttf`),
  bold: require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansTC_700Bold.ttf`),
};
export const FONT_NAME = 'NotoSansTC';

/**
 * A document with the embedded fonts registered as 'regular' and 'bold', written to the stream by
 * `write`; resolves when the last byte is written.
 */
export function openPdf(stream: Writable, options: PDFKit.PDFDocumentOptions, write: (doc: PDFKit.PDFDocument) => void): Promise<void> {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(stream);
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  write(doc);
  doc.end();
  return done;
}
