/** Sign-in and session calls (spec section 7). */
import { isTimeZone } from '@limo/domain/rules/operator-time';
import { api } from './http';
import { shareTokens, signOffEverywhere } from './tabSync';

export interface SessionUser {
  rights: string[];
  username: string;
  fullname: string;
  userid: number;
  branchId: number | null;
  clientGroupId: number | string | null;
  branches: number[];
}

/** POST /auth: stores both tokens (the other tabs take them too); on failure clears them and throws (the caller shows the message). */
export async function signIn(username: string, password: string): Promise<void> {
  try {
    const data = await api<{ token: string; refreshToken: string }>('/auth', {
      method: 'POST',
      body: { username, password },
      transform: false,
    });
    shareTokens(data.token, data.refreshToken);
  } catch (err) {
    signOffEverywhere();
    throw err;
  }
}

/** POST /auth/user, no payload. */
export async function loadUser(): Promise<SessionUser> {
  const u = await api<Partial<SessionUser>>('/auth/user', { method: 'POST' });
  return {
    rights: Array.isArray(u.rights) ? u.rights : [],
    username: u.username ?? '',
    fullname: u.fullname ?? u.username ?? '',
    userid: u.userid ?? 0,
    branchId: u.branchId ?? null,
    clientGroupId: u.clientGroupId ?? null,
    branches: Array.isArray(u.branches) ? u.branches : [],
  };
}

export interface PublicParameters {
  defaultErrorMessage: string | null;
  elearningUrl: string | null;
  /** The operator's time zone (the server's TZ_OPERATOR); null when not given or unknown to this browser. */
  timeZone: string | null;
}

/** GET /api/publicParameters: the parameters every signed-in screen needs. */
export async function loadPublicParameters(): Promise<PublicParameters> {
  const p = await api<Partial<Record<keyof PublicParameters, unknown>>>('/api/publicParameters');
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const zone = text(p?.timeZone);
  return { defaultErrorMessage: text(p?.defaultErrorMessage), elearningUrl: text(p?.elearningUrl), timeZone: zone && isTimeZone(zone) ? zone : null };
}

/** Signs off in this tab and every other one. */
export function signOff(): void {
  signOffEverywhere();
}

export function changePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return api('/api/changePassword', { method: 'POST', body: { oldPassword, newPassword }, transform: false });
}

export function resetPassword(staffId: number, newPassword: string): Promise<unknown> {
  return api('/api/resetPassword', { method: 'POST', body: { staffId, newPassword }, transform: false });
}
