import { isValidIsoDate, JOB_TIME_FIELDS, MAX_ID, REGION_RADIUS_METRES, RESOURCES, srvText, REFUSAL_NAMES } from '@limo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { drivers } from '../../db/schema/index.js';
import { principalOf } from '../../engine/auth.js';
import { badRequest, notFound } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { API } from '../../engine/hal.js';
import { pathId } from '../../engine/ids.js';
import { callDoc } from '../../engine/openapi.js';
import { dashboard } from './dashboard.service.js';
import {
  correctionBody,
  dashboardAnswer,
  dayAnswer,
  jobAnswer,
  liveVehiclesAnswer,
  mileageAnswer,
  mileageBody,
  petrolBody,
  petrolRow,
} from './driver-jobs.schemas.js';
import { correctJob } from './job-progress.js';
import { addPetrol, deletePetrol, jobFor, saveMileage, updatePetrol } from './job-records.js';
import { driverJobsOf } from './jobs-read.js';
import { readLiveParameters } from './live-parameters.js';
import { livePlaces } from './live-places.js';
import { liveRecords } from './live-status.js';
import type { MapTiles } from './map-tiles.js';
import { callSchema, idParam, pathParams, refusedWithPaths, typed } from '../../engine/route-schema.js';

const NODE = '/limo/node/api';
const tags = ['Driver jobs and live data'];
const jobRights = { rights: ['DRIVERJOB'] as const };

/** A driver's duty date in the path: not a date is a 400 naming dutyDate. */
const dutyDateOf = (raw: string) => {
  if (!isValidIsoDate(raw)) throw badRequest(srvText('srv.notADate', { field: 'dutyDate' }), undefined, [{ field: 'dutyDate', value: raw }]);
  return raw;
};
const driverDayParams = pathParams(
  { driverId: (raw: string) => pathId(raw, REFUSAL_NAMES.driver, 'driverId'), dutyDate: dutyDateOf },
  { driverId: { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'id of a driver' }, dutyDate: { type: 'string', format: 'date' } },
);
const correction = refusedWithPaths(correctionBody);
const mileage = refusedWithPaths(mileageBody);
const petrol = refusedWithPaths(petrolBody);

interface Deps {
  db: Db;
  events: Events;
  /** A PMTiles archive in DATA_DIR (map-tiles.ts): the map's background when no tile URL is set. */
  mapTiles?: MapTiles | null;
}

