import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../engine/errors.js';

/** A text query parameter, first value if repeated, trimmed; NUL refused. */
export function textParam(request: FastifyRequest, name: string): string | undefined {
  const raw = (request.query as Record<string, unknown>)[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === null || value === '') return undefined;
  const s = String(value).trim();
  if (s.includes('\u0000')) throw badRequest(`${name} must not hold a NUL character`);
  return s || undefined;
}

export const likeAny = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function intParam(request: FastifyRequest, name: string): number | undefined {
  const s = textParam(request, name);
  if (s === undefined) return undefined;
  const n = Number(s);
  if (!Number.isInteger(n)) throw badRequest(`${name} must be a whole number`, undefined, [{ field: name, value: s }]);
  return n;
}
