import { allowanceLineIn, nameIn, type ServerLanguage } from '@limo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { columnsIn } from '../../documents/table.js';
import { callSchema, typed } from '../../engine/route-schema.js';
import { detailColumns, monthlyColumns, SHEETS, SUMMARY_COLUMNS, summarySheet } from './allowance.columns.js';
import {
  closeAnswer,
  detailLine,
  driverRow,
  footerAnswer,
  headerAnswer,
  monthBody,
  monthlyRow,
  periodBody,
  reopenAnswer,
  summaryRow,
  xlsxQuery,
} from './allowance.schemas.js';
import { type AllowancePeriod, AllowanceService } from './allowance.service.js';
import { CloseService } from './close.service.js';
import { sendXlsx } from './files.js';
import { tags } from './rate-card.routes.js';

const month = { rights: ['DRIVERALLOWANCE'] as const };
/** The query of a read without a file: nothing (a parameter is refused, as before). */
const noQuery: z.ZodType<{ format?: 'xlsx' }> = z.strictObject({});
const PERIOD = "of the selected branch's drivers (or the one asked) in the period (at most 92 days); closed months as they were closed";

interface Read {
  call: string;
  summary: string;
  answer: z.ZodType;
  json: (p: AllowancePeriod, lang: ServerLanguage) => unknown;
  /** The .xlsx of ?format=xlsx, when the answer is a table. */
  file?: (reply: FastifyReply, p: AllowancePeriod, lang: ServerLanguage) => FastifyReply;
}

/** The driver allowance of a period (issue 16): six views of one computation, and closing a month. */
export async function allowanceRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = typed(base);
  const allowance = new AllowanceService(db);
  const closing = new CloseService(db);
  const names = (p: AllowancePeriod) => new Map(p.summary.map((s) => [s.driverId, s]));

  const reads: Read[] = [
    {
      call: 'getAllowanceHeader',
      summary: `The period, the branch, how many drivers and the total ${PERIOD}; closed when it is one whole closed month`,
      answer: headerAnswer,
      json: (p) => allowance.header(p),
    },
    {
      call: 'getAllowanceDetail',
      summary: `Every line (JOB, PT_BASIC, OT, OTHER) ${PERIOD}, by driver, date, kind and pick-up time; ?format=xlsx the file`,
      answer: z.array(detailLine),
      // The lines in the reader's language (issue 30), on the screen and in the file.
      json: (p, lang) => p.detail.map((l) => allowanceLineIn(lang, l)),
      file: (reply, p, lang) =>
        sendXlsx(
          reply,
          'allowance-detail',
          nameIn(lang, SHEETS.detail),
          columnsIn(lang, detailColumns(lang)),
          p.detail.map((l) => allowanceLineIn(lang, l)),
        ),
    },
    {
      call: 'getAllowanceDriverSummary',
      summary: `One row per driver with anything ${PERIOD}, by driver number; ?format=xlsx the file (with the footer as its last row)`,
      answer: z.array(summaryRow),
      json: (p) => p.summary,
      file: (reply, p, lang) =>
        sendXlsx(reply, 'allowance-summary', nameIn(lang, SHEETS.summary), columnsIn(lang, SUMMARY_COLUMNS), summarySheet(p.summary, p.footer, lang)),
    },
    {
      call: 'getAllowanceDriverFooter',
      summary: `The summary's figures summed over the drivers ${PERIOD}`,
      answer: footerAnswer,
      json: (p) => p.footer,
    },
    {
      call: 'getAllowanceDetailMonthly',
      summary: `One row per driver and date with anything ${PERIOD}; ?format=xlsx the file`,
      answer: z.array(monthlyRow),
      json: (p) => p.monthly,
      file: (reply, p, lang) => sendXlsx(reply, 'allowance-days', nameIn(lang, SHEETS.monthly), columnsIn(lang, monthlyColumns(names(p))), p.monthly),
    },
  ];

  for (const read of reads) {
    app.post(
      `${API}/${read.call}`,
      {
        config: month,
        schema: callSchema({ tags, summary: read.summary, body: periodBody, query: read.file ? xlsxQuery : noQuery, answer: read.answer }),
      },
      async (request, reply) => {
        const { format } = request.query;
        const p = await allowance.period(request.body, principalOf(request));
        return format && read.file ? read.file(reply, p, request.lang) : read.json(p, request.lang);
      },
    );
  }

  app.post(
    `${API}/getAllowanceDriver`,
    { config: month, schema: callSchema({ tags, summary: `The drivers of the summary ${PERIOD}`, body: periodBody, answer: z.array(driverRow) }) },
    async (request) => allowance.drivers(await allowance.period(request.body, principalOf(request))),
  );

  app.post(
    `${API}/closeAllowanceMonth`,
    {
      config: month,
      schema: callSchema({
        tags,
        summary:
          "Stores the month's figures and lines of each driver of the selected branch, so later changes leave them; 409 MONTH_CLOSED when closed already",
        body: monthBody,
        answer: closeAnswer,
      }),
    },
    async (request) => closing.close(request.body, principalOf(request)),
  );

  app.post(
    `${API}/reopenAllowanceMonth`,
    {
      config: { rights: ['ALLOWANCEREOPEN'] as const },
      schema: callSchema({
        tags,
        summary: 'Reopens a closed month of the selected branch (its stored figures go; who and when is logged); 409 MONTH_OPEN when it is not closed',
        body: monthBody,
        answer: reopenAnswer,
      }),
    },
    async (request) => closing.reopen(request.body, principalOf(request)),
  );
}
