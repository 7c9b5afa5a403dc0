import type { Writable } from 'node:stream';
import { formatDate, groupedMoney } from '@limo/domain';
import { openPdf } from '../../documents/fonts.js';

/*
 * The printed invoice (issue 17 deliverable 3): A4 portrait on the branch's letterhead, English and
 * Chinese names in the embedded Noto Sans TC, at most LINES_PER_PAGE lines a page with the table
 * header (and the invoice's heading) on every page, the totals after the last line, "page n of m"
 * at the foot (the page count known from the line count, so each page is written once) and a VOID mark across every page of a void invoice.
 */

export const LINES_PER_PAGE = 40;

export interface InvoicePrint {
  invoiceNo: string;
  invoiceDate: string;
  dueDate: string;
  dateFrom: string;
  dateTo: string;
  status: string;
  voidReason: string | null;
  subtotal: string;
  miscTotal: string;
  total: string;
  letterhead: {
    companyNameEng: string;
    companyNameChi: string | null;
    address: string | null;
    telNo: string | null;
    bankAccount: string | null;
    footerText: string | null;
  } | null;
  client: { clientCode: string; clientNameEng: string; clientNameChi: string | null; address: string | null };
  lines: { description: string; amount: string }[];
}

const MARGIN = 36;
const ROW = 12.5;
const SIZE = 8;
type Doc = PDFKit.PDFDocument;

/** Amounts as the clerk reads them: 12,345.60 (from the exact text, never a float). */
export function moneyShown(amount: string): string {
  return groupedMoney(amount) ?? amount;
}

/** The pages of single-row lines: LINES_PER_PAGE a page, at least one. */
export const pagesFor = (lineCount: number) => Math.max(1, Math.ceil(lineCount / LINES_PER_PAGE));

/**
 * The lines of each page: at most LINES_PER_PAGE, and no more than the page's table holds, a line as
 * tall as its wrapped description (a trip's route is never cut); the totals after the last line.
 */
export function pageSlices(heights: readonly number[], room: number, totalsHeight: number): number[][] {
  const pages: number[][] = [[]];
  let used = 0;
  heights.forEach((h, i) => {
    const page = pages[pages.length - 1];
    if (page.length && (page.length === LINES_PER_PAGE || used + h > room)) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1].push(i);
    used += h;
  });
  if (used + totalsHeight > room) pages.push([]);
  return pages;
}

/** Writes the invoice to the stream and ends it; resolves when the last byte is written. */
export function writeInvoicePdf(stream: Writable, inv: InvoicePrint): Promise<void> {
  return openPdf(stream, { size: 'A4', margin: MARGIN, info: { Title: `Invoice ${inv.invoiceNo}` } }, (doc) => {
    doc.addPage();
    const heights = inv.lines.map((l) => rowHeight(doc, l.description));
    const room = footTop(doc, inv) - tableTop(inv) - 4;
    const pages = pageSlices(heights, room, TOTALS_HEIGHT);
    pages.forEach((slice, p) => {
      if (p > 0) doc.addPage();
      // Every text is placed by hand: nothing may push pdfkit onto a page of its own.
      doc.page.margins.bottom = 0;
      let y = heading(doc, inv);
      y = tableHeader(doc, y);
      slice.forEach((n, i) => {
        y = tableRow(doc, y, String(n + 1), inv.lines[n].description, moneyShown(inv.lines[n].amount), i % 2 === 1, 'regular', heights[n]);
      });
      if (p === pages.length - 1) totals(doc, y + 4, inv);
      foot(doc, inv, p + 1, pages.length);
      if (inv.status === 'V') voidMark(doc);
    });
  });
}

/** The void invoice's label beside the title, with the reason. */
const voidLine = (reason: string | null) => `VOID 作廢${reason ? `: ${reason}` : ''}`;

