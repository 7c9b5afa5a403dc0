// The server's rooms in one direction (issue 29): a file imports its own room and rooms on lower lines of
// the numbered list in docs/decisions.md ("Issue 29: the server's rooms in one direction"), the one source
// of the order, read from there; rooms on one line do not import each other. No loop between files either.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const server = resolve(import.meta.dirname, '..');
const src = join(server, 'src');
const SECTION = "## Issue 29: the server's rooms in one direction";

/** The numbered list's rooms, bottom line first: `modules/orders/` a folder, `app.ts` a file of src. */
function linesOf(doc: string): string[][] {
  const at = doc.indexOf(SECTION);
  if (at < 0) return [];
  const section = doc.slice(at + SECTION.length).split(/\n## /)[0];
  return [...section.matchAll(/^\d+\. ((?:`[^`]+`(?:, )?)+)/gm)].map((m) => [...m[1].matchAll(/`([^`]+)`/g)].map((r) => r[1]));
}

const LINES = linesOf(readFileSync(resolve(server, '../../docs/decisions.md'), 'utf8'));
const ROOMS = LINES.flat();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path] : [];
  });
}

/** The path in src with forward slashes: `modules/orders/order.service.ts`. */
const inSrc = (file: string) => relative(src, file).split(sep).join('/');

/** The room of a file of src: the longest room naming it or a folder above it. */
function roomOf(path: string): string | undefined {
  const holding = ROOMS.filter((room) => (room.endsWith('/') ? path.startsWith(room) : path === room));
  return holding.sort((a, b) => b.length - a.length)[0];
}

const lineOf = (room: string) => LINES.findIndex((line) => line.includes(room));

/** The relative imports of a file as written: static, type only, re-exports, side effects and dynamic. */
function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g)].map((m) => m[1]);
}

/** The file an import names; undefined when it leaves src (the scripts of the repository). */
function target(file: string, specifier: string): string | undefined {
  const path = resolve(dirname(file), specifier);
  if (relative(src, path).startsWith('..')) return undefined;
  if (existsSync(path) && statSync(path).isDirectory()) return join(path, 'index.ts');
  return path.replace(/\.js$/, '.ts');
}

/** Why an import of `to` from `from` (paths in src) runs against the direction, or undefined when it does not. */
function against(from: string, to: string): string | undefined {
  const [a, b] = [roomOf(from), roomOf(to)];
  if (!a || !b) return `${from} imports ${to}: ${a ? to : from} is in no room`;
  if (a === b || lineOf(b) < lineOf(a)) return undefined;
  return `${from} (${a}, line ${lineOf(a) + 1}) imports ${to} (${b}, line ${lineOf(b) + 1})`;
}

const files = sourceFiles(src);
const graph = new Map(
  files.map((file) => [
    inSrc(file),
    importsOf(readFileSync(file, 'utf8')).flatMap((s) => {
      const to = target(file, s);
      return to ? [inSrc(to)] : [];
    }),
  ]),
);

describe('layering of the server', () => {
  it('reads its rooms from docs/decisions.md, each room once', () => {
    expect(LINES.length).toBeGreaterThan(5);
    expect(new Set(ROOMS).size).toBe(ROOMS.length);
  });

  it('finds an import however it is written', () => {
    const text = [
      "import { A } from '../orders/a.js';",
      "import type { B } from '../../realtime/b.js';",
      "export { C } from './c.js';",
      "export * from '../d/index.js';",
      "import './e.js';",
      "const f = await import('../f.js');",
      "import {\n  G,\n  H,\n} from '../gh.js';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['../orders/a.js', '../../realtime/b.js', './c.js', '../d/index.js', './e.js', '../f.js', '../gh.js']);
  });

  it('tells a downward import from an upward one and from one between rooms of a line', () => {
    expect(against('modules/orders/order.routes.ts', 'engine/events.ts')).toBeUndefined();
    expect(against('modules/orders/order.routes.ts', 'modules/orders/order.service.ts')).toBeUndefined();
    expect(against('modules/orders/order-update.ts', 'integrations/chinalink/partner-events.ts')).toMatch(
      /^modules\/orders\/order-update\.ts \(modules\/orders\//,
    );
    expect(against('realtime/live-events.ts', 'integrations/chinalink/outbox.ts')).toBeDefined();
    expect(roomOf('db/seed/rights.ts')).toBe('db/');
  });

  it('has files in every room, and every file in a room', () => {
    const paths = [...graph.keys()];
    expect(ROOMS.filter((room) => !paths.some((p) => roomOf(p) === room))).toEqual([]);
    expect(paths.filter((p) => !roomOf(p))).toEqual([]);
  });

  it('imports only down the list, never up it or across a line', () => {
    const wrong = [...graph].flatMap(([from, tos]) => tos.flatMap((to) => against(from, to) ?? []));
    expect(wrong).toEqual([]);
  });

  it('has no loop of imports between files', () => {
    const state = new Map<string, 'open' | 'done'>();
    const loops: string[] = [];
    const walk = (path: string, trail: string[]) => {
      state.set(path, 'open');
      for (const next of graph.get(path) ?? []) {
        if (state.get(next) === 'open') loops.push([...trail.slice(trail.indexOf(next)), next].join(' -> '));
        else if (!state.has(next)) walk(next, [...trail, next]);
      }
      state.set(path, 'done');
    };
    for (const path of graph.keys()) if (!state.has(path)) walk(path, [path]);
    expect(loops).toEqual([]);
  });
});
