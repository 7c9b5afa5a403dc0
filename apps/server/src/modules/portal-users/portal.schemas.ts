import { CLIENT_USER_ROLES } from '@limo/domain';
import { z } from 'zod';
import { wireFlag, wireId } from '../../engine/wire-schemas.js';

/*
 * The bodies and answers of the portal's sign-in and people calls (issue 33, docs/portal.md), for the
 * OpenAPI document. The handlers read bodies field by field (each problem keeps its own message, and a
 * password never appears in one); these schemas describe what they accept. The names are a wire contract.
 */

const password = z.string().min(8).max(128).describe('not a common password, not the username');
const language = z.enum(['en', 'zh-HK']);

export const portalCredentials = z.object({ username: z.string().min(1), password: z.string().min(1) });
export const portalRefreshBody = z.object({ refreshToken: z.string().min(1).describe('the refreshToken of the last pair') });
export const acceptBody = z.object({ token: z.string().min(1).describe('the one-time token of the link mailed'), password });
export const forgotBody = z.object({ username: z.string().min(1) });

export const portalTokens = z.strictObject({
  token: z.string().describe('the portal access token (JWT), sent as Authorization: Bearer on /limo/portal/api'),
  refreshToken: z.string().describe('exchanged at /limo/portal/auth/refresh for a new pair; once only'),
});

export const meAnswer = z.strictObject({
  clientUserId: wireId(),
  clientId: wireId(),
  clientName: z.string(),
  clientNameChi: z.string().optional(),
  role: z.enum(CLIENT_USER_ROLES).describe('an ADMIN also sees invoices and keeps the stored passengers and places'),
  language,
  name: z.string(),
});

const nullable = (s: z.ZodType) => s.nullable().optional();

export const passengerBody = z.object({
  name: z.string().max(100),
  mobile: nullable(z.string().max(20)),
  email: nullable(z.string().max(100)),
  language: language.optional(),
  notes: nullable(z.string().max(500)),
  notify: wireFlag().optional().describe('1: opted in to the trip messages'),
});

export const passengerAnswer = z.strictObject({
  id: wireId(),
  version: z.int(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  language,
  notes: z.string().nullable(),
  notify: wireFlag(),
});

export const placeBody = z
  .object({
    label: z.string().max(100),
    locationId: nullable(wireId()),
    address: nullable(z.string().max(200)),
    zone: nullable(z.string().max(50)),
  })
  .describe('a location, or an address with its zone');

export const placeAnswer = z.strictObject({
  id: wireId(),
  version: z.int(),
  label: z.string(),
  locationId: wireId().nullable(),
  address: z.string().nullable(),
  zone: z.string().nullable(),
});

/** The lists are bare arrays of rows (a client keeps tens of them, not pages), sorted by name or label. */
export const passengerList = z.array(passengerAnswer);
export const placeList = z.array(placeAnswer);
