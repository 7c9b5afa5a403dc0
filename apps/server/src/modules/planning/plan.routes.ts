import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import type { Events } from '../../engine/events.js';
import { API } from '../../engine/hal.js';
import { requestLanguage } from '../../engine/language.js';
import { callSchema, idParam, typed } from '../../engine/route-schema.js';
import { applyAnswer, applyBody, dayPlanAnswer, planBody } from './plan.schemas.js';
import { PlanService } from './plan.service.js';

const tags = ['Scheduling'];
const read = { rights: ['SCHEDULING', 'SCHEDULINGWRITE'] as const };
const write = { rights: ['SCHEDULINGWRITE'] as const };

/** The day planner's calls (issue 32, docs/scheduling.md "Plan the day"). */
export async function planRoutes(base: FastifyInstance, { db, events }: { db: Db; events: Events }) {
  const app = typed(base);
  const service = new PlanService(db, events);

  app.post(
    `${API}/scheduling/plans`,
    {
      config: write,
      schema: callSchema({
        tags,
        summary:
          "Proposes a driver and vehicle for every open job of the date (the x-branch-id branch's: active, not outsourced, no second call, without a driver), checked by the clash rules; 201 with the plan",
        body: planBody,
        answer: dayPlanAnswer,
        status: 201,
      }),
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body, principalOf(request))),
  );

  app.get(
    `${API}/scheduling/plans/:id`,
    {
      config: read,
      schema: callSchema({
        params: idParam(REFUSAL_NAMES.dayPlan),
        tags,
        summary: 'A plan as answered (kept 7 days), with the jobs applied from it so far',
        answer: dayPlanAnswer,
      }),
    },
    async (request) => service.get(request.params.id, principalOf(request)),
  );

  app.post(
    `${API}/scheduling/plans/:id/apply`,
    {
      config: write,
      schema: callSchema({
        params: idParam(REFUSAL_NAMES.dayPlan),
        tags,
        summary:
          "Applies the plan's jobs (all, or orderVehicleIds) one by one through the assignment service: a job changed since the plan is refused STALE, one that now clashes with its clash code, never overridden",
        body: applyBody,
        answer: applyAnswer,
      }),
    },
    async (request) => service.apply(request.params.id, request.body, principalOf(request), requestLanguage(request)),
  );
}
