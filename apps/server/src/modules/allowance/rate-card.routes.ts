import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { callDoc, type CallDoc, zodDoc } from '../../engine/openapi.js';
import type { CollectionStore } from '../../engine/store.js';
import { copyRatesBody, rateRow, reseqBody, upsertBodyDoc, versionBody, versionRow } from './rate-card.schemas.js';
import { RateCardService } from './rate-card.service.js';
import { callSchema, idParam, typed } from '../../engine/route-schema.js';

export const tags = ['Allowance'];
const card = { rights: ['ALLOWANCERATE'] as const };

/** The route schema of an upsert: 200 with the record updated, 201 with the record made. */
export function upsertDoc(doc: Omit<CallDoc, 'status'> & { answer: z.ZodType }) {
  const schema = callDoc(doc);
  const response: Record<number, unknown> = { ...schema.response, 201: zodDoc(doc.answer, 'output') };
  return { ...schema, response };
}

/** The allowance rate card (issue 16 rules 1, 4, 5): versions, rate rows in seq order, copies of a version. */
export async function rateCardRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);
  const service = new RateCardService(db, stores);

  app.get(
    `${API}/getAllowanceEffDates`,
    {
      config: card,
      schema: callDoc({ tags, summary: 'Every version of the allowance rate card, the newest effective date first', answer: z.array(versionRow) }),
    },
    async () => service.versions(),
  );

  app.post(
    `${API}/getAllowanceRates`,
    {
      config: card,
      schema: callSchema({ tags, summary: "A version's rate rows by seq, with their group codes", body: versionBody, answer: z.array(rateRow) }),
    },
    async (request) => service.ratesOf(request.body),
  );

  app.get(
    `${API}/getAllowanceRate/:id`,
    { config: card, schema: callDoc({ params: idParam(REFUSAL_NAMES.allowanceRate), tags, summary: 'One rate row with its group codes', answer: rateRow }) },
    async (request) => service.rate(request.params.id),
  );

  app.post(
    `${API}/upsertAllowanceRate`,
    {
      config: card,
      schema: upsertDoc({
        tags,
        summary: "A rate row: with id it is updated (200), else made (201) with seq after the version's last unless given",
        body: upsertBodyDoc('allowanceRates'),
        answer: rateRow,
      }),
    },
    async (request, reply) => {
      const { created, row } = await service.upsert(request.body, principalOf(request));
      return reply.status(created ? 201 : 200).send(row);
    },
  );

  app.post(
    `${API}/reseqAllowanceRates`,
    {
      config: card,
      schema: callSchema({
        tags,
        summary: "Gives the version's rows seq 1..n in the order of ids (exactly the version's rows), in one transaction; answers them by seq",
        body: reseqBody,
        answer: z.array(rateRow),
      }),
    },
    async (request) => service.reseq(request.body, principalOf(request)),
  );

  app.post(
    `${API}/copyAllowanceRates`,
    {
      config: card,
      schema: callSchema({
        tags,
        summary: "A new version from effDate with the source version's overtime terms, rate rows and part-time basics (409 when effDate has one)",
        body: copyRatesBody,
        answer: versionRow,
        status: 201,
      }),
    },
    async (request, reply) => reply.status(201).send(await service.copy(request.body, principalOf(request))),
  );
}
