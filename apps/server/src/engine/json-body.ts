import { srvText } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** Far deeper than any body of the API (an aggregate save nests 3 or 4 levels). */
export const MAX_JSON_DEPTH = 64;

/** Whether arrays and objects nest deeper than `limit`; brackets inside strings do not count. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote too
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Fastify's JSON parser (with its __proto__ and constructor checks) behind a depth check, so no
 * code after it (validation, serializing an error's invalid values) ever recurses thousands deep.
 */
export function installJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(badRequest(srvText('srv.tooDeep', { max: MAX_JSON_DEPTH })), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
