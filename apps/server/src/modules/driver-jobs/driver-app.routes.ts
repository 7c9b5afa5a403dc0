import rateLimit from '@fastify/rate-limit';
import { operatorToday, srvText, REFUSAL_NAMES } from '@limo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { driverAuths, drivers } from '../../db/schema/index.js';
import { driverOf } from '../../engine/driver-auth.js';
import { badRequest, unauthorized } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { tooManyCalls, tooManySignIns } from '../../engine/rate-limit.js';
import { callDoc } from '../../engine/openapi.js';
import { signDriverToken } from '../../engine/tokens.js';
import { verifyPassword } from '../security/passwords.js';
import { applyOnce, type Outcome } from './client-events.js';
import {
  dayAnswer,
  driverMileageBody,
  driverPetrolBody,
  driverSignInBody,
  driverTokenAnswer,
  jobsQuery,
  mileageAnswer,
  petrolRow,
  positionsAnswer,
  positionsBody,
  progressAnswer,
  progressBody,
} from './driver-jobs.schemas.js';
import { markProgress, markTime } from './job-progress.js';
import { addPetrol, jobFor, saveMileage } from './job-records.js';
import { driverJobsOf } from './jobs-read.js';
import { earliestMarkMinutes } from './mark-guard.js';
import { parsePositions, recordPositions } from './positions.js';
import { sharedRateStore } from '../security/rate-store.js';
import { callSchema, idParam, refusedWithPaths, typed } from '../../engine/route-schema.js';

const tags = ['Driver page'];
const DRIVER_API = '/limo/driver/api';
const driverOnly = { driver: true } as const;

interface Deps {
  db: Db;
  config: Config;
  events: Events;
}

