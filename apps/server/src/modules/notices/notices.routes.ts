import { PassThrough, type Writable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { PDF_TYPE } from '../../documents/pdf.js';
import { attachment } from '../../documents/table.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { writeNotices, writeSigns } from './notices.pdf.js';
import { noticeQuery, noticesAnswer, signQuery, signsAnswer } from './notices.schemas.js';
import { NoticeService, pickupDateParams } from './notices.service.js';
import { callSchema, typed } from '../../engine/route-schema.js';

const tags = ['Orders'];

/** A PDF written to the reply as it is made. */
function sendPdf(reply: FastifyReply, name: string, write: (stream: Writable) => Promise<void>) {
  reply.header('Content-Disposition', attachment(name));
  reply.header('Cache-Control', 'no-store');
  const stream = new PassThrough();
  write(stream).catch((err: Error) => stream.destroy(err));
  return reply.type(PDF_TYPE).send(stream);
}

/** GET enqDepartureNotices and enqAirportSigns (issue 15): the rows of a date, or ?format=pdf the pages to print. */
export async function noticeRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = typed(base);
  const notices = new NoticeService(db);

  app.get(
    `${API}/enqDepartureNotices/:date`,
    {
      config: { rights: ['DEPARTURENOTE'] as const },
      schema: callSchema({
        params: pickupDateParams,
        tags,
        summary:
          'One departure notice per Departure order vehicle of the selected branch picking up on the date (neither it nor its order cancelled or void), by pick-up time; ?format=pdf the notices as a PDF, one A5 page each',
        query: noticeQuery,
        answer: noticesAnswer,
      }),
    },
    async (request, reply) => {
      const date = request.params.date;
      const query = request.query;
      const rows = await notices.notices(date, principalOf(request).selectedBranchId, query.orderVehicleIds);
      if (query.format === 'pdf') return sendPdf(reply, `departure-notices-${date}.pdf`, (s) => writeNotices(s, date, rows));
      return rows;
    },
  );

  app.get(
    `${API}/enqAirportSigns/:date`,
    {
      config: { rights: ['AIRPORTSIGN'] as const },
      schema: callSchema({
        params: pickupDateParams,
        tags,
        summary:
          "One airport sign per Arrival order vehicle of the selected branch picking up on the date (neither it nor its order cancelled or void), by pick-up time; ?format=pdf the signs as a PDF, one A4 landscape page each with the passenger's name (lang en or zh) as large as fits",
        query: signQuery,
        answer: signsAnswer,
      }),
    },
    async (request, reply) => {
      const date = request.params.date;
      const query = request.query;
      const rows = await notices.signs(date, principalOf(request).selectedBranchId, query.orderVehicleIds);
      if (query.format === 'pdf') return sendPdf(reply, `airport-signs-${date}.pdf`, (s) => writeSigns(s, date, rows, query.lang ?? 'en'));
      return rows;
    },
  );
}
