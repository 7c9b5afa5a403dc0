import { centsToMoney, formatDate, moneyToCents, nameIn, overtimeOfRoster, type ServerLanguage, versionOn } from '@limo/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { TableColumn } from '../../documents/table.js';
import { principalOf } from '../../engine/auth.js';
import { parseBody } from '../../engine/collection.js';
import { API } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import { otAnswer, type otRow, periodBody, reportQuery } from './allowance.schemas.js';
import { versionsOf } from './allowance.loader.js';
import { type AllowancePeriod, AllowanceService } from './allowance.service.js';
import { sendPdf, sendXlsx } from './files.js';

/*
 * The drivers' overtime report (issue 16, /report/DriverOTReport): the OT lines of the allowance
 * (rule 6; closed months as closed) with the roster's on and off duty times beside them.
 */

type OtRow = z.output<typeof otRow>;

/** The file's columns; the name is the reader's (zh-HK the Chinese one, else the English one). */
const otColumns = (lang: ServerLanguage): TableColumn<Partial<OtRow>>[] => [
  { header: 'Driver No.', type: 'text', value: (r) => r.driverNo, width: 11 },
  { header: 'Driver Name', type: 'text', value: (r) => nameIn(lang, { en: r.driverNameEng ?? '', zh: r.driverNameChi ?? '' }), width: 26 },
  { header: 'Date', type: 'date', value: (r) => r.date, width: 12 },
  { header: 'On Duty', type: 'time', value: (r) => r.dutyTime, width: 9 },
  { header: 'Off Duty', type: 'time', value: (r) => r.offDutyTime, width: 9 },
  { header: 'Worked Minutes', type: 'number', value: (r) => r.workedMinutes, width: 15 },
  { header: 'OT Minutes', type: 'number', value: (r) => r.otMinutes, width: 12 },
  { header: 'OT Amount', type: 'money', value: (r) => r.otAmount, width: 12 },
];

/** The report's rows and totals from the period's OT lines. */
async function otReport(db: Db, p: AllowancePeriod) {
  const { dateFrom, dateTo, driverId } = p.query;
  const r = t.dailyRosters;
  const [rosters, versions] = await Promise.all([
    db
      .select({ driverId: r.driverId, dutyDate: r.dutyDate, dutyTime: r.dutyTime, offDutyTime: r.offDutyTime })
      .from(r)
      .where(and(gte(r.dutyDate, dateFrom), lte(r.dutyDate, dateTo), driverId === undefined ? undefined : eq(r.driverId, driverId))),
    versionsOf(db, dateFrom, dateTo),
  ]);
  const rosterOf = new Map(rosters.map((x) => [`${x.driverId}|${x.dutyDate}`, x]));
  const names = new Map(p.summary.map((s) => [s.driverId, s]));
  // The figures name drivers in English only (a closed month as stored); the Chinese name is the driver's.
  const ids = [...new Set(p.detail.filter((l) => l.kind === 'OT').map((l) => l.driverId))];
  const chinese = new Map(
    ids.length
      ? (await db.select({ id: t.drivers.id, zh: t.drivers.driverNameChi }).from(t.drivers).where(inArray(t.drivers.id, ids))).map((d) => [d.id, d.zh])
      : [],
  );
  let otCents = 0;
  let otMinutes = 0;
  const rows: OtRow[] = p.detail
    .filter((l) => l.kind === 'OT')
    .map((l) => {
      const roster = rosterOf.get(`${l.driverId}|${l.date}`);
      // Worked minutes do not depend on the version's terms; any version (or none) gives them.
      const worked = roster ? overtimeOfRoster(roster, versionOn(versions, l.date) ?? { otStandardMinutes: 0, otHourlyRate: '0' }) : null;
      otCents += moneyToCents(l.amount);
      otMinutes += l.qty;
      return {
        driverId: l.driverId,
        driverNo: names.get(l.driverId)?.driverNo ?? l.driverNo ?? '',
        driverNameEng: names.get(l.driverId)?.driverNameEng ?? '',
        driverNameChi: chinese.get(l.driverId) ?? null,
        date: l.date,
        dutyTime: roster?.dutyTime ?? null,
        offDutyTime: roster?.offDutyTime ?? null,
        workedMinutes: worked?.workedMinutes ?? null,
        otMinutes: l.qty,
        otAmount: l.amount,
      };
    });
  return { rows, totals: { otMinutes, otAmount: centsToMoney(otCents) } };
}

export async function otReportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const allowance = new AllowanceService(db);

  app.post(
    `${API}/reports/driverOT`,
    {
      config: { rights: ['DRIVEROTRPT'] as const },
      schema: callDoc({
        tags: ['Reports'],
        summary:
          "Overtime minutes and amount per driver and day of the selected branch's full-time drivers (or one) in the period (at most 92 days); ?format=xlsx or pdf the file",
        body: periodBody,
        query: reportQuery,
        answer: otAnswer,
      }),
    },
    async (request, reply) => {
      const { format } = parseBody(undefined, reportQuery, request.query ?? {});
      const p = await allowance.period(request.body, principalOf(request), { overtimeOnly: true });
      const { rows, totals } = await otReport(db, p);
      const columns = otColumns(request.lang);
      if (format === 'xlsx') return sendXlsx(reply, 'driver-overtime', 'Driver overtime', columns, [...rows, { driverNo: 'Total', ...totals }]);
      if (format === 'pdf') {
        const { dateFrom, dateTo } = p.query;
        const [branch] = await db.select({ name: t.branches.branchNameEng }).from(t.branches).where(eq(t.branches.id, p.branchId));
        return sendPdf(reply, 'driver-overtime', {
          title: 'Driver Overtime Report',
          subtitle: [`Period ${formatDate(dateFrom)} to ${formatDate(dateTo)}`, `Branch: ${branch?.name ?? p.branchId}`],
          columns,
          rows,
          totals: { driverNo: 'Total', ...totals },
        });
      }
      return { _embedded: { driverOTResults: rows }, totals };
    },
  );
}
