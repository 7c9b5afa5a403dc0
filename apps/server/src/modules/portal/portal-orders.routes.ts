import { REFUSAL_NAMES, srvText } from '@limo/domain';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { PDF_TYPE } from '../../documents/pdf.js';
import { attachment } from '../../documents/table.js';
import { forbidden, notFound } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { portalOf } from '../../engine/portal-auth.js';
import { publicBase } from '../../engine/public-links.js';
import { callSchema, idParam, typed } from '../../engine/route-schema.js';
import { writeInvoicePdf } from '../invoices/invoice.pdf.js';
import { printOf } from '../invoices/invoice.routes.js';
import { orderTariffAnswer } from '../pricing/pricing.schemas.js';
import { bookingLookups, clientInvoices, listTrips } from './portal-lists.js';
import { PortalOrders } from './portal-orders.service.js';
import { cancelBody, invoicesAnswer, lookupsAnswer, portalOrderAnswer, tripListAnswer, tripListQuery } from './portal.schemas.js';
import { tripChangeSchema, tripSchema } from './portal-trip.js';

/** The client portal's API (issue 33): open to a portal token only, each call on the user's own client. */
export const PORTAL_API = '/limo/portal/api';

const tags = ['Portal'];
const config = { portal: true };
const orderId = idParam(REFUSAL_NAMES.order);

/** Bookings, the booking form's lookups and the invoices of the client portal (docs/portal.md "Booking"). */
export async function portalOrderRoutes(app: FastifyInstance, { db, events, publicUrl }: { db: Db; events: Events; publicUrl?: string }) {
  const orders = new PortalOrders(db, events);
  // The tracking links of the answers, on PUBLIC_URL or the caller's origin.
  const base = (request: FastifyRequest) => publicBase(request, publicUrl);
  const api = typed(app);

  api.post(
    `${PORTAL_API}/quote`,
    {
      config,
      schema: callSchema({
        tags,
        summary: "The trip's price lines and total exactly as getOrderTariff prices them for the user's client (saves nothing)",
        body: tripSchema,
        answer: orderTariffAnswer,
      }),
    },
    async (request) => orders.quote(request.body, portalOf(request), request.lang),
  );

  api.post(
    `${PORTAL_API}/orders`,
    {
      config,
      schema: callSchema({
        tags,
        summary:
          "Books the trip through the order service for the user's client: pending (P), or confirmed (A) when the client auto-confirms; an Idempotency-Key retry of the same trip within 24 hours answers the first order, the key with another trip is 422 IDEMPOTENCY_KEY_REUSED",
        body: tripSchema,
        answer: portalOrderAnswer,
        status: 201,
      }),
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const { order, replayed } = await orders.create(request.body, portalOf(request), request.lang, base(request), key, request.log);
      reply.status(201).header('Location', `${PORTAL_API}/orders/${order.id}`);
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return order;
    },
  );

  api.get(
    `${PORTAL_API}/orders`,
    {
      config,
      schema: callSchema({
        tags,
        summary: "The client's trips a page at a time, by pick-up: dates, portal status, the first trip's places and the order's total",
        query: tripListQuery,
        answer: tripListAnswer,
      }),
    },
    async (request) => listTrips(db, portalOf(request).clientId, request.query, request.lang),
  );

  api.get(
    `${PORTAL_API}/orders/:id`,
    {
      config,
      schema: callSchema({ tags, summary: 'An order of the client as getOrder answers it, with portalStatus', params: orderId, answer: portalOrderAnswer }),
    },
    async (request) => orders.get(request.params.id, portalOf(request), request.lang, base(request)),
  );

  api.patch(
    `${PORTAL_API}/orders/:id`,
    {
      config,
      schema: callSchema({
        tags,
        summary:
          'Changes the trip (time, places, passengers, flight, remarks) through updateOrder, re-priced; a confirmed order is pending again unless the client auto-confirms; 409 CUTOFF inside the cut-off',
        params: orderId,
        body: tripChangeSchema,
        answer: portalOrderAnswer,
      }),
    },
    async (request) => orders.change(request.params.id, request.body, portalOf(request), request.lang, base(request), request.log),
  );

  api.post(
    `${PORTAL_API}/orders/:id/cancel`,
    {
      config,
      schema: callSchema({
        tags,
        summary: "Cancels the order (C) with the booker's reason, as any cancel (the partner and the live feeds see it); 409 CUTOFF inside the cut-off",
        params: orderId,
        body: cancelBody,
        answer: portalOrderAnswer,
      }),
    },
    async (request) => orders.cancel(request.params.id, request.body.reason, portalOf(request), request.lang, base(request), request.log),
  );

  api.get(
    `${PORTAL_API}/lookups`,
    {
      config,
      schema: callSchema({
        tags,
        summary: 'What the booking form picks from: service types, vehicle types with their capacity, zones and locations',
        answer: lookupsAnswer,
      }),
    },
    async (request) => bookingLookups(db, portalOf(request).branchId),
  );

  /** An ADMIN of the client only: a BOOKER is 403 PORTAL_ADMIN_ONLY. */
  const admin = (request: Parameters<typeof portalOf>[0]) => {
    const portal = portalOf(request);
    if (portal.role !== 'ADMIN') throw forbidden(srvText('srv.portal.invoicesAdminOnly')).withCode('PORTAL_ADMIN_ONLY');
    return portal;
  };

  api.get(
    `${PORTAL_API}/invoices`,
    { config, schema: callSchema({ tags, summary: "The client's issued and void invoices, newest first (ADMIN only)", answer: invoicesAnswer }) },
    async (request) => clientInvoices(db, admin(request).clientId),
  );

  api.get(
    `${PORTAL_API}/invoices/:id/pdf`,
    {
      config,
      schema: {
        tags,
        params: idParam(REFUSAL_NAMES.invoice),
        summary: "An invoice of the client as the back office prints it (ADMIN only; another client's is 404)",
        response: { 200: { description: 'the PDF, as an attachment', content: { [PDF_TYPE]: { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    async (request, reply) => {
      const portal = portalOf(request);
      const id = request.params.id;
      const [invoice] = await db
        .select()
        .from(t.invoices)
        .where(and(eq(t.invoices.id, id), eq(t.invoices.clientId, portal.clientId)));
      // Another client's invoice is 404 to every role: a 403 would tell a BOOKER the id exists.
      if (!invoice) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.invoice, id }));
      admin(request);
      const lines = await db.select().from(t.invoiceDtls).where(eq(t.invoiceDtls.invoiceId, id)).orderBy(t.invoiceDtls.seq);
      const print = await printOf(db, { invoice, lines });
      reply.header('Content-Disposition', attachment(`invoice-${invoice.invoiceNo}.pdf`));
      reply.header('Cache-Control', 'no-store');
      const stream = new PassThrough();
      writeInvoicePdf(stream, print).catch((err: Error) => stream.destroy(err));
      return reply.type(PDF_TYPE).send(stream);
    },
  );
}
