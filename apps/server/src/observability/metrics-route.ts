import { srvText } from '@limo/domain';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError } from '../engine/errors.js';
import { type AppMetrics, UNMATCHED_ROUTE } from './metrics.js';

export const METRICS_PATH = '/limo/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a call carrying one came through a proxy, whatever the socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Times every call into the request histogram and serves GET /limo/metrics. Install before the routes,
 * so the hook sees them all.
 */
export function installMetrics(app: FastifyInstance, metrics: AppMetrics, { token }: { token?: string }) {
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the URL: ids in paths would make a series per record.
    metrics.observeRequest(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onClose', async () => metrics.close());

  // Public to the token check of installAuth: it has its own (the scraper holds no staff session).
  app.get(METRICS_PATH, { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    checkAccess(request, token);
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.scrape());
  });
}

/**
 * With METRICS_TOKEN, the bearer token must match it. Without, only a caller on this machine, by the
 * socket's address (never X-Forwarded-For, whatever TRUST_PROXY says), and not through a proxy on it.
 */
function checkAccess(request: FastifyRequest, token: string | undefined) {
  if (token) {
    const header = request.headers.authorization;
    const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (given && sameSecret(given, token)) return;
    throw new HttpError(401, srvText('srv.metrics.token'), undefined, [], { 'WWW-Authenticate': 'Bearer' }).withSecurity({
      event: 'metrics.refused',
      reason: given ? 'wrong token' : 'no token',
    });
  }
  const proxied = PROXY_HEADERS.some((h) => request.headers[h] !== undefined);
  if (LOOPBACK.has(request.socket.remoteAddress ?? '') && !proxied) return;
  throw forbidden(srvText('srv.metrics.local')).withSecurity({
    event: 'metrics.refused',
    reason: proxied ? 'through a proxy' : 'not loopback',
  });
}

/** Compares in constant time, whatever the lengths: digests of equal length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
