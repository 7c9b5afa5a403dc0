import { ApiError } from '../../api/errors';

/**
 * The messages of a 400 by field name (invalidValues), the server's message when its lists line up;
 * else `notValid`; empty for any other error.
 */
export function serverFieldErrors(err: unknown, notValid: string): Record<string, string> {
  if (!(err instanceof ApiError) || err.status !== 400) return {};
  const aligned = err.errors.length === err.invalidValues.length;
  const out: Record<string, string> = {};
  err.invalidValues.forEach((v, i) => {
    out[v.field] ??= aligned ? err.errors[i] : notValid;
  });
  return out;
}
