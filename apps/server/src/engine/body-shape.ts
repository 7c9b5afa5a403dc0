import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { bodyNotObject } from './errors.js';
import { isNoBody, zodDoc } from './openapi.js';

/*
 * Issue 31: a route that documents an object body answers a JSON body that is no object (null, a list,
 * a number) with a 400 naming `body`, before its handler reads it. Some read fields of whatever came
 * (a 500 on null), some took null for an empty change and saved it. Read from the route's documented
 * schema, so a route added later is held too. What is inside the object is the route's validation's
 * (its cross-field checks run on objects only: the domain's onAnyObject).
 */

const JSON_TYPE = /^application\/json\b/i;
const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Whether the route documents its body as one JSON object (a call "with no body" reads none). */
function takesObject(route: RouteOptions): boolean {
  const given = (route.schema as { body?: unknown } | undefined)?.body;
  const body = (given instanceof z.ZodType ? zodDoc(given) : given) as { type?: unknown; description?: unknown } | undefined;
  return body?.type === 'object' && !isNoBody(body);
}

/** Adds the check to every route registered after it, as its last preValidation: who calls is known first (401, 403), the route's schema validates after. */
export function installBodyShape(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!takesObject(route)) return;
    const check = async (request: FastifyRequest) => {
      // A JSON body only: a route may take a file as it is as well (a timetable's text/csv).
      if (request.body === undefined || isObject(request.body) || !JSON_TYPE.test(request.headers['content-type'] ?? '')) return;
      throw bodyNotObject(request.body);
    };
    route.preValidation = [...[route.preValidation ?? []].flat(), check];
  });
}
