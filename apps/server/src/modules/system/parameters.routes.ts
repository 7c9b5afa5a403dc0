import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { callDoc } from '../../engine/openapi.js';
import { publicParametersAnswer } from './parameters.schemas.js';
import { readPublicParameters } from './parameters.service.js';

export async function parameterRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const schema = callDoc({
    tags: ['System Parameter'],
    summary: 'defaultErrorMessage, elearningUrl and the operator time zone (TZ_OPERATOR), for every signed-in user',
    answer: publicParametersAnswer,
  });
  app.get('/limo/api/publicParameters', { config: { rights: ['ALL'] }, schema }, async () => readPublicParameters(db));
}
