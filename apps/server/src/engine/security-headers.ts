import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Paths whose answers hold a user's data or tokens: no cache may keep them. */
const PRIVATE = /^\/limo\/(api|node\/api|auth)(\/|\?|$)/;

/**
 * One policy for the page app, the API and the API docs: scripts only from this origin; styles
 * also inline, because MUI (emotion) writes <style> elements at run time; never framed. No
 * upgrade-insecure-requests, as the embedded demo is served over plain http on LAN addresses.
 */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * Helmet's headers on every answer, set when the request comes in (so errors carry them too).
 * Helmet's middleware is built once here: @fastify/helmet built it again for every request,
 * parsing the policy each time.
 */
export async function installSecurityHeaders(app: FastifyInstance) {
  const headers = helmet(HELMET_OPTIONS) as (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  app.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  app.addHook('onSend', (request, reply, payload, done) => {
    if (PRIVATE.test(request.url)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
