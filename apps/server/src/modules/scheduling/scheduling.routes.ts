import { RESOURCES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import type { Events } from '../../engine/events.js';
import { API } from '../../engine/hal.js';
import { callDoc, noBody } from '../../engine/openapi.js';
import { scheduleRow } from '../orders/enquiry.schemas.js';
import { serviceDateParam } from '../orders/schedules.service.js';
import { AssignmentService } from './assignment.service.js';
import { scheduleDay } from './day.service.js';
import { learnZoneTravelTimes } from './learn-travel.service.js';
import { dayAnswer, learnTravelAnswer, learnTravelBody, secondCallBody, secondCallQueryInput, updateOrderVehicleBody } from './scheduling.schemas.js';
import { callSchema, idParam, typed } from '../../engine/route-schema.js';

const tags = ['Scheduling'];
const read = { rights: ['SCHEDULING', 'SCHEDULINGWRITE'] as const };
const write = { rights: ['SCHEDULINGWRITE'] as const };

/** The scheduling grid's calls (issue 10, docs/scheduling.md); every change is sent live to the branch. */
export async function schedulingRoutes(base: FastifyInstance, { db, events }: { db: Db; events: Events }) {
  const app = typed(base);
  const assignments = new AssignmentService(db, events);

  app.get(
    `${API}/scheduling/day/:date`,
    {
      config: read,
      schema: callDoc({
        params: serviceDateParam,
        tags,
        summary:
          "The grid of a service date: its schedule rows, the rosters of the day before to the day after, the branch's drivers, vehicles, vehicle types and vendors, and the scheduling parameters",
        answer: dayAnswer,
      }),
    },
    async (request) => scheduleDay(db, request.params.date, principalOf(request)),
  );

  app.post(
    `${API}/updateOrderVehicle`,
    {
      config: write,
      schema: callSchema({
        tags,
        summary:
          'Assigns, unassigns, outsources or moves an order vehicle (a field left out is unchanged, null clears it); a stale version is 412, a clash 409 with the clashes unless override',
        body: updateOrderVehicleBody,
        answer: scheduleRow,
      }),
    },
    async (request) => assignments.updateOrderVehicle(request.body, principalOf(request)),
  );

  app.post(
    `${API}/secondCallAssign/:id`,
    {
      config: write,
      schema: callSchema({
        params: idParam(RESOURCES.orderVehicles.label),
        tags,
        summary: 'Calls a further driver, vehicle or vendor to the order vehicle (same clash rules)',
        body: secondCallBody,
        answer: scheduleRow,
      }),
    },
    async (request) => assignments.secondCallAssign(request.params.id, request.body, principalOf(request)),
  );

  app.post(
    `${API}/secondCallRemove/:id`,
    {
      config: write,
      schema: callDoc({
        params: idParam(RESOURCES.orderDriverVehicles.label),
        tags,
        summary: 'Takes a second call (its id) off its order vehicle',
        body: noBody('the second call is named by the path'),
        answer: scheduleRow,
      }),
    },
    async (request) => assignments.secondCallRemove(request.params.id, principalOf(request)),
  );

  // The spec writes both as GET (issue 31): its callers' form answers too, the same service behind it.
  app.get(
    `${API}/secondCallAssign/:id`,
    {
      config: write,
      schema: callSchema({
        params: idParam(RESOURCES.orderVehicles.label),
        tags,
        summary: "secondCallAssign's GET form, as the spec writes it: the call's fields in the query",
        query: secondCallQueryInput,
        answer: scheduleRow,
      }),
    },
    async (request) => assignments.secondCallAssign(request.params.id, request.query, principalOf(request)),
  );

  app.get(
    `${API}/secondCallRemove/:id`,
    {
      config: write,
      schema: callDoc({
        params: idParam(RESOURCES.orderDriverVehicles.label),
        tags,
        summary: "secondCallRemove's GET form, as the spec writes it",
        answer: scheduleRow,
      }),
    },
    async (request) => assignments.secondCallRemove(request.params.id, principalOf(request)),
  );

  app.post(
    `${API}/learnZoneTravelTimes`,
    {
      config: write,
      schema: callSchema({
        tags,
        summary:
          "Fills the branch's zone travel times from completed jobs of the period (at most 92 days): per pair of zones and hour band, the median minutes from a job's COMPLETED to the driver's next ARRIVED (or POB), where 5 trips or more exist",
        body: learnTravelBody,
        answer: learnTravelAnswer,
      }),
    },
    async (request) => learnZoneTravelTimes(db, request.body, principalOf(request)),
  );
}
