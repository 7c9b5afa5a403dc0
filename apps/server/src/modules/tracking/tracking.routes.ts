import rateLimit from '@fastify/rate-limit';
import { RESOURCES, srvText } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { notFound } from '../../engine/errors.js';
import { API } from '../../engine/hal.js';
import { pathId } from '../../engine/ids.js';
import { callDoc, ID_PARAMS, noBody } from '../../engine/openapi.js';
import { tooManyCalls } from '../../engine/rate-limit.js';
import { sharedRateStore } from '../security/rate-store.js';
import { publicBase, trackingUrl } from '../../engine/public-links.js';
import { readTracking } from './tracking.read.js';
import { revokeAnswer, trackAnswer } from './tracking.schemas.js';

/** Calls of one address a minute on the public page's data call: a page polls every 10 s, a hotel lobby may hold several. */
export const TRACK_CALLS_PER_MINUTE = 60;
export const TRACK_PATH = '/limo/public/track';

const TOKEN_PARAMS = { type: 'object', properties: { token: { type: 'string', maxLength: 100 } }, required: ['token'] } as const;

interface Deps {
  db: Db;
  /** PUBLIC_URL: the base of the links handed out; unset, the caller's origin. */
  publicUrl?: string;
}

/** The passenger's tracking link (issue 33, docs/portal.md "Tracking link"): the public data call and the office's revoke. */
export async function trackingRoutes(app: FastifyInstance, { db, publicUrl }: Deps) {
  await app.register(rateLimit, { global: false, store: sharedRateStore(db), errorResponseBuilder: tooManyCalls });

  app.get(
    `${TRACK_PATH}/:token`,
    {
      config: { public: true, rateLimit: { max: TRACK_CALLS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        ...callDoc({
          tags: ['Tracking link'],
          summary:
            "A passenger's tracking link: the trip's state, pick-up, vehicle, plate, the driver's first name, the car's position while on the way or arrived, and the hotline; 404 unknown, 410 revoked, cancelled or ended over 30 minutes ago",
          answer: trackAnswer,
        }),
        params: TOKEN_PARAMS,
      },
    },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      // Never cached on the way: the position moves and a revoked link must stop at once.
      reply.header('Cache-Control', 'no-store');
      return readTracking(db, token, request.lang);
    },
  );

  app.post(
    `${API}/revokeTrackingToken/:id`,
    {
      config: { rights: ['ORDERING'] },
      schema: {
        ...callDoc({
          tags: ['Orders'],
          summary: "Withdraws an order vehicle's tracking link (the old link answers 410) and answers its new one",
          body: noBody('the order vehicle is named by the path'),
          answer: revokeAnswer,
        }),
        params: ID_PARAMS,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const id = pathId((request.params as { id: string }).id, RESOURCES.orderVehicles.label);
      // One statement: the old token kept as revoked and the new one drawn from the column's default, or neither.
      const { rows } = await db.execute<{ token: string }>(sql`
        with cur as (
          select ov.id, ov.tracking_token from order_vehicles ov join orders o on o.id = ov.order_id
          where ov.id = ${id} and o.branch_id = ${principal.selectedBranchId} for update of ov),
        kept as (insert into revoked_tracking_tokens (token, order_vehicle_id, revoked_by) select tracking_token, id, ${principal.username} from cur)
        update order_vehicles set tracking_token = default from cur where order_vehicles.id = cur.id returning order_vehicles.tracking_token as token`);
      if (!rows[0]) throw notFound(srvText('srv.notFound', { what: RESOURCES.orderVehicles.label, id }));
      request.log.info({ event: 'tracking.revoked', orderVehicleId: id, username: principal.username }, 'tracking link revoked');
      return { orderVehicleId: id, trackingToken: rows[0].token, trackingUrl: trackingUrl(publicBase(request, publicUrl), rows[0].token) };
    },
  );
}
