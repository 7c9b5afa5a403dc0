import { type ServerText, srvText } from '@limo/domain';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP minimum for Argon2id: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2 = { algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable here */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  // Unknown users are checked against a real hash too, so timing does not tell who exists.
  const target = hashed ?? (await dummyHash());
  const ok = await verify(target, password).catch(() => false);
  return ok && hashed !== null;
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('not-a-real-password-0000'));

const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/** The messages for a new password that breaks the policy; empty when it is acceptable. */
export function passwordProblems(password: unknown, username?: string): ServerText[] {
  if (typeof password !== 'string' || password.length === 0) return [srvText('srv.pw.required')];
  const problems: ServerText[] = [];
  if (password.length < 8) problems.push(srvText('srv.pw.short', { min: 8 }));
  if (password.length > 128) problems.push(srvText('srv.pw.long', { max: 128 }));
  if (COMMON.has(password.toLowerCase())) problems.push(srvText('srv.pw.common'));
  if (username && password.toLowerCase() === username.toLowerCase()) problems.push(srvText('srv.pw.username'));
  return problems;
}
