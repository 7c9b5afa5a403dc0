import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * Where pg_dump and pg_restore are: PG_BIN when set, else the newest of Debian's versioned folders
 * (its /usr/bin wrappers want a cluster configured), else the PATH.
 */
export function pgToolPath(tool: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return join(env.PG_BIN, tool);
  const versions = existsSync(DEBIAN_ROOT) ? readdirSync(DEBIAN_ROOT).filter((v) => existsSync(join(DEBIAN_ROOT, v, 'bin', tool))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(DEBIAN_ROOT, newest, 'bin', tool) : tool;
}
