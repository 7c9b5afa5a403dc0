import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import { rosterHrAnswer, rosterHrBody, rosterHrLogAnswer, updateRosterHrAnswer, updateRosterHrBody } from './roster-hr.schemas.js';
import { RosterHrService } from './roster-hr.service.js';
import { callSchema, idParam, refusedWithPaths, typed } from '../../engine/route-schema.js';

const tags = ['Roster HR'];
const hr = { rights: ['DRIVERROSTERHR'] as const };

/** The roster HR screen's calls (issue 16): a month of actual times by driver, corrections and their log. */
export function rosterHrRoutes(base: FastifyInstance, db: Db) {
  const app = typed(base);
  const rosters = new RosterHrService(db);

  app.post(
    `${API}/getDriverRosterHR`,
    {
      config: hr,
      schema: callSchema({
        tags,
        summary: 'A month of the branch’s drivers (or one): each date with the actual times, worked and overtime minutes, approved leave and holidays',
        body: refusedWithPaths(rosterHrBody),
        answer: rosterHrAnswer,
      }),
    },
    async (request) => {
      const { month, driverId } = request.body;
      return rosters.month(month, driverId, principalOf(request));
    },
  );

  app.post(
    `${API}/updateDriverRosterHR`,
    {
      config: hr,
      schema: callSchema({
        tags,
        summary:
          'Corrects a roster’s actual on and off duty times and logs before and after; 409 code MONTH_CLOSED once the month is closed, 409 on a stale version',
        body: refusedWithPaths(updateRosterHrBody),
        answer: updateRosterHrAnswer,
      }),
    },
    async (request) => rosters.update(request.body, principalOf(request)),
  );

  app.get(
    `${API}/getDriverRosterHRLog/:dailyRosterId`,
    {
      config: hr,
      schema: callDoc({
        params: idParam(REFUSAL_NAMES.dailyRoster, 'dailyRosterId'),
        tags,
        summary: 'The corrections of a roster, newest first',
        answer: rosterHrLogAnswer,
      }),
    },
    async (request) => rosters.log(request.params.dailyRosterId, principalOf(request)),
  );
}
