import type { Writable } from 'node:stream';
import { en, formatDate, formatTime, type TextKey, zhHK } from '@limo/domain';
import { openPdf } from '../../documents/fonts.js';
import type { NoticeRow, SignRow } from './notices.schemas.js';

/*
 * The departure notices (A5 portrait, one a page, for the hotel desk) and airport signs (A4
 * landscape, one a page, the passenger's name as large as fits the width) as PDFs. Every text is
 * set in Noto Sans TC, embedded as a subset (documents/fonts.ts).
 */

export { FONT_NAME, FONTS } from '../../documents/fonts.js';

const MARGIN = 36;
type Doc = PDFKit.PDFDocument;

/** "Pick-up time 接載時間": the PDF's labels in both languages. */
const label = (key: TextKey & `notices.label.${string}`) => `${en[key]}  ${zhHK[key]}`;

/**
 * The font size at which a text fits a width on one line: as large as fits, at most `max`; never
 * below `min` (a text still too wide there wraps). `widthAtOne` is the text's width at size 1; a
 * point of slack keeps pdfkit from wrapping a line that fits exactly.
 */
export function fitSize(widthAtOne: number, width: number, max: number, min: number): number {
  if (widthAtOne <= 0) return max;
  return Math.max(min, Math.min(max, Math.floor(((width - 1) / widthAtOne) * 2) / 2));
}

/** A sign's name: one line up to 200 pt; a long name of several words may take two lines (up to 130 pt) when that sets it larger. */
export const NAME_SIZES = { max: 200, twoLinesMax: 130, min: 28, twoLinesBelow: 100 };

/** The lines and size of a sign's name, as large as fits `width`; `widthAtOne` measures a text at size 1. */
export function fitName(name: string, widthAtOne: (text: string) => number, width: number): { lines: string[]; size: number } {
  const { max, twoLinesMax, min, twoLinesBelow } = NAME_SIZES;
  let best = { lines: [name], size: fitSize(widthAtOne(name), width, max, min) };
  const words = name.split(/\s+/).filter(Boolean);
  if (best.size >= twoLinesBelow || words.length < 2) return best;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const size = fitSize(Math.max(...lines.map(widthAtOne)), width, twoLinesMax, min);
    if (size > best.size) best = { lines, size };
  }
  return best;
}

/** The name a sign shows in a language, the other language's when the order has none in it. */
export function signName(row: Pick<SignRow, 'paxNameEng' | 'paxNameChi'>, lang: 'en' | 'zh'): string {
  return (lang === 'zh' ? (row.paxNameChi ?? row.paxNameEng) : (row.paxNameEng ?? row.paxNameChi)) ?? '';
}

/** A document on the notices' margins with the embedded fonts. */
const open = (stream: Writable, options: PDFKit.PDFDocumentOptions, write: (doc: Doc) => void) => openPdf(stream, { margin: MARGIN, ...options }, write);

