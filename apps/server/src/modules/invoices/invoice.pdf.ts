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

/** The pages the lines take: LINES_PER_PAGE a page, at least one. */
export const pagesFor = (lineCount: number) => Math.max(1, Math.ceil(lineCount / LINES_PER_PAGE));

/** Writes the invoice to the stream and ends it; resolves when the last byte is written. */
export function writeInvoicePdf(stream: Writable, inv: InvoicePrint): Promise<void> {
  return openPdf(stream, { size: 'A4', margin: MARGIN, info: { Title: `Invoice ${inv.invoiceNo}` } }, (doc) => {
    const pages = pagesFor(inv.lines.length);
    for (let p = 0; p < pages; p++) {
      doc.addPage();
      // Every text is placed by hand: nothing may push pdfkit onto a page of its own.
      doc.page.margins.bottom = 0;
      let y = heading(doc, inv);
      y = tableHeader(doc, y);
      const slice = inv.lines.slice(p * LINES_PER_PAGE, (p + 1) * LINES_PER_PAGE);
      slice.forEach((line, i) => {
        y = tableRow(doc, y, String(p * LINES_PER_PAGE + i + 1), line.description, moneyShown(line.amount), i % 2 === 1);
      });
      if (p === pages - 1) totals(doc, y + 4, inv);
      foot(doc, inv, p + 1, pages);
      if (inv.status === 'V') voidMark(doc);
    }
  });
}

/** The void invoice's label beside the title, with the reason. */
const voidLine = (reason: string | null) => `VOID 作廢${reason ? `: ${reason}` : ''}`;

const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** The letterhead, the title and the invoice's facts, the client billed; answers where the table starts. */
function heading(doc: Doc, inv: InvoicePrint): number {
  const w = width(doc);
  const h = inv.letterhead;
  let y = MARGIN;
  if (h) {
    doc.font('bold').fontSize(14).fillColor('black').text(h.companyNameEng, MARGIN, y, { width: w, lineBreak: false });
    y += 18;
    if (h.companyNameChi) {
      doc.font('bold').fontSize(12).text(h.companyNameChi, MARGIN, y, { width: w, lineBreak: false });
      y += 16;
    }
    const contact = [h.address, h.telNo && `Tel 電話 ${h.telNo}`].filter(Boolean).join('   ');
    if (contact) {
      doc.font('regular').fontSize(8).fillColor('#444444').text(contact, MARGIN, y, { width: w, lineBreak: false, ellipsis: true });
      y += 12;
    }
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

function tableRow(doc: Doc, y: number, no: string, description: string, amount: string, shade: boolean, font = 'regular'): number {
  const w = width(doc);
  if (shade) doc.rect(MARGIN, y - 2.5, w, ROW).fill('#f2f2f2');
  doc.font(font).fontSize(SIZE).fillColor('black');
  doc.text(no, MARGIN + 2, y, { width: COLUMNS.no - 4, lineBreak: false });
  doc.text(description, MARGIN + COLUMNS.no, y, { width: w - COLUMNS.no - COLUMNS.amount - 4, height: SIZE + 2, lineBreak: false, ellipsis: true });
  doc.text(amount, MARGIN + w - COLUMNS.amount, y, { width: COLUMNS.amount - 2, align: 'right', lineBreak: false });
  return y + ROW;
}

function tableHeader(doc: Doc, y: number): number {
  doc.rect(MARGIN, y - 3, width(doc), ROW + 1).fill('#dddddd');
  return tableRow(doc, y, '#', 'Description 描述', 'Amount (HKD) 金額', false, 'bold') + 2;
}

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

/** The bank account, the letterhead's footer and "page n of m" at the foot of a page. */
function foot(doc: Doc, inv: InvoicePrint, page: number, count: number) {
  const w = width(doc);
  const bottom = doc.page.height - MARGIN;
  doc.page.margins.bottom = 0;
  const h = inv.letterhead;
  const lines = [h?.bankAccount && `Bank account 銀行戶口: ${h.bankAccount}`, h?.footerText].filter(Boolean) as string[];
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
