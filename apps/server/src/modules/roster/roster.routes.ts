import { isValidIsoDate, srvText } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API, halList } from '../../engine/hal.js';
import { badRequest } from '../../engine/errors.js';
import { documentAs, zodDoc } from '../../engine/openapi.js';
import { halListSchema } from '../../engine/wire-schemas.js';
import { serviceDateParam } from '../orders/schedules.service.js';
import {
  genAnswer,
  genRosterBody,
  isoDate,
  overlapsAnswer,
  overlapsBody,
  rosterAnswerRow,
  rosterRangeBody,
  upsertRostersBody,
  vehicleMapRow,
} from './roster.schemas.js';
import { RosterService } from './roster.service.js';
import { rosterWeek, rosterWeekAnswer, rosterWeekBody } from './roster-week.js';
import { callSchema, readWith, refusedWithPaths, typed } from '../../engine/route-schema.js';

const tags = ['Roster'];
const NODE = '/limo/node/api';
const write = { rights: ['DRIVERROSTER'] as const };
const read = { rights: ['DRIVERROSTER', 'SCHEDULING', 'SCHEDULINGWRITE'] as const };
const rosterList = halListSchema('dailyRosters', rosterAnswerRow);

/** The duty date of the vehicle maps: a missing or bad one is refused naming startDate (srv.notADate). */
const startDateOf = (startDate: unknown) => {
  if (typeof startDate === 'string' && isValidIsoDate(startDate)) return startDate;
  throw badRequest(srvText('srv.notADate', { field: 'startDate' }), undefined, [{ field: 'startDate', value: startDate }]);
};
const startDateQuery = documentAs(z.object({ startDate: readWith(z.unknown(), startDateOf) }), zodDoc(z.object({ startDate: isoDate('startDate') })));

/** The daily roster's calls (issue 10, docs/scheduling.md). */
export async function rosterRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = typed(base);
  const rosters = new RosterService(db);

  app.post(
    `${API}/upsertDailyRosters/:date`,
    {
      config: write,
      schema: callSchema({
        params: serviceDateParam,
        tags,
        summary: "Saves the rosters of a duty date, one per driver (inserted or updated), in one transaction; answers the day's rosters",
        body: refusedWithPaths(upsertRostersBody),
        answer: rosterList,
      }),
    },
    async (request) => halList('dailyRosters', await rosters.upsert(request.params.date, request.body, principalOf(request)), request.url),
  );

  app.post(
    `${NODE}/genDailyRoster`,
    {
      config: write,
      schema: callSchema({
        tags,
        summary:
          'Rosters each active driver of the branch from their usual shift and vehicle on the duty date; drivers already rostered are kept unless overwrite',
        body: genRosterBody,
        answer: genAnswer,
      }),
    },
    async (request) => rosters.generate(request.body, principalOf(request)),
  );

  for (const by of ['driver', 'vehicle'] as const) {
    app.post(
      `${API}/getRosterBy${by === 'driver' ? 'Driver' : 'Vehicle'}`,
      {
        config: read,
        schema: callSchema({ tags, summary: `The rosters of a range of duty dates (at most 62 days), by ${by}`, body: rosterRangeBody, answer: rosterList }),
      },
      async (request) => halList('dailyRosters', await rosters.range(request.body, principalOf(request), by), request.url),
    );
  }

  app.post(
    `${API}/getRosterWeek`,
    {
      config: read,
      schema: callSchema({
        tags,
        summary: "The week view (issue 30 part 8b): Monday to Sunday of the date's week, each driver's roster, shift and approved leave per day",
        body: rosterWeekBody,
        answer: rosterWeekAnswer,
      }),
    },
    async (request) => rosterWeek(db, request.body, principalOf(request)),
  );

  app.post(
    `${API}/getRosterOverlaps`,
    {
      config: read,
      schema: callSchema({ tags, summary: 'Vehicles given to two drivers at overlapping times on the duty dates', body: overlapsBody, answer: overlapsAnswer }),
    },
    async (request) => rosters.overlaps(request.body, principalOf(request)),
  );

  app.get(
    `${API}/dailyRosterVehicleMaps`,
    {
      config: read,
      schema: callSchema({
        tags,
        summary: 'Each roster of the duty date and each vehicle it holds, with when (read-only)',
        query: startDateQuery,
        answer: halListSchema('dailyRosterVehicleMaps', vehicleMapRow),
      }),
    },
    async (request) => {
      return halList('dailyRosterVehicleMaps', await rosters.vehicleMaps(request.query.startDate, principalOf(request)), request.url);
    },
  );
}
