import { languageOf, type ServerLanguage } from '@limo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * The request's language (issue 30): the web app sends the signed-in user's language as
 * Accept-Language (zh-HK or en) on every call; texts the server composes are rendered in it.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the texts answered to this request: zh-HK or en. */
    readonly lang: ServerLanguage;
  }
}

/** The one place a request's language is read: its Accept-Language (zh-HK, zh-Hant, zh-TW: zh-HK; else en). */
export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): ServerLanguage => languageOf(request.headers['accept-language']);

/** `request.lang`, read from the header when first asked. */
export function installLanguage(app: FastifyInstance) {
  app.decorateRequest('lang', {
    getter(this: FastifyRequest) {
      return requestLanguage(this);
    },
  });
}
