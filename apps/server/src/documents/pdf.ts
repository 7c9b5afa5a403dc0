import { PassThrough, type Writable } from 'node:stream';
import { formatDate, groupedMoney } from '@limo/domain';
import PDFDocument from 'pdfkit';
import { cellText, type TableColumn } from './table.js';

/*
 * A report as an A4 landscape PDF (ARCHITECTURE.md section 10): a title, the period or other lines
 * under it, then a table whose header row repeats on every page, an optional bold totals row, and
 * "page n of m" at the foot. The same rows and columns as the JSON answer and the .xlsx.
 * Fonts: the standard Helvetica (Latin text) unless `font` names a TrueType/OpenType file or holds
 * one (a Chinese font, embedded as a subset, for Chinese names).
 */

export const PDF_TYPE = 'application/pdf';

export interface PdfReport<R> {
  title: string;
  /** Lines under the title: the period, the branch, when printed. */
  subtitle?: string[];
  columns: TableColumn<R>[];
  rows: Iterable<R>;
  /** The last row, in bold (the report's totals). */
  totals?: R;
  /** A font file (path or bytes) for every text; the standard fonts otherwise. */
  font?: string | Buffer;
}

const MARGIN = 36;
const ROW = 16;
const SIZE = 8.5;
const numeric = (c: TableColumn<unknown>) => c.type === 'number' || c.type === 'money';

/** A cell as printed: money grouped for reading (12,345.60), dates dd/mm/yyyy; the .xlsx and .csv keep plain numbers. */
const pdfCell = <R>(c: TableColumn<R>, value: unknown) =>
  (c.type === 'money' ? groupedMoney(value) : c.type === 'date' && value ? formatDate(String(value)) || undefined : undefined) ??
  cellText(c.type, value, c.decimals);

/** Writes the report to the stream and ends it; resolves when the last byte is written. */
export function writePdf<R>(stream: Writable, report: PdfReport<R>): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: true, info: { Title: report.title } });
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(stream);
  const [regular, bold] = report.font ? (doc.registerFont('body', report.font), ['body', 'body']) : ['Helvetica', 'Helvetica-Bold'];
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom - ROW;

  // Column widths in proportion to the widths the Excel columns ask for.
  const asked = report.columns.map((c) => c.width ?? Math.max(8, c.header.length + 2));
  const sum = asked.reduce((a, b) => a + b, 0);
  const widths = asked.map((w) => (w / sum) * width);

  let y = MARGIN;
  doc.font(bold).fontSize(14).text(report.title, left, y);
  y = doc.y + 2;
  doc.font(regular).fontSize(9);
  for (const line of report.subtitle ?? []) {
    doc.text(line, left, y);
    y = doc.y;
  }
  y += 8;

  const row = (cells: string[], font: string, shade: boolean) => {
    if (shade)
      doc
        .rect(left, y - 3, width, ROW)
        .fill('#eeeeee')
        .fillColor('black');
    doc.font(font).fontSize(SIZE);
    let x = left;
    cells.forEach((text, i) => {
      const align = numeric(report.columns[i] as TableColumn<unknown>) ? 'right' : 'left';
      // One line per cell: a longer text is cut with an ellipsis rather than run into the next column.
      doc.text(text, x + 2, y, { width: widths[i] - 4, height: SIZE + 2, align, ellipsis: true });
      x += widths[i];
    });
    y += ROW;
  };
  const header = () =>
    row(
      report.columns.map((c) => c.header),
      bold,
      true,
    );
  const line = (r: R, font: string) => {
    if (y > bottom) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    row(
      report.columns.map((c) => pdfCell(c, c.value(r))),
      font,
      false,
    );
  };

  header();
  for (const r of report.rows) line(r, regular);
  if (report.totals) {
    doc
      .moveTo(left, y - 2)
      .lineTo(left + width, y - 2)
      .stroke();
    line(report.totals, bold);
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The foot is below the bottom margin: without it pdfkit would start a new page for the text.
    doc.page.margins.bottom = 0;
    doc
      .font(regular)
      .fontSize(8)
      .text(`Page ${i - start + 1} of ${count}`, left, doc.page.height - MARGIN, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

/** The report as one buffer (small reports, tests). */
export async function pdfBuffer<R>(report: PdfReport<R>): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  await writePdf(stream, report);
  return Buffer.concat(chunks);
}
