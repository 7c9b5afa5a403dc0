import { srvText } from '@limo/domain';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { badRequest } from '../../engine/errors.js';
import { tooManyCalls, tooManySignIns } from '../../engine/rate-limit.js';
import { callDoc, noBody } from '../../engine/openapi.js';
import type { Counters } from '../../observability/metrics.js';
import { changePasswordSchema, credentialsSchema, refreshSchema, resetPasswordSchema, tokensAnswer, userAnswer } from './auth.schemas.js';
import { AuthService } from './auth.service.js';
import { sharedRateStore } from './rate-store.js';

const tags = ['Sign-in'];

/** Sign-in, refresh, the signed-in user, and passwords (spec section 7). */
export async function authRoutes(app: FastifyInstance, { db, config, counters }: { db: Db; config: Config; counters?: Counters }) {
  const auth = new AuthService(db, config, counters);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: several instances share one limit per address.
    store: sharedRateStore(db),
    onExceeded: (request) => {
      counters?.signInRefused('address');
      request.log.warn({ event: 'signin.rate_limited', ip: request.ip, url: request.routeOptions.url }, 'too many sign-in calls from this address');
    },
    // A 429 worded in the request's language with its code; sign-in names the attempts (engine/rate-limit.ts).
    errorResponseBuilder: tooManyCalls,
  });

  app.post(
    '/limo/auth',
    {
      config: { public: true, rateLimit: { max: config.signIn.perIpPerMinute, timeWindow: 60_000, errorResponseBuilder: tooManySignIns } },
      schema: callDoc({ tags, summary: 'Sign in', body: credentialsSchema, answer: tokensAnswer }),
    },
    async (request) => {
      const { username, password } = (request.body ?? {}) as Record<string, unknown>;
      const missing = [
        ...(typeof username === 'string' && username.trim() ? [] : [srvText('srv.signIn.usernameRequired')]),
        ...(typeof password === 'string' && password ? [] : [srvText('srv.signIn.passwordRequired')]),
      ];
      if (missing.length) throw badRequest(missing[0], missing);
      const { tokens, staffId, username: who, sessionId } = await auth.signIn(username as string, password as string, request.ip);
      request.log.info({ event: 'signin.success', username: who, staffId, sessionId, ip: request.ip }, 'signed in');
      return tokens;
    },
  );

  app.post(
    '/limo/auth/refresh',
    {
      config: { public: true, securityWrite: true, rateLimit: { max: config.signIn.perIpPerMinute * 4, timeWindow: 60_000 } },
      schema: callDoc({ tags, summary: 'Exchange a refresh token for new tokens', body: refreshSchema, answer: tokensAnswer }),
    },
    async (request) => {
      const { refreshToken } = (request.body ?? {}) as Record<string, unknown>;
      if (typeof refreshToken !== 'string' || !refreshToken) throw badRequest(srvText('srv.required', { field: 'refreshToken' }));
      const { tokens, staffId, username, sessionId, replayed } = await auth.refresh(refreshToken);
      // A spent token answered within the grace window: normal for two tabs, worth tracing otherwise.
      if (replayed) request.log.info({ event: 'refresh.replay', username, staffId, sessionId, ip: request.ip }, 'spent refresh token within the grace window');
      return tokens;
    },
  );

  app.post(
    '/limo/auth/user',
    {
      config: { rights: ['ALL'] },
      schema: callDoc({ tags, summary: 'The signed-in user and rights', body: noBody("the user is the session's"), answer: userAnswer }),
    },
    async (request) => {
      const p = principalOf(request);
      return {
        rights: p.rights,
        username: p.username,
        fullname: p.fullname,
        userid: p.staffId,
        branchId: p.branchId,
        clientGroupId: p.clientGroupId === null ? null : Number(p.clientGroupId),
        branches: p.branches,
      };
    },
  );

  app.post(
    '/limo/auth/logout',
    {
      config: { rights: ['ALL'], securityWrite: true },
      schema: callDoc({ tags, summary: 'End this session', body: noBody("the session is the token's"), answer: null }),
    },
    async (request, reply) => {
      await auth.signOut(principalOf(request).sessionId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/limo/api/changePassword',
    { config: { rights: ['ALL'], securityWrite: true }, schema: callDoc({ tags, summary: 'Change own password', body: changePasswordSchema, answer: null }) },
    async (request, reply) => {
      const p = principalOf(request);
      await auth.changePassword(p.staffId, p.sessionId, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/limo/api/resetPassword',
    {
      config: { rights: ['STAFF'], securityWrite: true },
      schema: callDoc({ tags, summary: "Set a staff member's password", body: resetPasswordSchema, answer: null }),
    },
    async (request, reply) => {
      await auth.resetPassword(request.body, principalOf(request).username);
      return reply.status(204).send();
    },
  );
}