const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** The letterhead's lines (text, font, size) with the height each takes. */
function letterheadLines(inv: InvoicePrint): { text: string; font: string; size: number; height: number }[] {
  const h = inv.letterhead;
  if (!h) return [];
  const contact = [h.address, h.telNo && `Tel 電話 ${h.telNo}`].filter(Boolean).join('   ');
  return [
    { text: h.companyNameEng, font: 'bold', size: 14, height: 18 },
    ...(h.companyNameChi ? [{ text: h.companyNameChi, font: 'bold', size: 12, height: 16 }] : []),
    ...(contact ? [{ text: contact, font: 'regular', size: 8, height: 12 }] : []),
  ];
}

/** Where the heading ends (heading's answer), known before anything is drawn. */
const headingBottom = (inv: InvoicePrint) => MARGIN + letterheadLines(inv).reduce((s, l) => s + l.height, 0) + 6 + 8 + 24 + 5 * 12 + 12;
/** Where the first line of the table starts (below the table's header). */
const tableTop = (inv: InvoicePrint) => headingBottom(inv) + ROW + 2;

/** The letterhead, the title and the invoice's facts, the client billed; answers where the table starts. */
function heading(doc: Doc, inv: InvoicePrint): number {
  const w = width(doc);
  let y = MARGIN;
  for (const l of letterheadLines(inv)) {
    doc
      .font(l.font)
      .fontSize(l.size)
      .fillColor(l.font === 'bold' ? 'black' : '#444444')
      .text(l.text, MARGIN, y, { width: w, lineBreak: false, ellipsis: true });
    y += l.height;
  }
  y += 6;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + w, y)
    .lineWidth(0.8)
    .strokeColor('#999999')
    .stroke();
  y += 8;
  doc.font('bold').fontSize(16).fillColor('black').text('INVOICE 發票', MARGIN, y, { width: w, lineBreak: false });
  if (inv.status === 'V')
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#cc0000')
      .text(voidLine(inv.voidReason), MARGIN + 130, y + 5, { width: w - 130, lineBreak: false, ellipsis: true });
  const top = y + 24;
  // Left: the client billed; right: the invoice's number and dates.
  const left = w * 0.55;
  doc.font('regular').fontSize(7.5).fillColor('#555555').text('Bill to 致', MARGIN, top, { lineBreak: false });
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('black')
    .text(inv.client.clientNameEng, MARGIN, top + 10, { width: left - 10, lineBreak: false, ellipsis: true });
  let ly = top + 24;
  if (inv.client.clientNameChi) {
    doc
      .font('bold')
      .fontSize(10)
      .text(inv.client.clientNameChi, MARGIN, ly, { width: left - 10, lineBreak: false, ellipsis: true });
    ly += 14;
  }
  if (inv.client.address)
    doc
      .font('regular')
      .fontSize(8)
      .text(inv.client.address, MARGIN, ly, { width: left - 10, height: 22, ellipsis: true });
  const facts: [string, string][] = [
    ['Invoice No. 發票編號', inv.invoiceNo],
    ['Invoice Date 發票日期', formatDate(inv.invoiceDate)],
    ['Due Date 到期日', formatDate(inv.dueDate)],
    ['Period 期間', `${formatDate(inv.dateFrom)} – ${formatDate(inv.dateTo)}`],
    ['Client 客戶編號', inv.client.clientCode],
  ];
  facts.forEach(([label, value], i) => {
    const fy = top + i * 12;
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor('#555555')
      .text(label, MARGIN + left, fy + 1, { width: 90, lineBreak: false });
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor('black')
      .text(value, MARGIN + left + 92, fy, { width: w - left - 92, lineBreak: false });
  });
  return top + 5 * 12 + 12;
}

const COLUMNS = { no: 28, amount: 90 };

const descriptionWidth = (doc: Doc) => width(doc) - COLUMNS.no - COLUMNS.amount - 4;

/** A line's height: one row, and a row's line height more for each line its description wraps onto. */
function rowHeight(doc: Doc, description: string): number {
  doc.font('regular').fontSize(SIZE);
  const lineHeight = doc.currentLineHeight(true);
  const lines = Math.max(1, Math.round(doc.heightOfString(description, { width: descriptionWidth(doc) }) / lineHeight));
  return ROW + (lines - 1) * lineHeight;
}

