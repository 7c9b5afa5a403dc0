import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { driverOf } from '../../engine/driver-auth.js';
import { API } from '../../engine/hal.js';
import { pathId } from '../../engine/ids.js';
import { callDoc } from '../../engine/openapi.js';
import { parseWithPaths } from '../orders/order-parse.js';
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
export async function leaveRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const leaves = new LeaveService(db);
  const quotas = new QuotaService(db);
  const year = (params: unknown) => parseYear((params as { year: string }).year);
  const leaveId = (params: unknown) => pathId((params as { id: string }).id, REFUSAL_NAMES.leave);

  app.get(
    `${NODE}/leaveQuota/:year`,
    {
      config: quotaRead,
      schema: callDoc({
        tags,
        summary:
          "Each driver of the branch x AL, SL: the year's quota (0 when none is kept), the days taken (approved leave starting in the year) and the balance",
        answer: quotaAnswer,
      }),
    },
    async (request) => quotas.year(year(request.params), principalOf(request).selectedBranchId),
  );

  for (const [method, mode] of [
    ['post', 'create'],
    ['put', 'update'],
  ] as const) {
    app[method](
      `${NODE}/leaveQuota/:year`,
      {
        config: quotaWrite,
        schema: callDoc({
          tags,
          summary:
            mode === 'create'
              ? 'Creates quotas of the year, in one transaction (409 when a driver already has that quota); answers the rows'
              : 'Changes quotas of the year, in one transaction (404 when one is missing); answers the rows',
          body: quotaBody,
          answer: quotaAnswer,
          status: mode === 'create' ? 201 : 200,
        }),
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const y = year(request.params);
        const rows = parseWithPaths(quotaBody, request.body);
        const saved = await quotas.save(y, rows, principal.selectedBranchId, principal.username, mode);
        return reply.status(mode === 'create' ? 201 : 200).send(saved);
      },
    );
  }

  app.post(
    `${API}/leaves`,
    {
      config: approval,
      schema: callDoc({
        tags,
        summary: 'A leave request for a driver of the branch (status P); its days are the dates of the range that are not public holidays',
        body: leaveBody,
        answer: leaveAnswer,
        status: 201,
      }),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { driverId, ...body } = parseWithPaths(leaveBody, request.body);
      return reply.status(201).send(await leaves.create(driverId, principal.selectedBranchId, body, principal.username));
    },
  );

  app.post(
    `${API}/approveLeave/:id`,
    {
      config: approval,
      schema: callDoc({
        tags,
        summary:
          "Approves a pending request within the year's quota (409 code QUOTA_EXCEEDED beyond it); answers it with the driver's jobs already given in those days",
        body: decideBody,
        answer: approveAnswer,
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      const { remarks } = parseWithPaths(decideBody, request.body ?? {});
      return leaves.approve(leaveId(request.params), principal.selectedBranchId, remarks, principal.username);
    },
  );

  app.post(
    `${API}/rejectLeave/:id`,
    { config: approval, schema: callDoc({ tags, summary: 'Rejects a pending request', body: decideBody, answer: rejectAnswer }) },
    async (request) => {
      const principal = principalOf(request);
      const { remarks } = parseWithPaths(decideBody, request.body ?? {});
      return leaves.reject(leaveId(request.params), principal.selectedBranchId, remarks, principal.username);
    },
  );

  app.get(
    `${API}/leaveJobs/:id`,
    {
      config: approval,
      schema: callDoc({
        tags,
        summary:
          "The driver's live jobs picked up in a request's dates (main driver or second call), in pick-up order: what approving would leave to give to others",
        answer: leaveJobsAnswer,
      }),
    },
    async (request) => leaves.jobs(leaveId(request.params), principalOf(request).selectedBranchId),
  );

  const driverTags = ['Driver page'];
  app.post(
    `${DRIVER_API}/leaves`,
    {
      config: { driver: true },
      schema: callDoc({ tags: driverTags, summary: "The driver's own leave request (status P)", body: driverLeaveBody, answer: leaveAnswer, status: 201 }),
    },
    async (request, reply) => {
      const driver = driverOf(request);
      const body = parseWithPaths(driverLeaveBody, request.body);
      return reply.status(201).send(await leaves.create(driver.driverId, driver.branchId, body, `driver:${driver.loginName}`));
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
