import { PassThrough } from 'node:stream';
import { type Bilingual, LANGS, operatorNow, type ServerLanguage, serverTextEn, serverTextZhHK, STATUS_LABELS } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { toCsv, CSV_TYPE } from '../../documents/csv.js';
import { writeXlsx, XLSX_TYPE } from '../../documents/excel.js';
import { attachment, columnsIn, fileName, type TableColumn } from '../../documents/table.js';
import { principalOf } from '../../engine/auth.js';
import { API, halList, halPage } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import { enquiryAnswer, enquiryBody, enquiryQuery, type EnquiryRow, ordersByServiceDateAnswer, schedulesAnswer } from './enquiry.schemas.js';
import { EnquiryService } from './enquiry.service.js';
import { ScheduleService, serviceDateParam } from './schedules.service.js';
import { bodyOrEmpty, callSchema, typed } from '../../engine/route-schema.js';

const tags = ['Orders'];

/** A header named by the enquiry screen's own text, in both languages. */
const screenWord = (key: string): Bilingual => ({ en: LANGS.en[key] ?? key, zh: LANGS['zh-HK'][key] ?? '' });
const nameOf = (lang: ServerLanguage, en: string | null | undefined, zh: string | null | undefined) => (lang === 'zh-HK' && zh ? zh : (en ?? ''));

/** The exported columns: what the enquiry's list shows, and the contact; headers, statuses and names in the reader's language (issue 30). */
export const enquiryColumns = (lang: ServerLanguage): TableColumn<EnquiryRow>[] =>
  columnsIn<EnquiryRow>(lang, [
    { header: screenWord('enq.orderRefId'), type: 'text', value: (r) => r.orderRefId, width: 18 },
    {
      header: screenWord('enq.status'),
      type: 'text',
      value: (r) => nameOf(lang, STATUS_LABELS[String(r.orderStatus)]?.en ?? String(r.orderStatus), STATUS_LABELS[String(r.orderStatus)]?.zh),
      width: 10,
    },
    { header: screenWord('enq.client'), type: 'text', value: (r) => r.clientCode, width: 14 },
    {
      header: { en: serverTextEn['srv.enq.clientName'], zh: serverTextZhHK['srv.enq.clientName'] },
      type: 'text',
      value: (r) => nameOf(lang, r.clientNameEng as string | undefined, r.clientNameChi as string | null | undefined),
      width: 30,
    },
    { header: screenWord('enq.col.pickupDate'), type: 'date', value: (r) => r.pickupDate, width: 13 },
    { header: screenWord('enq.col.pickupTime'), type: 'time', value: (r) => r.pickupTime, width: 13 },
    { header: screenWord('enq.col.vehicleCount'), type: 'number', value: (r) => r.vehicleCount },
    { header: screenWord('enq.col.flightNos'), type: 'text', value: (r) => r.flightNos, width: 14 },
    { header: screenWord('enq.col.paxNames'), type: 'text', value: (r) => r.paxNames, width: 30 },
    { header: screenWord('enq.col.agentRefs'), type: 'text', value: (r) => r.agentRefs, width: 20 },
    { header: screenWord('enq.col.totalFareAmt'), type: 'money', value: (r) => r.totalFareAmt, width: 12 },
    { header: screenWord('enq.col.contactName'), type: 'text', value: (r) => r.contactName, width: 20 },
    { header: screenWord('of.contactTel'), type: 'text', value: (r) => r.contactTel, width: 16 },
  ]);

/** The order enquiry with its exports, and the reads by service date (issue 9). */
export async function enquiryRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = typed(base);
  const enquiry = new EnquiryService(db);
  const schedules = new ScheduleService(db);

  app.post(
    `${API}/enqOrders`,
    {
      config: { rights: ['ORDERENQUIRY', 'ORDERING'] as const },
      schema: callSchema({
        tags,
        summary:
          'Finds orders of the selected branch by pick-up dates, client, status, reference, agent reference, flight, passenger, driver or vehicle: a page, or with ?format=xlsx or csv every order found (at most 50 000) as a file',
        body: bodyOrEmpty(enquiryBody),
        query: enquiryQuery,
        answer: enquiryAnswer,
      }),
    },
    async (request, reply) => {
      const { format } = request.query;
      const body = request.body;
      const principal = principalOf(request);
      if (!format) {
        const { rows, page } = await enquiry.page(body, principal);
        return halPage('orders', rows, page, request.url);
      }
      const rows = await enquiry.all(body, principal);
      const now = operatorNow();
      reply.header('Content-Disposition', attachment(fileName('order-enquiry', format, { date: now.date, time: now.time })));
      reply.header('Cache-Control', 'no-store');
      const columns = enquiryColumns(request.lang);
      if (format === 'csv') return reply.type(CSV_TYPE).send(toCsv(columns, rows));
      const stream = new PassThrough();
      writeXlsx(stream, nameOf(request.lang, 'Orders', '訂單'), columns, rows).catch((err: Error) => stream.destroy(err));
      return reply.type(XLSX_TYPE).send(stream);
    },
  );

  const serviceDateRights = ['SCHEDULING', 'SCHEDULINGWRITE', 'ORDERING'] as const;
  app.get(
    `${API}/orders/searchByServiceDate/:date`,
    {
      config: { rights: [...serviceDateRights, 'ORDERENQUIRY'] },
      schema: callDoc({
        params: serviceDateParam,
        tags,
        summary: "The selected branch's orders with a vehicle picking up in the service date's grid (04:00 to 03:59 of the next day)",
        answer: ordersByServiceDateAnswer,
      }),
    },
    async (request) => {
      const day = request.params.date;
      return halList('orders', await schedules.orders(day, principalOf(request)), request.url);
    },
  );

  app.get(
    `${API}/schedules/searchByServiceDate/:date`,
    {
      config: { rights: serviceDateRights },
      schema: callDoc({
        params: serviceDateParam,
        tags,
        summary:
          "One schedule row per order vehicle of the selected branch starting in the service date's grid (04:00 to 03:59 of the next day), cancelled, void and no-show ones with their status",
        answer: schedulesAnswer,
      }),
    },
    async (request) => {
      const day = request.params.date;
      return halList('schedules', await schedules.schedules(day, principalOf(request)), request.url);
    },
  );
}
