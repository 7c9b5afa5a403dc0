import { createHash } from 'node:crypto';
import { srvText } from '@limo/domain';
import { HttpError } from '../../engine/errors.js';

/*
 * An Idempotency-Key belongs to one exact trip (docs/portal.md "Booking"): the key is kept with a hash of
 * the request, and the same key with another trip is refused rather than answered with the first order.
 */

/** The value with object keys sorted (arrays keep their order, undefined fields drop): equal trips write equal text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
}

/** SHA-256 (hex) of the canonical JSON of a create's body, as kept in portal_idempotency_keys.request_hash. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** 422 IDEMPOTENCY_KEY_REUSED: the key already booked another trip; nothing is created. */
export const keyReused = () => new HttpError(422, srvText('srv.portal.idempotencyKeyReused')).withCode('IDEMPOTENCY_KEY_REUSED');
