import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { driverOf } from '../../engine/driver-auth.js';
import { API } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import { bodyOrEmpty, callSchema, idParam, pathParams, refusedWithPaths, typed } from '../../engine/route-schema.js';
import {
  approveAnswer,
  decideBody,
  driverLeaveBody,
  driverLeavesAnswer,
  leaveAnswer,
  leaveBody,
  leaveJobsAnswer,
  quotaAnswer,
  quotaBody,
  rejectAnswer,
} from './leave.schemas.js';
import { LeaveService } from './leave.service.js';
import { parseYear, QuotaService } from './quota.service.js';
import { rosterHrRoutes } from './roster-hr.routes.js';
import { hrTodoRoutes } from './hr-todo.js';

const tags = ['Leave'];
const NODE = '/limo/node/api';
const DRIVER_API = '/limo/driver/api';
const approval = { rights: ['LEAVEAPPROVAL'] as const };
const quotaRead = { rights: ['LEAVEAPPROVAL', 'DRIVERROSTERHR'] as const };
const quotaWrite = { rights: ['DRIVERROSTERHR'] as const };

/** Leave quotas, requests and decisions, the driver page's requests, and roster HR (issue 16, docs/allowance.md rule 10). */
export async function leaveRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = typed(base);
  const leaves = new LeaveService(db);
  const quotas = new QuotaService(db);
  const yearParam = pathParams({ year: parseYear }, { year: { type: 'string', pattern: '^\\d{4}$', description: 'a year from 2000 to 2100' } });
  const leaveId = idParam(REFUSAL_NAMES.leave);
  const decide = bodyOrEmpty(refusedWithPaths(decideBody));

  app.get(
    `${NODE}/leaveQuota/:year`,
    {
      config: quotaRead,
      schema: callSchema({
        tags,
        summary:
          "Each driver of the branch x AL, SL: the year's quota (0 when none is kept), the days taken (approved leave starting in the year) and the balance",
        params: yearParam,
        answer: quotaAnswer,
      }),
    },
    async (request) => quotas.year(request.params.year, principalOf(request).selectedBranchId),
  );

  for (const [method, mode] of [
    ['post', 'create'],
    ['put', 'update'],
  ] as const) {
    app[method](
      `${NODE}/leaveQuota/:year`,
      {
        config: quotaWrite,
        schema: callSchema({
          tags,
          summary:
            mode === 'create'
              ? 'Creates quotas of the year, in one transaction (409 when a driver already has that quota); answers the rows'
              : 'Changes quotas of the year, in one transaction (404 when one is missing); answers the rows',
          params: yearParam,
          body: refusedWithPaths(quotaBody),
          answer: quotaAnswer,
          status: mode === 'create' ? 201 : 200,
        }),
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const saved = await quotas.save(request.params.year, request.body, principal.selectedBranchId, principal.username, mode);
        return reply.status(mode === 'create' ? 201 : 200).send(saved);
      },
    );
  }

  app.post(
    `${API}/leaves`,
    {
      config: approval,
      schema: callSchema({
        tags,
        summary: 'A leave request for a driver of the branch (status P); its days are the dates of the range that are not public holidays',
        body: refusedWithPaths(leaveBody),
        answer: leaveAnswer,
        status: 201,
      }),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { driverId, ...body } = request.body;
      return reply.status(201).send(await leaves.create(driverId, principal.selectedBranchId, body, principal.username));
    },
  );

  app.post(
    `${API}/approveLeave/:id`,
    {
      config: approval,
      schema: callSchema({
        tags,
        summary:
          "Approves a pending request within the year's quota (409 code QUOTA_EXCEEDED beyond it); answers it with the driver's jobs already given in those days",
        params: leaveId,
        body: decide,
        answer: approveAnswer,
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      const { remarks } = request.body;
      return leaves.approve(request.params.id, principal.selectedBranchId, remarks, principal.username);
    },
  );

  app.post(
    `${API}/rejectLeave/:id`,
    { config: approval, schema: callSchema({ tags, summary: 'Rejects a pending request', params: leaveId, body: decide, answer: rejectAnswer }) },
    async (request) => {
      const principal = principalOf(request);
      const { remarks } = request.body;
      return leaves.reject(request.params.id, principal.selectedBranchId, remarks, principal.username);
    },
  );

  app.get(
    `${API}/leaveJobs/:id`,
    {
      config: approval,
      schema: callSchema({
        tags,
        params: leaveId,
        summary:
          "The driver's live jobs picked up in a request's dates (main driver or second call), in pick-up order: what approving would leave to give to others",
        answer: leaveJobsAnswer,
      }),
    },
    async (request) => leaves.jobs(request.params.id, principalOf(request).selectedBranchId),
  );

  const driverTags = ['Driver page'];
  app.post(
    `${DRIVER_API}/leaves`,
    {
      config: { driver: true },
      schema: callSchema({
        tags: driverTags,
        summary: "The driver's own leave request (status P)",
        body: refusedWithPaths(driverLeaveBody),
        answer: leaveAnswer,
        status: 201,
      }),
    },
    async (request, reply) => {
      const driver = driverOf(request);
      return reply.status(201).send(await leaves.create(driver.driverId, driver.branchId, request.body, `driver:${driver.loginName}`));
    },
  );

  app.get(
    `${DRIVER_API}/leaves`,
    {
      config: { driver: true },
      schema: callDoc({ tags: driverTags, summary: "The driver's own leave requests, newest first", answer: driverLeavesAnswer }),
    },
    async (request) => leaves.ofDriver(driverOf(request).driverId),
  );

  rosterHrRoutes(app, db);
  hrTodoRoutes(app, db);
}
