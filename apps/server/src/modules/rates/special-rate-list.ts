/*
 * GET /api/tariffSPRates takes an optional clientId and vehicleTypeId, the client id 0 by default
 * (spec section 7): as the spec's callers send it, 0 stands for "no client chosen", so the list
 * then shows the special rates of every client (and a vehicle type of 0 those of every type).
 */

const ANY_WHEN_ZERO = ['clientId', 'vehicleTypeId'];
const zero = (v: unknown) => (Array.isArray(v) ? v[0] : v) === '0';

/** The list's query with a 0 client or vehicle type read as no filter. */
export function specialRateListQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([k, v]) => !(ANY_WHEN_ZERO.includes(k) && zero(v))));
}
