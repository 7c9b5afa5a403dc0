import {
  centsToMoney,
  formatDate,
  moneyToCents,
  nameIn,
  operatorNow,
  overtimeOfRoster,
  renderServerText,
  ROUTES,
  type ServerLanguage,
  srvText,
  versionOn,
} from '@limo/domain';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { FONTS } from '../../documents/fonts.js';
import { columnsIn, type NamedColumn } from '../../documents/table.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { callSchema, typed } from '../../engine/route-schema.js';
import { otAnswer, type otRow, periodBody, reportQuery } from './allowance.schemas.js';
import { versionsOf } from './allowance.loader.js';
import { type AllowancePeriod, AllowanceService } from './allowance.service.js';
import { sendPdf, sendXlsx } from './files.js';

/*
 * The drivers' overtime report (issue 16, /report/DriverOTReport): the OT lines of the allowance
 * (rule 6; closed months as closed) with the roster's on and off duty times beside them.
 */

type OtRow = z.output<typeof otRow>;

const l = (en: string, zh: string) => ({ en, zh });

/** The file's columns, headed in the reader's language; the name is the reader's (zh-HK the Chinese one, else the English one). */
const otColumns = (lang: ServerLanguage) =>
  columnsIn<Partial<OtRow>>(lang, [
    { header: l('Driver No.', '司機編號'), type: 'text', value: (r) => r.driverNo, width: 11 },
    { header: l('Driver Name', '司機姓名'), type: 'text', value: (r) => nameIn(lang, { en: r.driverNameEng ?? '', zh: r.driverNameChi ?? '' }), width: 26 },
    { header: l('Date', '日期'), type: 'date', value: (r) => r.date, width: 12 },
    { header: l('On Duty', '上班'), type: 'time', value: (r) => r.dutyTime, width: 9 },
    { header: l('Off Duty', '下班'), type: 'time', value: (r) => r.offDutyTime, width: 9 },
    { header: l('Worked Minutes', '工作分鐘'), type: 'number', value: (r) => r.workedMinutes, width: 15 },
    { header: l('OT Minutes', '超時分鐘'), type: 'number', value: (r) => r.otMinutes, width: 12 },
    { header: l('OT Amount', '超時工資'), type: 'money', value: (r) => r.otAmount, width: 12 },
  ] satisfies NamedColumn<Partial<OtRow>>[]);
const TITLE = ROUTES.find((r) => r.path === '/report/DriverOTReport')!;
const SHEET = l('Driver overtime', '司機超時');

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
        driverNameChi: names.get(l.driverId)?.driverNameChi ?? null,
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

export async function otReportRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = typed(base);
  const allowance = new AllowanceService(db);

  app.post(
    `${API}/reports/driverOT`,
    {
      config: { rights: ['DRIVEROTRPT'] as const },
      schema: callSchema({
        tags: ['Reports'],
        summary:
          "Overtime minutes and amount per driver and day of the selected branch's full-time drivers (or one) in the period (at most 92 days); ?format=xlsx or pdf the file",
        body: periodBody,
        query: reportQuery,
        answer: otAnswer,
      }),
    },
    async (request, reply) => {
      const { format } = request.query;
      const p = await allowance.period(request.body, principalOf(request), { overtimeOnly: true });
      const { rows, totals } = await otReport(db, p);
      const lang = request.lang;
      const columns = otColumns(lang);
      const say = (text: Parameters<typeof renderServerText>[1]) => renderServerText(lang, text);
      const total = { driverNo: say(srvText('srv.rep.total')), ...totals };
      if (format === 'xlsx') return sendXlsx(reply, 'driver-overtime', nameIn(lang, SHEET), columns, [...rows, total]);
      if (format === 'pdf') {
        const { dateFrom, dateTo } = p.query;
        const b = t.branches;
        const [branch] = await db.select({ code: b.branchCode, en: b.branchNameEng, zh: b.branchNameChi }).from(b).where(eq(b.id, p.branchId));
        const now = operatorNow();
        return sendPdf(reply, 'driver-overtime', {
          title: nameIn(lang, { en: TITLE.title, zh: TITLE.titleZh }),
          subtitle: [
            say(srvText('srv.rep.period', { from: formatDate(dateFrom), to: formatDate(dateTo) })),
            say(srvText('srv.rep.branch', { branch: branch ? `${branch.code} ${nameIn(lang, { en: branch.en, zh: branch.zh ?? '' })}` : p.branchId })),
            say(srvText('srv.rep.printed', { date: formatDate(now.date), time: now.time.slice(0, 5) })),
          ],
          columns,
          rows,
          totals: total,
          // Chinese names and headings print in the embedded font.
          font: FONTS.regular,
        });
      }
      return { _embedded: { driverOTResults: rows }, totals };
    },
  );
}
