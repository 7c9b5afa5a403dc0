import type { FastifyRequest } from 'fastify';

/*
 * The passenger's tracking link (issue 33, docs/portal.md "Tracking link"): `${base}/t/${token}`, the base
 * being PUBLIC_URL when the operator sets one (a server behind a proxy), else the origin the caller used.
 */

/** The site's base for links handed to people outside: PUBLIC_URL without its trailing slash, else the request's origin. */
export function publicBase(request: Pick<FastifyRequest, 'protocol' | 'host'>, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** The page a passenger opens. */
export const trackingUrl = (base: string, token: string) => `${base}/t/${encodeURIComponent(token)}`;

/** Each order vehicle with its trackingUrl beside the trackingToken readOrder gives it. */
export function withTrackingUrls<O extends { orderVehicles: V[] }, V extends Record<string, unknown>>(order: O, base: string): O {
  return {
    ...order,
    orderVehicles: order.orderVehicles.map((v) => (typeof v.trackingToken === 'string' ? { ...v, trackingUrl: trackingUrl(base, v.trackingToken) } : v)),
  };
}
