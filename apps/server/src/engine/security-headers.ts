import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Paths whose answers hold a user's data or tokens: no cache may keep them. */
const PRIVATE = /^\/limo\/(api|node\/api|auth)(\/|\?|$)/;

/**
 * One policy for the page app, the API and the API docs: scripts only from this origin; styles
 * also inline, because MUI (emotion) writes <style> elements at run time; never framed. No
 * upgrade-insecure-requests, as the embedded demo is served over plain http on LAN addresses.
 */
export async function installSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
  });
  app.addHook('onSend', async (request, reply) => {
    if (PRIVATE.test(request.url)) reply.header('Cache-Control', 'no-store');
  });
}
