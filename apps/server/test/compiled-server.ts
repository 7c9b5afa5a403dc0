import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/*
 * Tests that start the server or an ops script as a process run the compiled build, as `npm start`,
 * `npm run backup` and the container image do: the server project's global setup builds it when a
 * source is newer (scripts/build.mjs --stale --server, about a second), so it is never behind.
 */

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** `node <these> ` starts the compiled server, with `preloads` imported first (cwd: REPO_ROOT). */
export const serverArgs = (preloads: string[] = []) => ['--enable-source-maps', ...preloads.flatMap((p) => ['--import', p]), 'apps/server/dist/main.js'];

/** The same as one shell command line (for tests that start it under a parent shell). */
export const serverCommand = () => ['node', ...serverArgs()].join(' ');

/** The compiled `npm run backup` or `npm run restore` entry. */
export const opsScript = (name: 'backup' | 'restore') => resolve(REPO_ROOT, `apps/server/dist/ops/${name}.js`);

/** Builds the compiled server if a source changed since the last build. */
export function buildServerIfStale() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--stale', '--server'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}
