import { srvText } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { badRequest } from '../../engine/errors.js';
import { API, halList, halListOrPage } from '../../engine/hal.js';
import { callDoc, noBody } from '../../engine/openapi.js';
import {
  locationListAnswer,
  patternApplyAnswer,
  patternBatchAnswer,
  patternBatchSchema,
  patternSearchAnswer,
  patternSearchSchema,
} from './locations.schemas.js';
import {
  applyPatternBatch,
  checkPatternBatch,
  discardPatternBatch,
  locationPickList,
  locationPickSpec,
  locationsByCodeSpec,
  locationsHolding,
  searchLocationPatterns,
} from './locations.service.js';
import { callSchema, pathParams, typed } from '../../engine/route-schema.js';

const NODE = '/limo/node/api';

/** The code or text of /locations/{x}: trimmed, not empty. */
const codeParams = pathParams(
  {
    x: (raw) => {
      const x = raw.trim();
      if (!x || x.includes('\u0000')) throw badRequest(srvText('srv.files.x'));
      return x;
    },
  },
  { x: { type: 'string', minLength: 1, description: 'a location code, or a part of a code or name' } },
);
const tags = ['Locations'];
// The route tables of class and special rates pick locations and zones (contractLabel) from it.
const PICK = { rights: ['LOCATION', 'ORDERING', 'SCHEDULING', 'DRIVERJOB', 'LOCATIONPATTERN', 'LOCATIONASSOCIATE', 'CLASSRATE', 'CLIENTRATE'] as const };
const PATTERN = { rights: ['LOCATIONPATTERN'] as const };

/** Location pick-lists, pattern matching of free text, and the checked upload of pattern files. The rules are in locations.service.ts. */
export async function locationRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = typed(base);
  app.get(
    `${NODE}/locations`,
    { config: PICK, schema: callSchema({ tags, summary: 'Active locations by code', query: locationPickSpec, answer: locationListAnswer }) },
    async (request) => {
      const q = request.query;
      const { items, total } = await locationPickList(db, q);
      return halListOrPage('locations', items, q, total, request.url);
    },
  );

  app.get(
    `${NODE}/locations/:x`,
    {
      config: PICK,
      schema: callSchema({
        tags,
        summary: 'Active locations whose code is x (first) or whose code or name holds x',
        params: codeParams,
        query: locationsByCodeSpec,
        answer: locationListAnswer,
      }),
    },
    async (request) => {
      const { x } = request.params;
      const q = request.query;
      const { items, total } = await locationsHolding(db, x, q);
      return halListOrPage('locations', items, q, total, request.url);
    },
  );

  app.post(
    `${API}/searchLocationPatterns`,
    {
      config: { rights: ['LOCATIONPATTERN', 'ORDERING', 'ORDERAPI'] },
      schema: callSchema({
        tags,
        summary: 'Patterns found in the text, by priority, with their locations',
        body: patternSearchSchema,
        answer: patternSearchAnswer,
      }),
    },
    async (request) => {
      const { text } = request.body;
      return halList('locationPatterns', await searchLocationPatterns(db, text), request.url);
    },
  );

  app.post(
    `${API}/insertLocationPatternTmpBatch`,
    {
      config: PATTERN,
      schema: callSchema({
        tags,
        summary: 'Check the rows of a pattern file into a temporary batch; answers accepted and rejected rows',
        body: patternBatchSchema,
        answer: patternBatchAnswer,
      }),
    },
    async (request) => {
      const { rows } = request.body;
      return checkPatternBatch(db, rows, principalOf(request));
    },
  );

  app.post(
    `${API}/applyLocationPatternTmpBatch/:batchId`,
    {
      config: PATTERN,
      schema: callDoc({
        tags,
        summary: 'Add the accepted rows of a checked batch as location patterns, then drop the batch',
        body: noBody('the batch is named in the path'),
        answer: patternApplyAnswer,
      }),
    },
    async (request) => applyPatternBatch(db, batchParam(request.params), principalOf(request)),
  );

  app.delete(
    `${API}/locationPatternTmpBatch/:batchId`,
    { config: PATTERN, schema: callDoc({ tags, summary: 'Discard a checked batch', answer: null }) },
    async (request, reply) => {
      await discardPatternBatch(db, batchParam(request.params));
      return reply.status(204).send();
    },
  );
}

function batchParam(params: unknown) {
  const raw = (params as { batchId: string }).batchId;
  if (!/^[0-9a-f-]{36}$/i.test(raw)) throw badRequest(srvText('srv.files.batchId'));
  return raw;
}
