import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import type { CollectionStore } from '../../engine/store.js';
import { OtherGroupService } from './other-groups.service.js';
import { OthersService } from './others.service.js';
import { groupAnswer, natureRow, otherListBody, otherRow, upsertBodyDoc } from './rate-card.schemas.js';
import { tags, upsertDoc } from './rate-card.routes.js';
import { callSchema, idParam, typed } from '../../engine/route-schema.js';

const card = { rights: ['ALLOWANCERATE'] as const };
const items = { rights: ['DRIVERALLOWANCE'] as const };

/** Other allowance groups and natures (rate card), and the drivers' other items (issue 16 rule 7). */
export async function otherRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);
  const groups = new OtherGroupService(db, stores);
  const others = new OthersService(db, stores);

  app.post(
    `${API}/upsertAllowanceOtherGroup`,
    {
      config: card,
      schema: upsertDoc({
        tags,
        summary: 'A group (with id updated, else made) and its natures replaced by natureIds, in one transaction',
        body: upsertBodyDoc('allowanceOtherGroups', {
          natureIds: { type: 'array', items: { type: 'integer', minimum: 1 }, description: 'the natures of the group; left out: none' },
        }),
        answer: groupAnswer,
      }),
    },
    async (request, reply) => {
      const { created, row } = await groups.upsertGroup(request.body, principalOf(request));
      return reply.status(created ? 201 : 200).send(row);
    },
  );

  app.post(
    `${API}/upsertAllowanceOtherGroupNature`,
    {
      config: card,
      schema: upsertDoc({
        tags,
        summary: 'A nature: with id updated (200), else made (201)',
        body: upsertBodyDoc('allowanceOtherGroupNatures'),
        answer: natureRow,
      }),
    },
    async (request, reply) => {
      const { created, row } = await groups.upsertNature(request.body, principalOf(request));
      return reply.status(created ? 201 : 200).send(row);
    },
  );

  app.get(
    `${API}/allowanceOtherGroupNature/:id`,
    // The allowance screen reads natures to enter items: its right opens this read too.
    {
      config: { rights: ['ALLOWANCERATE', 'DRIVERALLOWANCE'] as const },
      schema: callDoc({ params: idParam(REFUSAL_NAMES.otherAllowanceNature), tags, summary: 'One nature', answer: natureRow }),
    },
    async (request) => groups.nature(request.params.id, principalOf(request)),
  );

  app.post(
    `${API}/getAllowanceOthers`,
    {
      config: items,
      schema: callSchema({
        tags,
        summary: "The other items of the selected branch's drivers (or one) dated in the period (at most a year), by date and driver, with their line amounts",
        body: otherListBody,
        answer: z.array(otherRow),
      }),
    },
    async (request) => others.list(request.body, principalOf(request)),
  );

  app.get(
    `${API}/getAllowanceOther/:id`,
    {
      config: items,
      schema: callDoc({ params: idParam(REFUSAL_NAMES.otherAllowance), tags, summary: 'One other item of a driver of the selected branch', answer: otherRow }),
    },
    async (request) => others.one(request.params.id, principalOf(request)),
  );

  app.post(
    `${API}/upsertAllowanceOther`,
    {
      config: items,
      schema: upsertDoc({
        tags,
        summary:
          "An other item (with id updated, else made): the nature must be one of the group's (400); into or out of a closed month 409 with code MONTH_CLOSED",
        body: upsertBodyDoc('allowanceOthers'),
        answer: otherRow,
      }),
    },
    async (request, reply) => {
      const { created, row } = await others.upsert(request.body, principalOf(request));
      return reply.status(created ? 201 : 200).send(row);
    },
  );
}