/** The office's side of driver jobs (review and correction), the live vehicle map and the dashboard (issue 11). */
export async function driverJobRoutes(base: FastifyInstance, { db, events, mapTiles }: Deps) {
  const app = typed(base);
  /** The job as the review screen shows it, after a change. */
  const jobView = async (branchId: number, orderVehicleId: number, driverId: number, dutyDate: string) =>
    (await driverJobsOf(db, branchId, driverId, dutyDate, orderVehicleId))[0];

  app.get(
    `${NODE}/driverJobs/:driverId/:dutyDate`,
    {
      config: jobRights,
      schema: callSchema({
        params: driverDayParams,
        tags,
        summary: "A driver's jobs of a duty date with their progress, mileage and petrol",
        answer: dayAnswer,
      }),
    },
    async (request) => {
      const p = principalOf(request);
      const { driverId, dutyDate } = request.params;
      const [d] = await db
        .select({ driverNo: drivers.driverNo, driverNameEng: drivers.driverNameEng, driverNameChi: drivers.driverNameChi })
        .from(drivers)
        .where(and(eq(drivers.id, driverId), eq(drivers.branchId, p.selectedBranchId)));
      if (!d) throw notFound(srvText('srv.notFoundInBranch', { what: REFUSAL_NAMES.driver, id: driverId }));
      return { dutyDate, driver: { driverId, ...d }, jobs: await driverJobsOf(db, p.selectedBranchId, driverId, dutyDate) };
    },
  );

  app.post(
    `${API}/updateOrderByDriverJob`,
    {
      config: jobRights,
      schema: callSchema({
        tags,
        summary: "Corrects a job's progress: status and every stamp as given; writes the order vehicle's status, its history and the schedule event",
        body: correction,
        answer: jobAnswer,
      }),
    },
    async (request) => {
      const p = principalOf(request);
      const body = request.body;
      const times = Object.fromEntries(JOB_TIME_FIELDS.map((f) => [f, body[f] ? new Date(body[f]).toISOString() : null]));
      const done = await events.transaction(db, request.log, (tx) =>
        correctJob(events, tx, p.selectedBranchId, p.username, {
          orderVehicleId: body.orderVehicleId,
          jobStatus: body.jobStatus,
          times,
          remarks: body.remarks,
        }),
      );
      return jobView(p.selectedBranchId, done.orderVehicleId, done.driverId, done.dutyDate);
    },
  );

  const ovParams = idParam(REFUSAL_NAMES.orderVehicle, 'orderVehicleId');

  app.post(
    `${NODE}/driverJobs/:orderVehicleId/mileage`,
    {
      config: jobRights,
      schema: callSchema({ params: ovParams, tags, summary: "Corrects a job's start and end mileage", body: mileage, answer: mileageAnswer }),
    },
    async (request) => {
      const p = principalOf(request);
      const id = request.params.orderVehicleId;
      return db.transaction(async (tx) => saveMileage(tx, await jobFor(tx, id, { branchId: p.selectedBranchId }), p.username, request.body));
    },
  );

  app.post(
    `${NODE}/driverJobs/:orderVehicleId/petrols`,
    { config: jobRights, schema: callSchema({ params: ovParams, tags, summary: 'Adds a petrol record to a job', body: petrol, answer: petrolRow }) },
    async (request) => {
      const p = principalOf(request);
      const id = request.params.orderVehicleId;
      return db.transaction(async (tx) => addPetrol(tx, await jobFor(tx, id, { branchId: p.selectedBranchId }), p.username, request.body));
    },
  );

  const petrolParams = idParam(RESOURCES.driverJobPetrols.label);

  app.put(
    `${NODE}/driverJobPetrols/:id`,
    { config: jobRights, schema: callSchema({ params: petrolParams, tags, summary: 'Corrects a petrol record', body: petrol, answer: petrolRow }) },
    async (request) => {
      const p = principalOf(request);
      const id = request.params.id;
      return (await db.transaction((tx) => updatePetrol(tx, id, p.selectedBranchId, p.username, request.body))).petrol;
    },
  );

  app.delete(
    `${NODE}/driverJobPetrols/:id`,
    { config: jobRights, schema: callDoc({ params: petrolParams, tags, summary: 'Deletes a petrol record', answer: null }) },
    async (request, reply) => {
      const p = principalOf(request);
      const id = request.params.id;
      await db.transaction((tx) => deletePetrol(tx, id, p.selectedBranchId));
      return reply.status(204).send();
    },
  );

  app.get(
    `${NODE}/liveVehicles`,
    {
      config: { rights: ['SCHEDULING', 'SCHEDULINGWRITE'] as const },
      schema: callDoc({
        tags,
        summary: "The branch's drivers' live positions (last 24 hours), the map's tile URL, the region circles and the operator's places",
        answer: liveVehiclesAnswer,
      }),
    },
    async (request) => {
      const p = principalOf(request);
      const params = await readLiveParameters(db);
      return {
        drivers: await liveRecords(db, p.selectedBranchId),
        tileUrl: params.tileUrl ?? mapTiles?.tileUrl ?? null,
        ...(!params.tileUrl && mapTiles ? { tileMaxZoom: mapTiles.maxZoom } : {}),
        centres: params.centres,
        radii: REGION_RADIUS_METRES,
        places: await livePlaces(db),
      };
    },
  );

  app.get(
    `${NODE}/dashboard`,
    {
      config: { rights: ['DASHBOARD'] as const },
      schema: callDoc({ tags, summary: 'The dashboard of the branch today (spec section 3)', answer: dashboardAnswer }),
    },
    async (request) => {
      const p = principalOf(request);
      return dashboard(db, p.selectedBranchId, (await readLiveParameters(db)).centres);
    },
  );
}
