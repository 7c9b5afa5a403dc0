import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './compiled-server.js';

/*
 * npm run typecheck and CI check the Node folders in one program (tsconfig.node.json) instead of one per folder.
 * A folder's own tsconfig.json (what an editor reads) must not hold a file or an option that program leaves out.
 */

interface TsConfig {
  extends?: string;
  compilerOptions?: Record<string, unknown>;
  include?: string[];
}
const read = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8')) as TsConfig;
const combined = read('tsconfig.node.json');
const FOLDERS = ['apps/server', 'packages/domain', 'bench', 'e2e'];

describe('tsconfig.node.json', () => {
  for (const folder of FOLDERS) {
    const own = read(`${folder}/tsconfig.json`);

    it(`includes every path of ${folder}/tsconfig.json`, () => {
      const paths = (own.include ?? []).map((p) => relative(REPO_ROOT, resolve(REPO_ROOT, folder, p)));
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) expect(combined.include, path).toContain(path);
    });

    it(`checks ${folder} with its options`, () => {
      expect(resolve(REPO_ROOT, folder, own.extends ?? '')).toBe(resolve(REPO_ROOT, combined.extends ?? ''));
      const base = read('tsconfig.base.json').compilerOptions ?? {};
      for (const [option, value] of Object.entries(own.compilerOptions ?? {})) expect(base[option], `${folder}: ${option}`).toEqual(value);
    });
  }
});