function tableRow(doc: Doc, y: number, no: string, description: string, amount: string, shade: boolean, font = 'regular', height = ROW): number {
  const w = width(doc);
  if (shade) doc.rect(MARGIN, y - 2.5, w, height).fill('#f2f2f2');
  doc.font(font).fontSize(SIZE).fillColor('black');
  doc.text(no, MARGIN + 2, y, { width: COLUMNS.no - 4, lineBreak: false });
  // Wrapped, never cut: the height was measured for the page's layout.
  doc.text(description, MARGIN + COLUMNS.no, y, { width: descriptionWidth(doc) });
  doc.text(amount, MARGIN + w - COLUMNS.amount, y, { width: COLUMNS.amount - 2, align: 'right', lineBreak: false });
  return y + height;
}

function tableHeader(doc: Doc, y: number): number {
  doc.rect(MARGIN, y - 3, width(doc), ROW + 1).fill('#dddddd');
  return tableRow(doc, y, '#', 'Description 描述', 'Amount (HKD) 金額', false, 'bold') + 2;
}

/** The totals' three rows and the gap above them. */
const TOTALS_HEIGHT = 4 + 3 * 14;

function totals(doc: Doc, y: number, inv: InvoicePrint) {
  const w = width(doc);
  doc
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + w, y - 3)
    .lineWidth(0.6)
    .strokeColor('#999999')
    .stroke();
  const rows: [string, string, string][] = [
    ['Subtotal 小計', inv.subtotal, 'regular'],
    ['Other lines 附加項目', inv.miscTotal, 'regular'],
    ['Total (HKD) 總額', inv.total, 'bold'],
  ];
  for (const [label, amount, font] of rows) {
    doc.font(font).fontSize(9).fillColor('black');
    doc.text(label, MARGIN + w - COLUMNS.amount - 160, y, { width: 156, align: 'right', lineBreak: false });
    doc.text(moneyShown(amount), MARGIN + w - COLUMNS.amount, y, { width: COLUMNS.amount - 2, align: 'right', lineBreak: false });
    y += 14;
  }
}

/** The bank account and the letterhead's footer, above "page n of m". */
const footLines = (inv: InvoicePrint) =>
  [inv.letterhead?.bankAccount && `Bank account 銀行戶口: ${inv.letterhead.bankAccount}`, inv.letterhead?.footerText].filter(Boolean) as string[];
/** The top of the foot: the table ends above it. */
const footTop = (doc: Doc, inv: InvoicePrint) => doc.page.height - MARGIN - 24 - footLines(inv).length * 10;

/** The bank account, the letterhead's footer and "page n of m" at the foot of a page. */
function foot(doc: Doc, inv: InvoicePrint, page: number, count: number) {
  const w = width(doc);
  const bottom = doc.page.height - MARGIN;
  doc.page.margins.bottom = 0;
  const lines = footLines(inv);
  doc.font('regular').fontSize(7.5).fillColor('#444444');
  lines.forEach((line, i) => doc.text(line, MARGIN, bottom - 24 - (lines.length - 1 - i) * 10, { width: w, lineBreak: false, ellipsis: true }));
  doc.text(`${inv.invoiceNo}   page ${page} of ${count}  第 ${page} / ${count} 頁`, MARGIN, bottom - 8, { width: w, align: 'right', lineBreak: false });
}

/** VOID across the page, and the reason under the heading. */
function voidMark(doc: Doc) {
  const { width: pw, height: ph } = doc.page;
  doc.save();
  doc.rotate(-35, { origin: [pw / 2, ph / 2] });
  doc.font('bold').fontSize(120).fillColor('#cc0000').fillOpacity(0.18);
  doc.text('VOID 作廢', 0, ph / 2 - 70, { width: pw, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
}
