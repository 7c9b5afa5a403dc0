import type { errorResponseBuilderContext } from '@fastify/rate-limit';
import { srvText } from '@limo/domain';
import { HttpError, RATE_LIMITED } from './errors.js';

/*
 * The answer of a call over its limit per address (issue 30 part 1): a 429 worded in the request's
 * language by the error handler, with the code RATE_LIMITED; the limiter sets Retry-After itself.
 * A limiter's calls get the general words; a sign-in route names the attempts in its own config.
 */

type Words = 'srv.tooManyCalls' | 'srv.signIn.tooMany';

const limited = (words: Words) => (_request: unknown, ctx: errorResponseBuilderContext) =>
  new HttpError(429, srvText(words, { seconds: Math.ceil(ctx.ttl / 1000) })).withCode(RATE_LIMITED);

/** The limiter's own answer: too many calls. */
export const tooManyCalls = limited('srv.tooManyCalls');

/** A sign-in route's answer (its `config.rateLimit.errorResponseBuilder`): too many sign-in attempts. */
export const tooManySignIns = limited('srv.signIn.tooMany');
