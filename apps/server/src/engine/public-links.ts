import type { FastifyRequest } from 'fastify';

/*
 * Links handed to people outside the office (issue 33: the passenger's tracking link, the portal's mails): on
 * PUBLIC_URL when the operator sets one (a server behind a proxy), else the origin the caller used. Here, not in
 * a module, so that orders, messages and the portal all reach them.
 */

/** The site's base for links handed to people outside: PUBLIC_URL without its trailing slash, else the request's origin. */
export function publicBase(request: Pick<FastifyRequest, 'protocol' | 'host'>, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** The tracking page a passenger opens (docs/portal.md "Tracking link"). */
export const trackingUrl = (base: string, token: string) => `${base}/t/${encodeURIComponent(token)}`;
