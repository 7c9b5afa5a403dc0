// The JavaScript the sign-in screen loads before it shows: the entry chunk, its static imports,
// and the lazily loaded sign-in chunk with its own static imports. Sizes gzip'd as served.
// Usage: node apps/web/scripts/measure-initial-js.mjs  (after `npm run build -w apps/web`)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const k of chunk.imports ?? []) visit(k);
};
visit('index.html');
const login = Object.keys(manifest).find((k) => k.endsWith('features/login/LoginScreen.tsx'));
if (!login) throw new Error('no sign-in chunk in the manifest');
visit(login);

let raw = 0;
let gz = 0;
for (const f of [...files].filter((f) => f.endsWith('.js')).sort()) {
  const buf = readFileSync(join(dist, f));
  const g = gzipSync(buf).length;
  raw += buf.length;
  gz += g;
  console.log(`${f.padEnd(48)} ${(buf.length / 1024).toFixed(1).padStart(8)} KiB  gzip ${(g / 1024).toFixed(1).padStart(7)} KiB`);
}
console.log(`sign-in initial JS: ${(raw / 1024).toFixed(1)} KiB, gzip ${(gz / 1024).toFixed(1)} KiB (limit 350 KiB gzip)`);
if (gz / 1024 >= 350) process.exitCode = 1;
