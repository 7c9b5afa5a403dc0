import { PassThrough } from 'node:stream';
import { operatorNow } from '@limo/domain';
import type { FastifyReply } from 'fastify';
import { writeXlsx, XLSX_TYPE } from '../../documents/excel.js';
import { PDF_TYPE, type PdfReport, writePdf } from '../../documents/pdf.js';
import { attachment, fileName, type TableColumn } from '../../documents/table.js';

/* The allowance and overtime answers as files: the same rows as the JSON answer (ARCHITECTURE.md section 10). */

function download(reply: FastifyReply, base: string, ext: string) {
  const now = operatorNow();
  reply.header('Content-Disposition', attachment(fileName(base, ext, { date: now.date, time: now.time })));
  reply.header('Cache-Control', 'no-store');
}

/** An .xlsx of one sheet, streamed (rows may be an async iterable read a page at a time). */
export function sendXlsx<R>(reply: FastifyReply, base: string, sheet: string, columns: TableColumn<R>[], rows: Iterable<R> | AsyncIterable<R>) {
  download(reply, base, 'xlsx');
  const stream = new PassThrough();
  writeXlsx(stream, sheet, columns, rows).catch((err: Error) => stream.destroy(err));
  return reply.type(XLSX_TYPE).send(stream);
}

/** An A4 landscape PDF of a table, streamed. */
export function sendPdf<R>(reply: FastifyReply, base: string, report: PdfReport<R>) {
  download(reply, base, 'pdf');
  const stream = new PassThrough();
  writePdf(stream, report).catch((err: Error) => stream.destroy(err));
  return reply.type(PDF_TYPE).send(stream);
}
