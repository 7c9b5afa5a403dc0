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

/**
 * The base of links mailed without a caller to trust (issue 33 review): PUBLIC_URL, else the host this server listens
 * on (localhost for every address) and its port. Never a request's Host header: anyone may send one.
 */
export function ownOrigin(config: { host: string; port: number; publicUrl?: string }): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** The tracking page a passenger opens (docs/portal.md "Tracking link"). */
export const trackingUrl = (base: string, token: string) => `${base}/t/${encodeURIComponent(token)}`;
