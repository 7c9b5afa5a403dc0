// The web bundle's two budgets (issue 13, "First load"), read from Vite's manifest, sizes gzip'd as served
// (Node's default level):
// - the sign-in screen's initial JS: the entry chunk, its static imports, and the lazily loaded sign-in
//   chunk with its own static imports: at most 200 KiB gzip;
// - every other JavaScript file is loaded lazily: none above 150 KiB gzip on its own. Each is also shown
//   with the static imports the browser fetches with it (those not already in the sign-in set).
// Usage: node apps/web/scripts/measure-initial-js.mjs [--json]  (after `npm run build -w apps/web`);
// exits 1 when a budget fails. `npm run bench` runs it and records the result in bench/README.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_BUDGET_KIB = 200;
export const LAZY_BUDGET_KIB = 150;

/** Measures the build in `dist` (apps/web/dist by default). */
export function measureBundle(dist = join(import.meta.dirname, '..', 'dist')) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const buf = readFileSync(join(dist, file));
      sizes.set(file, { raw: buf.length, gzip: gzipSync(buf).length });
    }
    return sizes.get(file);
  };
  /** The chunk's file and its static imports, transitively. */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const k of chunk.imports ?? []) closure(k, into);
    return into;
  };
  const total = (files) =>
    [...files].reduce((t, f) => ({ raw: t.raw + size(f).raw, gzip: t.gzip + size(f).gzip, files: t.files + 1 }), { raw: 0, gzip: 0, files: 0 });
  const js = (f) => f.endsWith('.js');

  const login = Object.keys(manifest).find((k) => k.endsWith('features/login/LoginScreen.tsx'));
  if (!login) throw new Error('no sign-in chunk in the manifest');
  const initialFiles = [...closure(login, closure('index.html'))].filter(js).sort();
  const initialSet = new Set(initialFiles);
  const initial = { ...total(initialFiles), list: initialFiles.map((file) => ({ file, ...size(file) })) };

  const key = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  // What loads each file: the lazily imported modules (screens...) whose static imports reach it.
  const loaders = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry && c.src)
    .map(([k, c]) => ({ src: c.src, files: closure(k) }));
  const lazy = [...byFile.keys()]
    .filter((f) => js(f) && !initialSet.has(f))
    .map((file) => {
      const chunk = byFile.get(file);
      const extra = [...closure(key.get(file))].filter((f) => js(f) && !initialSet.has(f));
      const loadedBy = loaders.filter((l) => l.files.has(file)).map((l) => l.src);
      return { file, src: chunk.src ?? null, name: chunk.name ?? null, ...size(file), withImports: total(extra), loadedBy };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const all = total([...byFile.keys()].filter(js));
  const kib = (n) => n / 1024;
  return {
    initial,
    lazy,
    all,
    budgets: {
      initial: { limitKiB: INITIAL_BUDGET_KIB, gzipKiB: kib(initial.gzip), holds: kib(initial.gzip) <= INITIAL_BUDGET_KIB },
      lazy: { limitKiB: LAZY_BUDGET_KIB, largest: lazy[0] ?? null, gzipKiB: kib(lazy[0]?.gzip ?? 0), holds: kib(lazy[0]?.gzip ?? 0) <= LAZY_BUDGET_KIB },
    },
  };
}

const k = (n) => (n / 1024).toFixed(1);
const verdict = (holds) => (holds ? 'holds' : 'FAILS');

function print(m) {
  const row = (label, raw, gzip) => `${label.padEnd(64)} ${k(raw).padStart(8)} KiB  gzip ${k(gzip).padStart(7)} KiB`;
  console.log('Sign-in initial JS:');
  for (const f of m.initial.list) console.log(row(`  ${f.file}`, f.raw, f.gzip));
  console.log(
    `sign-in initial JS: ${m.initial.files} files, ${k(m.initial.raw)} KiB, gzip ${k(m.initial.gzip)} KiB (budget ${INITIAL_BUDGET_KIB} KiB gzip): ${verdict(m.budgets.initial.holds)}`,
  );
  console.log('\nLargest lazily loaded JS (own size; with its static imports not in the sign-in set):');
  for (const c of m.lazy.slice(0, 12)) {
    const label = `  ${c.file}${c.src ? ` (${c.src})` : ''}`;
    console.log(`${row(label, c.raw, c.gzip)}  with imports ${k(c.withImports.gzip).padStart(7)} KiB (${c.withImports.files} files)`);
  }
  const top = m.lazy[0];
  if (top) {
    const heaviest = [...m.lazy].sort((a, b) => b.withImports.gzip - a.withImports.gzip)[0];
    console.log(
      `largest lazy JS file: ${top.file}, gzip ${k(top.gzip)} KiB, ${k(top.withImports.gzip)} KiB with its imports (budget ${LAZY_BUDGET_KIB} KiB gzip a file): ${verdict(m.budgets.lazy.holds)}`,
    );
    console.log(
      `heaviest lazy load with its imports: ${heaviest.src ?? heaviest.file}, gzip ${k(heaviest.withImports.gzip)} KiB (${heaviest.withImports.files} files)`,
    );
  }
  console.log(`all JS: ${m.all.files} files, ${k(m.all.raw)} KiB, gzip ${k(m.all.gzip)} KiB`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const m = measureBundle();
  if (process.argv.includes('--json')) console.log(JSON.stringify(m));
  else print(m);
  if (!m.budgets.initial.holds || !m.budgets.lazy.holds) process.exitCode = 1;
}
