import { REFUSAL_NAMES } from '@limo/domain';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { PDF_TYPE } from '../../documents/pdf.js';
import { attachment } from '../../documents/table.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { callSchema, idParam, typed } from '../../engine/route-schema.js';
import { writeInvoicePdf } from './invoice.pdf.js';
import { createBody, invoiceAnswer, letterheadAnswer, trialAnswer, trialBody, voidBody } from './invoice.schemas.js';
import { lineShown } from './invoice-lines.js';
import { type InvoiceRecord, InvoiceService, invoiceWire } from './invoice.service.js';
import { unbilledRoutes } from './unbilled.js';

const tags = ['Invoices'];
const issue = { rights: ['ORDERINVOICE'] as const };
const manage = { rights: ['INVOICING'] as const };
const print = { rights: ['INVOICING', 'ORDERINVOICE'] as const };

/** The invoice trial, issuing, voiding and printing (issue 17, docs/invoicing.md). */
export async function invoiceRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = typed(base);
  const invoices = new InvoiceService(db);
  unbilledRoutes(base, db);

  app.post(
    `${API}/getOrderInvoiceTrial`,
    {
      config: issue,
      schema: callSchema({
        tags,
        summary:
          "What an invoice of the client and period would bill now, in the selected branch: every billable order vehicle (active order, not cancelled, on no live invoice) at its fare, the client's standing lines and the totals; saves nothing",
        body: trialBody,
        answer: trialAnswer,
      }),
    },
    async (request) => invoices.trial(request.body, principalOf(request), request.lang),
  );

  app.post(
    `${API}/createInvoice`,
    {
      config: issue,
      schema: callSchema({
        tags,
        summary:
          'Issues the invoice of the chosen (or all) billable order vehicles of the period with the standing lines, numbered {branch}-{year}-{seq} without gap or reuse; 409 NOT_BILLABLE naming order vehicles that cannot be billed (nothing saved), 400 when there is no order line',
        body: createBody,
        answer: invoiceAnswer,
        status: 201,
      }),
    },
    async (request, reply) => {
      const created = await invoices.create(request.body, principalOf(request));
      reply.status(201).header('Location', `${API}/invoices/${created.invoice.id}`);
      return invoiceWire(created, request.lang);
    },
  );

  app.post(
    `${API}/voidInvoice`,
    {
      config: manage,
      schema: callSchema({
        tags,
        summary:
          'Voids an invoice with a reason: status V, who and when kept, the number kept; its order vehicles billable again and its one-off standing lines freed; a void invoice is 409',
        body: voidBody,
        answer: invoiceAnswer,
      }),
    },
    async (request) => {
      const body = request.body;
      return invoiceWire(await invoices.void(body.invoiceId, body.reason, principalOf(request)), request.lang);
    },
  );

  app.get(
    `${API}/invoices/:id/letterhead`,
    {
      config: print,
      schema: callSchema({
        tags,
        summary: "The letterhead the invoice prints on (the branch's invoice header when it was issued), for a print sheet; null when there is none",
        params: idParam(REFUSAL_NAMES.invoice),
        answer: letterheadAnswer,
      }),
    },
    async (request) => {
      const record = await invoices.read(request.params.id, principalOf(request));
      const { letterhead } = await printOf(db, record);
      if (!letterhead) return { letterhead: null };
      const { companyNameEng, companyNameChi, address, telNo, bankAccount, footerText } = letterhead;
      return { letterhead: { companyNameEng, companyNameChi, address, telNo, bankAccount, footerText } };
    },
  );

  app.get(
    `${API}/invoices/:id/pdf`,
    {
      config: print,
      schema: {
        tags,
        params: idParam(REFUSAL_NAMES.invoice),
        summary: 'The invoice as a PDF on the branch letterhead: A4, 40 lines a page with the header on each, English and Chinese names, VOID marked',
        response: { 200: { description: 'the PDF, as an attachment', content: { [PDF_TYPE]: { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    async (request, reply) => {
      const record = await invoices.read(request.params.id, principalOf(request));
      const print = await printOf(db, record);
      reply.header('Content-Disposition', attachment(`invoice-${record.invoice.invoiceNo}.pdf`));
      reply.header('Cache-Control', 'no-store');
      const stream = new PassThrough();
      writeInvoicePdf(stream, print).catch((err: Error) => stream.destroy(err));
      return reply.type(PDF_TYPE).send(stream);
    },
  );
}

/** What the printed invoice shows: the record, its letterhead and its client (the portal prints the same, issue 33). */
export async function printOf(db: Db, { invoice, lines }: InvoiceRecord) {
  const [client] = await db
    .select({ clientCode: t.clients.clientCode, clientNameEng: t.clients.clientNameEng, clientNameChi: t.clients.clientNameChi, address: t.clients.address })
    .from(t.clients)
    .where(eq(t.clients.id, invoice.clientId));
  const [letterhead] = invoice.invoiceHeaderId ? await db.select().from(t.invoiceHeaders).where(eq(t.invoiceHeaders.id, invoice.invoiceHeaderId)) : [];
  // A document of record: printed in the language it was issued in, whoever prints it.
  const lang = invoice.language === 'zh-HK' ? 'zh-HK' : 'en';
  return { ...invoice, letterhead: letterhead ?? null, client, lines: lines.map((l) => ({ ...l, description: lineShown(lang, l) })) };
}
