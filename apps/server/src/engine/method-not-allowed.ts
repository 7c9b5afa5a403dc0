import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance } from 'fastify';

/**
 * The methods each path answers, for a 405's Allow header: a router of its own fed by every route added
 * after this (as Fastify's, trailing slash ignored), asked only when Fastify's own found nothing.
 */
export function watchRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      methods.add(method);
      try {
        router.on(method, route.url, () => undefined);
      } catch {
        // Already known: a second form of one route (its trailing slash) is the same route here.
      }
    }
  });
  return (path) => [...methods].filter((m) => router.find(m, path) !== null).sort();
}
