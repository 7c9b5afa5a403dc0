import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { bodyOrEmpty, callSchema, typed } from '../../engine/route-schema.js';
import { duplicateAnswer, duplicateBody, recentTripsAnswer, recentTripsQuery } from './repeat.schemas.js';
import { RepeatService } from './repeat.service.js';

const tags = ['Orders'];
/** The order form asks them while an order is typed: ordering's right, as the order calls. */
const config = { rights: ['ORDERING'] as const };

/** A likely duplicate booking and a person's recent trips, for the order form (issue 30 part 8b). */
export async function repeatRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = typed(base);
  const repeat = new RepeatService(db);

  app.post(
    `${API}/findDuplicateBookings`,
    {
      config,
      schema: callSchema({
        tags,
        summary:
          "Active order vehicles of the selected branch the draft may book again: the same client, a passenger name or phone the draft holds, a pick-up within 30 minutes of one of the draft's. A warning only: nothing is refused or changed",
        body: bodyOrEmpty(duplicateBody),
        answer: duplicateAnswer,
      }),
    },
    async (request) => repeat.duplicates(request.body, principalOf(request)),
  );

  app.get(
    `${API}/recentTrips`,
    {
      config,
      schema: callSchema({
        tags,
        summary:
          'The last trips (at most 5, latest pick-up first) of active orders of the selected branch whose passenger is named like q, or whose passenger or contact has the phone q: places, vehicle type and contact to copy',
        query: recentTripsQuery,
        answer: recentTripsAnswer,
      }),
    },
    async (request) => ({ trips: await repeat.recentTrips(request.query, principalOf(request)) }),
  );
}