/** The driver page's calls (issue 11, docs/driver-jobs.md): a driver token opens that driver's jobs and positions only. */
export async function driverAppRoutes(base: FastifyInstance, { db, config, events }: Deps) {
  const app = typed(base);
  await app.register(rateLimit, {
    global: false,
    store: sharedRateStore(db),
    errorResponseBuilder: tooManyCalls,
  });

  app.post(
    '/limo/driver/auth',
    {
      config: { public: true, rateLimit: { max: config.signIn.perIpPerMinute, timeWindow: 60_000, errorResponseBuilder: tooManySignIns } },
      schema: callDoc({
        tags,
        summary: 'Driver sign-in with the driver number and app password; answers a driver token',
        body: driverSignInBody,
        answer: driverTokenAnswer,
      }),
    },
    async (request) => {
      const { loginName, password } = (request.body ?? {}) as Record<string, unknown>;
      const missing = [
        ...(typeof loginName === 'string' && loginName.trim() ? [] : [srvText('srv.driver.numberRequired')]),
        ...(typeof password === 'string' && password ? [] : [srvText('srv.signIn.passwordRequired')]),
      ];
      if (missing.length) throw badRequest(missing[0], missing);
      const [found] = await db
        .select({ id: driverAuths.id, driverId: driverAuths.driverId, hash: driverAuths.passwordHash })
        .from(driverAuths)
        .innerJoin(drivers, and(eq(drivers.id, driverAuths.driverId), eq(drivers.driverStatus, 'A')))
        .where(and(sql`lower(${driverAuths.loginName}) = lower(${(loginName as string).trim()})`, eq(driverAuths.recordStatus, 'A')));
      // Unknown logins are checked against a hash too, so the answer's time does not tell who exists.
      const ok = await verifyPassword(found?.hash ?? null, password as string);
      if (!found || !ok) {
        request.log.warn({ event: 'driver.signin.failed', loginName: String(loginName).slice(0, 30), ip: request.ip }, 'driver sign-in refused');
        throw unauthorized({ key: 'srv.driver.wrong' });
      }
      await db.update(driverAuths).set({ lastLoginDt: new Date() }).where(eq(driverAuths.id, found.id));
      request.log.info({ event: 'driver.signin', driverId: found.driverId, ip: request.ip }, 'driver signed in');
      return { token: await signDriverToken({ driverId: found.driverId, driverAuthId: found.id }, config.jwtSecret, config.driverTokenSeconds) };
    },
  );

  app.get(
    `${DRIVER_API}/jobs`,
    {
      config: driverOnly,
      schema: callSchema({
        tags,
        summary: "The driver's jobs of a duty date (pick-up date), in pick-up order",
        query: refusedWithPaths(jobsQuery),
        answer: dayAnswer,
      }),
    },
    async (request) => {
      const driver = driverOf(request);
      const dutyDate = request.query.dutyDate ?? operatorToday();
      const [d] = await db
        .select({ driverNo: drivers.driverNo, driverNameEng: drivers.driverNameEng, driverNameChi: drivers.driverNameChi })
        .from(drivers)
        .where(eq(drivers.id, driver.driverId));
      const jobs = await driverJobsOf(db, driver.branchId, driver.driverId, dutyDate);
      // The page greys POB and COMPLETED until then, as the server refuses them (issue 30 part 8b).
      return { dutyDate, driver: { driverId: driver.driverId, ...d }, jobs, earliestPobMinutes: await earliestMarkMinutes(db) };
    },
  );

  /** Sends a remembered or new outcome with its status. */
  const reply = (res: FastifyReply, outcome: Outcome) => res.status(outcome.status).send(outcome.body);
  const once = (request: FastifyRequest) => ({ db, events, log: request.log, lang: request.lang });
  const jobParams = idParam(REFUSAL_NAMES.job, 'orderVehicleId');

  app.post(
    `${DRIVER_API}/jobs/:orderVehicleId/progress`,
    {
      config: driverOnly,
      schema: callSchema({
        params: jobParams,
        tags,
        summary: "A driver's mark on a job (ACK, ON_THE_WAY, ARRIVED, POB, COMPLETED, NO_SHOW); forward only",
        body: refusedWithPaths(progressBody),
        answer: progressAnswer,
      }),
    },
    async (request, res) => {
      const driver = driverOf(request);
      const id = request.params.orderVehicleId;
      const body = request.body;
      const at = markTime(body.at);
      const outcome = await applyOnce(once(request), driver.driverId, body.clientEventId, request.url, async (tx) => {
        const done = await markProgress(events, tx, driver, id, body.jobStatus, at);
        return { orderVehicleId: done.orderVehicleId, orderId: done.orderId, jobStatus: done.jobStatus, ...done.times };
      });
      return reply(res, outcome);
    },
  );

  app.post(
    `${DRIVER_API}/jobs/:orderVehicleId/mileage`,
    {
      config: driverOnly,
      schema: callSchema({
        params: jobParams,
        tags,
        summary: 'The start and end mileage of a job, in km',
        body: refusedWithPaths(driverMileageBody),
        answer: mileageAnswer,
      }),
    },
    async (request, res) => {
      const driver = driverOf(request);
      const id = request.params.orderVehicleId;
      const { clientEventId, ...mileage } = request.body;
      const outcome = await applyOnce(once(request), driver.driverId, clientEventId, request.url, async (tx) => {
        const saved = await saveMileage(tx, await jobFor(tx, id, driver), `driver:${driver.loginName}`, mileage);
        if (saved.startMileage != null && saved.endMileage != null && saved.endMileage < saved.startMileage)
          throw badRequest(srvText('srv.job.mileage'), undefined, [{ field: 'endMileage', value: saved.endMileage }]);
        return saved;
      });
      return reply(res, outcome);
    },
  );

  app.post(
    `${DRIVER_API}/jobs/:orderVehicleId/petrol`,
    {
      config: driverOnly,
      schema: callSchema({ params: jobParams, tags, summary: 'Petrol bought during a job', body: refusedWithPaths(driverPetrolBody), answer: petrolRow }),
    },
    async (request, res) => {
      const driver = driverOf(request);
      const id = request.params.orderVehicleId;
      const { clientEventId, ...petrol } = request.body;
      const outcome = await applyOnce(once(request), driver.driverId, clientEventId, request.url, async (tx) =>
        addPetrol(tx, await jobFor(tx, id, driver), `driver:${driver.loginName}`, petrol),
      );
      return reply(res, outcome);
    },
  );

  app.post(
    `${DRIVER_API}/positions`,
    {
      config: driverOnly,
      schema: callDoc({ tags, summary: "The phone's positions, oldest first; each client id is stored once", body: positionsBody, answer: positionsAnswer }),
    },
    async (request) => {
      const driver = driverOf(request);
      const body = parsePositions(request.body);
      const result = await recordPositions(db, driver, body);
      // One statement, its own transaction: committed already.
      if (result.moved) await events.committed('driverMoved', { branchId: driver.branchId, driverId: driver.driverId });
      return { accepted: result.accepted, duplicates: result.duplicates };
    },
  );
}
