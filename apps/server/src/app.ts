import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LANGS, setOperatorTimeZone, srvText } from '@limo/domain';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { z } from 'zod';
import type { Config } from './config.js';
import { type Database, migrationsApplied } from './db/client.js';
import { RETRY_AFTER_SECONDS } from './engine/db-unavailable.js';
import { Events } from './engine/events.js';
import { ownOrigin } from './engine/public-links.js';
import { installAuth, publicScope } from './engine/auth.js';
import { RequestLog } from './engine/request-log.js';
import { installErrorHandling, textErrorBody } from './engine/errors.js';
import { installLanguage } from './engine/language.js';
import { watchRouteMethods } from './engine/method-not-allowed.js';
import { documentRoute, documentWhole, SECURITY_SCHEMES } from './engine/openapi-document.js';
import { installJsonBody } from './engine/json-body.js';
import { installBodyShape } from './engine/body-shape.js';
import { routeValidator, typed } from './engine/route-schema.js';
import { installSecurityHeaders } from './engine/security-headers.js';
import { registerLookups } from './engine/lookups.js';
import { registerCollections } from './collections.js';
import { Realtime } from './realtime/realtime.js';
import { ScheduleFeed } from './realtime/schedule-feed.js';
import { LiveFeed } from './realtime/live-feed.js';
import { sendChangesLive } from './realtime/live-events.js';
import { driverAppRoutes } from './modules/driver-jobs/driver-app.routes.js';
import { driverJobRoutes } from './modules/driver-jobs/driver-job.routes.js';
import { mapTileRoutes, openMapTiles } from './modules/driver-jobs/map-tiles.js';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes.js';
import { planRoutes } from './modules/planning/plan.routes.js';
import { rosterRoutes } from './modules/roster/roster.routes.js';
import { allowanceModule } from './modules/allowance/allowance.module.js';
import { leaveRoutes } from './modules/leave/leave.routes.js';
import { flightRoutes } from './modules/flights/flights.routes.js';
import { clientRoutes } from './modules/files/clients.routes.js';
import { driverRoutes } from './modules/files/drivers.routes.js';
import { locationRoutes } from './modules/files/locations.routes.js';
import { petrolStationRoutes } from './modules/files/petrol-stations.routes.js';
import { voucherRoutes } from './modules/files/vouchers.routes.js';
import { vehicleRoutes } from './modules/files/vehicles.routes.js';
import { authRoutes } from './modules/security/auth.routes.js';
import { parameterRoutes } from './modules/system/parameters.routes.js';
import { pricingRoutes } from './modules/pricing/pricing.routes.js';
import { orderRoutes } from './modules/orders/order.routes.js';
import { trackingRoutes } from './modules/tracking/tracking.routes.js';
import { portalOrderRoutes } from './modules/portal/portal-orders.routes.js';
import { portalQueueRoutes } from './modules/portal/portal-queue.routes.js';
import { orderBatchRoutes } from './modules/orders/order-batch.routes.js';
import { orderOpsRoutes } from './modules/order-ops/order-ops.routes.js';
import { enquiryRoutes } from './modules/orders/enquiry.routes.js';
import { noticeRoutes } from './modules/notices/notices.routes.js';
import { invoiceRoutes } from './modules/invoices/invoice.routes.js';
import { orderExtrasRoutes } from './modules/orders/order-extras.routes.js';
import { repeatRoutes } from './modules/orders/repeat.routes.js';
import { rateRoutes } from './modules/rates/rates.routes.js';
import { tariffListRoutes } from './modules/tariffs/tariff-lists.routes.js';
import { tariffRoutes } from './modules/tariffs/tariffs.routes.js';
import { securityRoutes } from './modules/security/security.routes.js';
import { smsRoutes } from './modules/sms/sms.routes.js';
import { chinaLinkScreenRoutes } from './integrations/chinalink/screen.routes.js';
import { chinaLinkOutbox } from './integrations/chinalink/outbox.routes.js';
import { partnerRoutes } from './integrations/chinalink/partner.routes.js';
import { tellPartnerOfChanges } from './integrations/chinalink/partner-events.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { portalAuthRoutes } from './modules/portal-users/portal-auth.routes.js';
import { portalPeopleRoutes } from './modules/portal-users/portal-people.routes.js';
import { partnerOutboxBacklog } from './integrations/chinalink/outbox.js';
import { messageRoutes } from './modules/messages/messages.routes.js';
import { messagesBacklog } from './modules/messages/messages.service.js';
import { queuePortalMessages } from './modules/messages/subscribers.js';
import { AppMetrics } from './observability/metrics.js';
import { installMetrics } from './observability/metrics-route.js';
import { installRouteNames } from './observability/spans.js';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Builds the whole server without listening, so tests can use app.inject(). */
export async function buildApp({ config, database, logger }: AppOptions) {
  // Every rule that takes today or now for business meaning reads the operator's zone.
  setOperatorTimeZone(config.timeZone);
  // Log lines are written asynchronously (batched while a write is under way); flushed on close.
  const logStream = logger === undefined ? pino.destination({ sync: false }) : undefined;
  const app = Fastify({
    ...(logStream ? { loggerInstance: pino({ level: config.logLevel }, logStream) as FastifyBaseLogger } : { logger }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    logController: new RequestLog(),
    // The client's X-Request-Id, when it is a sane one, ties our log line to its request.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: false } },
    // The spec writes some calls with a trailing slash (POST /api/postOrderRef/): both forms answer alike.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const { db } = database;
  // Prometheus metrics of this app (GET /limo/metrics); its counters are handed to the parts that count.
  const metrics = new AppMetrics();
  const { counters } = metrics;
  // The API speaks JSON only: a text body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  installJsonBody(app);
  if (logStream) app.addHook('onClose', async () => logStream.flushSync());
  await installSecurityHeaders(app);

  // A route's zod schemas validate (with the project's messages) and type it; JSON schemas only document (issue 31).
  app.setValidatorCompiler(routeValidator);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  const web = config.webDist && existsSync(join(config.webDist, 'index.html')) ? config.webDist : undefined;
  installLanguage(app);
  installErrorHandling(app, { spaIndex: web ? join(web, 'index.html') : undefined, counters, methodsOf: watchRouteMethods(app) });

  installAuth(app, db, config.jwtSecret, config.principalCacheMs);
  // A JSON body that is no object, where a route documents one, is a 400 naming it (issue 31).
  installBodyShape(app);
  installMetrics(app, metrics, { token: config.metricsToken });
  installRouteNames(app);
  // The web app's files are public, declared like any route (installAuth's start-up rule sees them).
  if (web) await publicScope(app, fastifyStatic, { root: web, prefix: '/', wildcard: false, index: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Limo back office API', version: '1.0.0', description: 'Generated from the collection definitions of packages/domain.' },
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ staffBearer: [] }],
    },
    // Derived from each route's config and the whole document, in one place (engine/openapi-document.ts).
    transform: documentRoute,
    transformObject: documentWhole,
  });
  // The docs are public, declared like any route (installAuth's start-up rule sees them).
  await publicScope(app, swaggerUi, { routePrefix: '/limo/api-docs' });

  // Alive: the process answers. An orchestrator restarts an instance that does not; a database outage is not a reason to.
  app.get('/limo/health', { config: { public: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Ready: the database answers and holds every migration of this build. A load balancer sends calls only here.
  app.get('/limo/ready', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    const problem = await readiness(database);
    if (!problem) return { status: 'ready' };
    return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ status: 'unavailable', reason: problem });
  });

  const langParams = z.object({ lng: z.string() });
  typed(app).get('/limo/node/langs/:lng', { config: { public: true }, schema: { tags: ['Texts'], params: langParams } }, async (request, reply) => {
    const { lng } = request.params;
    // Own keys only: /langs/constructor is no language (issue 31).
    const texts = Object.hasOwn(LANGS, lng) ? LANGS[lng] : undefined;
    if (!texts) return reply.status(404).send(textErrorBody(404, srvText('srv.noTexts'), request));
    reply.header('Cache-Control', 'public, max-age=300');
    return texts;
  });

  await app.register(authRoutes, { db, config, counters });
  await app.register(securityRoutes, { db });
  const stores = registerCollections(app, db);
  registerLookups(app, db, stores);
  await app.register(vehicleRoutes, { db, stores });
  await app.register(driverRoutes, { db, stores });
  await app.register(clientRoutes, { db, stores });
  await app.register(locationRoutes, { db });
  await app.register(petrolStationRoutes, { db, stores });
  await app.register(voucherRoutes, { db, stores });
  await app.register(parameterRoutes, { db });
  await app.register(tariffListRoutes, { db, stores });
  await app.register(pricingRoutes, { db });
  // Events cross instances through PostgreSQL when the server runs on DATABASE_URL (tests on PostgreSQL stay on their own).
  const realtime = new Realtime({ db, secret: config.jwtSecret, databaseUrl: config.databaseUrl, origins: config.socketOrigins, counters });
  realtime.attach(app.server);
  // Gauges read at scrape time, so the calls themselves do nothing for them.
  metrics.watch({
    pool: () => ({ database: database.kind, ...database.poolStats() }),
    sockets: () => realtime.listeners(),
    outboxes: async () => ({ partner: await partnerOutboxBacklog(db), messages: await messagesBacklog(db) }),
    ready: async () => (await readiness(database)) === undefined,
  });
  // Open sockets would keep the server from closing: drop them first, then the socket server.
  app.addHook('preClose', async () => realtime.disconnectAll());
  app.addHook('onClose', async () => realtime.close());
  const live = new LiveFeed(db, realtime, app.log);
  app.addHook('onReady', async () => live.start());
  app.addHook('onClose', async () => live.stop());
  // What the modules publish, this app's own: the partner's outbox writes in their transactions, the sockets hear after the commit.
  const events = new Events();
  tellPartnerOfChanges(events);
  // The portal's bookers and passengers are told in the change's transaction (issue 33); links point at PUBLIC_URL, else this server.
  queuePortalMessages(events, { trackingBase: ownOrigin(config), log: app.log });
  // Mails would carry links to this server's own address, which people outside may not reach.
  if (config.smtpUrl && !config.publicUrl) {
    app.addHook('onReady', async () =>
      app.log.warn({ event: 'portal.links.ownOrigin', base: ownOrigin(config) }, 'SMTP_URL is set but PUBLIC_URL is not: mailed links point at this server'),
    );
  }
  sendChangesLive(events, new ScheduleFeed(db, realtime), live);
  await app.register(orderRoutes, { db, events, publicUrl: config.publicUrl });
  await app.register(trackingRoutes, { db, publicUrl: config.publicUrl });
  // The client portal's bookings and the operator's "To confirm" queue (issue 33).
  await app.register(portalOrderRoutes, { db, events, publicUrl: config.publicUrl });
  await app.register(portalQueueRoutes, { db, events, publicUrl: config.publicUrl });
  await app.register(orderBatchRoutes, { db, events });
  await app.register(orderOpsRoutes, { db, events });
  await app.register(schedulingRoutes, { db, events });
  await app.register(planRoutes, { db, events });
  await app.register(rosterRoutes, { db });
  await app.register(allowanceModule, { db, stores });
  await app.register(leaveRoutes, { db });
  await app.register(flightRoutes, { db, flightApiUrl: config.flightApiUrl });
  await app.register(enquiryRoutes, { db });
  await app.register(noticeRoutes, { db });
  await app.register(invoiceRoutes, { db });
  await app.register(orderExtrasRoutes, { db, stores });
  await app.register(repeatRoutes, { db });
  await app.register(rateRoutes, { db, stores });
  await app.register(tariffRoutes, { db, stores });
  await app.register(driverAppRoutes, { db, config, events });
  const mapTiles = await openMapTiles(config.dataDir, (message) => app.log.warn(message));
  mapTileRoutes(app, mapTiles);
  await app.register(driverJobRoutes, { db, events, mapTiles });
  await app.register(smsRoutes, { db, config, counters });
  await app.register(chinaLinkScreenRoutes, { db, events, config });
  // The partner outbox's worker (OUTBOX_POLL_MS > 0) and its resend/retry calls (issue 18).
  await app.register(chinaLinkOutbox, { db, config });
  // The messages to portal bookers and passengers: the worker (MESSAGES_POLL_MS > 0) and the log with its retry (issue 33).
  await app.register(messageRoutes, { db, config });
  // The partner's inbound calls (key auth, logged) and its keys (issue 18).
  await app.register(partnerRoutes, { db, events });
  // The reports of issue 17: one call per view of REPORT_DEFS with a source (docs/reports.md).
  await app.register(reportRoutes, { db, stores });
  // The client portal's sign-in, links and invitations, its user and stored people and places (issue 33).
  await app.register(portalAuthRoutes, { db, config, counters });
  await app.register(portalPeopleRoutes, { db, stores });

  return app;
}

/** Why this instance should not take calls now, or undefined when it may. */
async function readiness(database: Database): Promise<string | undefined> {
  try {
    if (!(await migrationsApplied(database))) return 'The database lacks migrations of this version: start an instance of it to migrate';
    return undefined;
  } catch {
    return 'The database cannot be reached';
  }
}
