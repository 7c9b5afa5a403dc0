import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LANGS, RESOURCES } from '@limo/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { COLLECTION_TABLES } from './db/schema/index.js';
import { installAuth } from './engine/auth.js';
import { registerCollection } from './engine/collection.js';
import { errorBody, installErrorHandling } from './engine/errors.js';
import { authRoutes } from './modules/security/auth.routes.js';
import { collectionHooks } from './modules/security/hooks.js';
import { securityRoutes } from './modules/security/security.routes.js';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Builds the whole server without listening, so tests can use app.inject(). */
export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    requestIdLogLabel: 'requestId',
    // The client's X-Request-Id, when it is a sane one, ties our log line to its request.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: false } },
  });
  const { db } = database;

  // Route schemas document the API; zod in the handlers validates, with the project's messages.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  installErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Limo back office API', version: '1.0.0', description: 'Generated from the collection definitions of packages/domain.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/limo/api-docs' });

  installAuth(app, db, config.jwtSecret);

  app.get('/limo/health', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'down' });
    }
  });

  app.get('/limo/node/langs/:lng', { config: { public: true }, schema: { tags: ['Texts'] } }, async (request, reply) => {
    const texts = LANGS[(request.params as { lng: string }).lng];
    if (!texts) return reply.status(404).send(errorBody(404, 'No texts for that language', request.url));
    reply.header('Cache-Control', 'public, max-age=300');
    return texts;
  });

  await app.register(authRoutes, { db, config });
  await app.register(securityRoutes, { db });
  const hooks = collectionHooks();
  for (const def of Object.values(RESOURCES)) {
    if (def.childOnly && !COLLECTION_TABLES[def.name]) continue;
    registerCollection(app, db, { def, tables: COLLECTION_TABLES, hooks: hooks[def.name] });
  }

  await serveWeb(app, config.webDist);
  return app;
}

/** The built page app, with every non-API path answered by index.html (browser-history routing). */
async function serveWeb(app: FastifyInstance, dist: string | undefined) {
  if (!dist || !existsSync(join(dist, 'index.html'))) return;
  await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (request.method === 'GET' && !path.startsWith('/limo/') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(404, `No such path: ${request.method} ${path}`, path));
  });
}
