// `npm run build`: the web app (Vite) and the server (esbuild, one ESM bundle per entry with the
// domain package inlined and every npm package left to node_modules). `--stale` builds only a part
// whose sources changed since its last build: `npm start` runs that, then the compiled server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => join(root, ...p);
const args = new Set(process.argv.slice(2));
const onlyStale = args.has('--stale');
const parts = ['--web', '--server'].filter((a) => args.has(a)).map((a) => a.slice(2));
const wanted = parts.length ? parts : ['web', 'server'];

/** The newest modification time under the paths (files and folders, node_modules and dist skipped). */
function newest(paths) {
  let max = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const st = statSync(path);
    if (st.isDirectory()) {
      for (const name of readdirSync(path)) if (name !== 'node_modules' && name !== 'dist') visit(join(path, name));
    } else if (st.mtimeMs > max) max = st.mtimeMs;
  };
  paths.forEach(visit);
  return max;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const domain = [at('packages/domain/src'), at('packages/domain/package.json')];

// The day planner's worker thread is an entry of its own: the server starts it by its path (issue 32).
export const SERVER_ENTRIES = ['main', 'ops/backup', 'ops/restore', 'modules/planning/plan-worker'];

const targets = {
  web: {
    output: at('apps/web/dist/index.html'),
    sources: [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), ...domain, at('package-lock.json')],
    build: () => run('npm', ['run', 'build', '-w', 'apps/web', '--silent']),
  },
  server: {
    output: at('apps/server/dist/main.js'),
    sources: [at('apps/server/src'), at('scripts/build.mjs'), ...domain, at('package-lock.json')],
    build: buildServer,
  },
};

function run(cmd, argv) {
  const res = spawnSync(cmd, argv, { stdio: 'inherit', cwd: root });
  if (res.status !== 0) process.exit(res.status || 1);
}

async function buildServer() {
  const { build } = await import('esbuild');
  const out = at('apps/server/dist');
  rmSync(out, { recursive: true, force: true });
  // npm packages stay external (native addons, wasm and fonts load from their own folders); the domain
  // package is TypeScript source and goes into the bundle.
  const external = {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (a) =>
        a.path === '@limo/domain' || a.path.startsWith('@limo/domain/') ? undefined : { path: a.path, external: true },
      );
    },
  };
  await build({
    entryPoints: SERVER_ENTRIES.map((e) => ({ in: at('apps/server/src', `${e}.ts`), out: e })),
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [external],
    logLevel: 'warning',
  });
}

for (const name of wanted) {
  const t = targets[name];
  const stale = !onlyStale || mtime(t.output) === 0 || newest(t.sources) > mtime(t.output);
  if (!stale) {
    console.log(`${name}: up to date`);
    continue;
  }
  const started = Date.now();
  await t.build();
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
