import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/*
 * Issue 13: `npm ci` on Node 20 (the README's promise, and the root package's engines) prints no
 * EBADENGINE warning. Every package the lock file installs must accept the oldest Node 20 the
 * product supports; a package that wants Node 22 is pinned to its last release that does not.
 */

const ROOT = join(import.meta.dirname, '../../..');
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; engines?: unknown }> };
const rootEngines = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
const OLDEST_NODE = semver.minVersion(rootEngines)?.version as string;

const nodeRange = (engines: unknown) =>
  engines && typeof engines === 'object' && !Array.isArray(engines) ? (engines as Record<string, unknown>).node : undefined;

describe('engines', () => {
  it('the product says which Node it needs: 20 and later', () => {
    expect(OLDEST_NODE).toMatch(/^20\./);
  });

  it('installs no package that refuses the oldest Node 20 the product supports', () => {
    const packages = Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/'));
    expect(packages.length).toBeGreaterThan(500);
    const refused = packages
      .map(([path, p]) => ({ name: path.replace(/^.*node_modules\//, ''), version: p.version, range: nodeRange(p.engines) }))
      .filter((p) => typeof p.range === 'string' && !semver.satisfies(OLDEST_NODE, p.range, { includePrerelease: true }));
    expect(refused).toEqual([]);
  });

  it('would see a package that wants Node 22 (the check is not vacuous)', () => {
    expect(semver.satisfies(OLDEST_NODE, '>=22')).toBe(false);
    expect(semver.satisfies(OLDEST_NODE, '^20.19.0 || >=22.12.0')).toBe(true);
  });
});
