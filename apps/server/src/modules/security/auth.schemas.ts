import { idSchema } from '@limo/domain';
import { z } from 'zod';
import { wireId } from '../../engine/wire-schemas.js';

/*
 * The bodies and answers of the sign-in and password calls, for the OpenAPI document. The handlers
 * read the bodies field by field (auth.routes.ts, auth.service.ts) so each problem keeps its own
 * message and a password never appears in one; these schemas describe what they accept.
 */

const password = z.string().min(8).max(128).describe('not a common password, not the username');

export const credentialsSchema = z.object({ username: z.string().min(1), password: z.string().min(1) });
export const refreshSchema = z.object({ refreshToken: z.string().min(1) });
export const changePasswordSchema = z.object({ oldPassword: z.string().min(1), newPassword: password });
export const resetPasswordSchema = z.object({ staffId: idSchema(), newPassword: password });

export const tokensAnswer = z.strictObject({
  token: z.string().describe('the access token (JWT), sent as Authorization: Bearer'),
  refreshToken: z.string().describe('exchanged at /limo/auth/refresh for a new pair'),
});
export const userAnswer = z.strictObject({
  rights: z.array(z.string()),
  username: z.string(),
  fullname: z.string(),
  userid: wireId().describe('the staff id'),
  branchId: wireId().describe('home branch'),
  clientGroupId: wireId().nullable(),
  branches: z.array(wireId()).describe('the branches the staff member works in'),
});