/** The page of a date without rows: says so, rather than an empty file. */
function nothing(doc: Doc, date: string) {
  doc
    .font('bold')
    .fontSize(16)
    .text(label('notices.label.none'), MARGIN, MARGIN * 2);
  doc.font('regular').fontSize(12).text(formatDate(date));
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('  ');

/** One notice: title, passengers, then a label and a value per line. */
function noticePage(doc: Doc, r: NoticeRow) {
  doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  doc.font('bold').fontSize(18).text(label('notices.label.title'), MARGIN, MARGIN, { width });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(8.5).fillColor('#555555').text(label('notices.label.passengers'), { width });
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('black')
    .text(r.paxNames.join(', ') || '-', { width });
  doc.moveDown(0.5);
  const lines: [TextKey & `notices.label.${string}`, string][] = [
    ['notices.label.pickupTime', `${formatDate(r.pickupDate)}  ${formatTime(r.pickupTime)}`],
    ['notices.label.pickupAt', join(r.pickupLocation, r.pickupLocationChi)],
    ['notices.label.to', join(r.dropoffLocation, r.dropoffLocationChi)],
    ['notices.label.flight', join(r.flightNo, formatDate(r.flightDate), formatTime(r.flightTime), r.terminal)],
    ['notices.label.paxCount', String(r.paxCount)],
    ['notices.label.driver', join(r.driverName, r.driverNameChi)],
    ['notices.label.mobile', r.driverMobile ?? ''],
    ['notices.label.vehicle', join(r.plate, r.vehicleTypeDesc)],
    ['notices.label.client', join(r.clientName, r.clientNameChi)],
    ['notices.label.ref', r.orderRefId],
  ];
  for (const [key, value] of lines) {
    doc.font('regular').fontSize(8.5).fillColor('#555555').text(label(key), { width });
    doc
      .fontSize(12)
      .fillColor('black')
      .text(value || '-', { width });
    doc.moveDown(0.35);
  }
  if (r.remarks) {
    doc.font('regular').fontSize(8.5).fillColor('#555555').text(label('notices.label.remarks'), { width });
    // What is left of the page: a long remark is cut with an ellipsis, never runs onto a page of its own.
    const height = Math.max(12, doc.page.height - MARGIN - doc.y);
    doc.fontSize(11).fillColor('black').text(r.remarks, { width, height, ellipsis: true });
  }
}

/** Departure notices, one A5 page each. */
export function writeNotices(stream: Writable, date: string, rows: readonly NoticeRow[]): Promise<void> {
  return open(stream, { size: 'A5', info: { Title: `Departure notices ${date}` } }, (doc) => {
    if (!rows.length) {
      doc.addPage();
      nothing(doc, date);
    }
    for (const r of rows) noticePage(doc, r);
  });
}

/** One sign: the client's name above, the passenger's name as large as fits, the flight at the foot. */
function signPage(doc: Doc, r: SignRow, lang: 'en' | 'zh') {
  doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  const name = signName(r, lang);
  const client = lang === 'zh' ? (r.clientNameChi ?? r.clientNameEng) : r.clientNameEng;

  doc.font('bold').fontSize(1);
  const { lines, size } = fitName(name, (text) => doc.widthOfString(text), width);
  const text = lines.join('\n');
  doc.fontSize(size);
  const nameHeight = doc.heightOfString(text, { width, align: 'center' });
  doc.font('regular');
  const clientSize = fitSize(doc.fontSize(1).widthOfString(client), width, 40, 12);
  doc.fontSize(clientSize);
  const clientHeight = doc.heightOfString(client, { width, align: 'center' });

  // The name and the client's name under it, together in the middle of the page.
  const top = Math.max(MARGIN, (doc.page.height - nameHeight - clientHeight - 12) / 2);
  doc.font('bold').fontSize(size).fillColor('black').text(text, MARGIN, top, { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(clientSize)
    .fillColor('#333333')
    .text(client, MARGIN, doc.y + 12, { width, align: 'center' });

  const foot = join(
    r.flightNo && `${en['notices.label.flight']} ${r.flightNo}`,
    r.origin,
    r.flightEtaTime && `${en['notices.label.eta']} ${r.flightEtaTime}`,
    r.terminal && `${en['notices.label.terminal']} ${r.terminal}`,
    `${en['notices.label.ref']} ${r.orderRefId}`,
  );
  // The foot is below the bottom margin: without this pdfkit would start a new page for it.
  doc.page.margins.bottom = 0;
  doc
    .fontSize(11)
    .fillColor('#555555')
    .text(foot, MARGIN, doc.page.height - MARGIN, { width, align: 'center', lineBreak: false });
}

/** Airport signs, one A4 landscape page each, the names in English or Chinese. */
export function writeSigns(stream: Writable, date: string, rows: readonly SignRow[], lang: 'en' | 'zh'): Promise<void> {
  return open(stream, { size: 'A4', layout: 'landscape', info: { Title: `Airport signs ${date}` } }, (doc) => {
    if (!rows.length) {
      doc.addPage();
      nothing(doc, date);
    }
    for (const r of rows) signPage(doc, r, lang);
  });
}
