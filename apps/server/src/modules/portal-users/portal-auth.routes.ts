import { RESOURCES, srvText } from '@limo/domain';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../engine/errors.js';
import { callDoc, noBody } from '../../engine/openapi.js';
import { ERROR_SCHEMA } from '../../engine/openapi-errors.js';
import { ownOrigin } from '../../engine/public-links.js';
import { tooManyCalls, tooManySignIns } from '../../engine/rate-limit.js';
import { callSchema, idParam, typed } from '../../engine/route-schema.js';
import type { Counters } from '../../observability/metrics.js';
import { sharedRateStore } from '../security/rate-store.js';
import { acceptBody, forgotBody, portalCredentials, portalRefreshBody, portalTokens } from './portal.schemas.js';
import { PortalAuthService } from './portal-auth.service.js';
import { inviteClientUser } from './portal-links.js';

const tags = ['Portal'];

/** A route schema that also documents its 410 (a spent link), in the one error shape. */
const withGone = <S extends { response: Record<number, unknown> }>(schema: S): S => ({
  ...schema,
  response: { ...schema.response, 410: { description: 'The link was used, has expired or is unknown: ask for a new one', ...ERROR_SCHEMA } },
});

/** A string field of a body, or a 400 naming it (missing, blank, or holding a NUL). */
function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  if (typeof value !== 'string' || !value.trim()) throw badRequest(srvText('srv.required', { field: name }), undefined, [{ field: name, value: null }]);
  // PostgreSQL text holds no NUL: refused here, before any query reads the value.
  if (value.includes('\u0000')) throw badRequest(srvText('srv.noNul', { field: name }), undefined, [{ field: name, value: null }]);
  return value;
}

/** The client portal's sign-in, refresh, sign-out, one-time links, and the operator's invitation (issue 33). */
export async function portalAuthRoutes(base: FastifyInstance, { db, config, counters }: { db: Db; config: Config; counters?: Counters }) {
  const app = typed(base);
  const auth = new PortalAuthService(db, config, counters);
  await app.register(rateLimit, { global: false, store: sharedRateStore(db), errorResponseBuilder: tooManyCalls });
  const perMinute = (n: number) => ({ max: n, timeWindow: 60_000 });

  app.post(
    '/limo/portal/auth',
    {
      config: { public: true, rateLimit: { ...perMinute(config.signIn.perIpPerMinute), errorResponseBuilder: tooManySignIns } },
      schema: callDoc({ tags, summary: 'Sign in to the client portal (the staff sign-in limits apply)', body: portalCredentials, answer: portalTokens }),
    },
    async (request) => {
      const username = field(request.body, 'username');
      const password = field(request.body, 'password');
      const { tokens, clientUserId, sessionId } = await auth.signIn(username, password, request.ip);
      request.log.info({ event: 'portal.signin.success', clientUserId, sessionId, ip: request.ip }, 'portal user signed in');
      return tokens;
    },
  );

  app.post(
    '/limo/portal/auth/refresh',
    {
      config: { public: true, rateLimit: perMinute(config.signIn.perIpPerMinute * 4) },
      schema: callDoc({
        tags,
        summary: 'Exchange a portal refresh token for a new pair (a spent one ends its session)',
        body: portalRefreshBody,
        answer: portalTokens,
      }),
    },
    async (request) => auth.refresh(field(request.body, 'refreshToken')),
  );

  app.post(
    '/limo/portal/auth/logout',
    {
      config: { public: true, rateLimit: perMinute(config.signIn.perIpPerMinute * 4) },
      schema: callDoc({ tags, summary: 'End the portal session of a refresh token', body: portalRefreshBody, answer: null }),
    },
    async (request, reply) => {
      await auth.signOut(field(request.body, 'refreshToken'));
      return reply.status(204).send();
    },
  );

  app.post(
    '/limo/portal/auth/accept',
    {
      config: { public: true, rateLimit: perMinute(config.signIn.perIpPerMinute) },
      schema: withGone(
        callDoc({
          tags,
          summary: "Set the password of an invitation or reset link's user (410 when the link was used or expired; the user's sessions end)",
          body: acceptBody,
          answer: null,
        }),
      ),
    },
    async (request, reply) => {
      const token = field(request.body, 'token');
      await auth.accept(token, (request.body as Record<string, unknown>).password);
      return reply.status(204).send();
    },
  );

  app.post(
    '/limo/portal/auth/forgot',
    {
      config: { public: true, rateLimit: perMinute(config.signIn.perIpPerMinute) },
      schema: callDoc({
        tags,
        summary: 'Mail a password reset link to an active portal user with an email; 204 whoever is named',
        body: forgotBody,
        answer: null,
      }),
    },
    async (request, reply) => {
      const mailed = await auth.forgot(field(request.body, 'username'));
      request.log.info({ event: 'portal.forgot', mailed, ip: request.ip }, 'portal password reset asked');
      return reply.status(204).send();
    },
  );

  app.post(
    '/limo/api/inviteClientUser/:id',
    {
      config: { rights: ['CLIENT'] },
      schema: callSchema({
        params: idParam(RESOURCES.clientUsers.label),
        tags,
        summary: 'Mail a portal user an invitation link to set their password (the user active with an email, the client portal-enabled)',
        body: noBody('the user is named by the path'),
        answer: null,
      }),
    },
    async (request, reply) => {
      await inviteClientUser(db, request.params.id, ownOrigin(config));
      return reply.status(204).send();
    },
  );
}
