import { REPORT_DEFS, type ReportDef, type ReportView } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { bodyOrEmpty, callSchema, typed } from '../../engine/route-schema.js';
import type { CollectionStore } from '../../engine/store.js';
import { readReportBody, reportAnswerSchema, reportBodySchema } from './report-body.js';
import { sendReportFile } from './report-files.js';
import type { ReportRow, ReportSource, ReportTotals } from './report-source.js';
import { sumTotals } from './report-totals.js';
import { REPORT_SOURCES } from './sources/index.js';

/*
 * The reports (issue 17, docs/reports.md): one POST /limo/api/<call> for every view of REPORT_DEFS
 * whose source is registered, under the report's right. The body is checked here, the source reads
 * the rows, and the answer is a page of them with the totals over every row; ?format=xlsx or pdf
 * answers every row and the totals as a file.
 */

const formatQuery = z.strictObject({ format: z.enum(['xlsx', 'pdf'], { error: 'must be xlsx or pdf' }).optional() });

/** The views of the catalogue that have a source, with it. */
export function registeredReportCalls(sources: Record<string, ReportSource> = REPORT_SOURCES) {
  return REPORT_DEFS.flatMap((def) => def.views.flatMap((view) => (sources[view.call] ? [{ def, view, source: sources[view.call] }] : [])));
}

async function answer(db: Db, view: ReportView, source: ReportSource, q: Awaited<ReturnType<typeof readReportBody>>) {
  const offset = q.page * q.size;
  let rows: ReportRow[];
  let count: number;
  let totals: ReportTotals;
  if (source.kind === 'all') {
    const all = await source.rows(db, q.input);
    rows = all.slice(offset, offset + q.size);
    count = all.length;
    totals = source.totals ? source.totals(all) : sumTotals(view.columns, all);
  } else {
    const [page, summary] = await Promise.all([source.page(db, q.input, offset, q.size), source.summary(db, q.input)]);
    rows = page;
    ({ count, totals } = summary);
  }
  return {
    _embedded: { [view.resultsName]: rows },
    totals,
    page: { size: q.size, totalElements: count, totalPages: Math.ceil(count / q.size), number: q.page },
  };
}

function summaryOf(def: ReportDef, view: ReportView) {
  const what = def.views.length > 1 ? `${def.title.en}, ${view.label.en.toLowerCase()}` : def.title.en;
  return `${what}: ${def.description.en} Selected branch, at most ${def.maxDays ?? 366} days; ?format=xlsx or pdf answers every row and the totals as a file`;
}

export async function reportRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);
  for (const { def, view, source } of registeredReportCalls()) {
    app.post(
      `${API}/${view.call}`,
      {
        config: { rights: [def.right] },
        schema: callSchema({
          tags: ['Reports'],
          summary: summaryOf(def, view),
          body: bodyOrEmpty(reportBodySchema(def)),
          query: formatQuery,
          answer: reportAnswerSchema(view),
        }),
      },
      async (request, reply) => {
        const { format } = request.query;
        const q = await readReportBody(db, stores, def, request.body, principalOf(request));
        q.input.lang = request.lang;
        if (format) return sendReportFile(reply, db, def, view, source, q, format, request.lang);
        return answer(db, view, source, q);
      },
    );
  }
}
