// The web bundle's budgets (issue 13, "First load"): a production build of apps/web, measured by
// apps/web/scripts/measure-initial-js.mjs (Vite's manifest, gzip at Node's default level).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

interface Size {
  raw: number;
  gzip: number;
}
interface LazyFile extends Size {
  file: string;
  src: string | null;
  name: string | null;
  withImports: Size & { files: number };
  loadedBy: string[];
}
interface Budget {
  limitKiB: number;
  gzipKiB: number;
  holds: boolean;
}
export interface WebBundle {
  vite: string;
  initial: Size & { files: number; list: (Size & { file: string })[] };
  lazy: LazyFile[];
  all: Size & { files: number };
  budgets: { initial: Budget; lazy: Budget };
}

/** Builds the web app (production) and measures it; throws when the build fails. */
export async function benchWebBundle(root: string): Promise<WebBundle> {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}\n${build.stderr}`);
  const script = join(root, 'apps/web/scripts/measure-initial-js.mjs');
  const { measureBundle } = (await import(script)) as { measureBundle: (dist: string) => Omit<WebBundle, 'vite'> };
  const vite = (JSON.parse(readFileSync(join(root, 'apps/web/node_modules/vite/package.json'), 'utf8')) as { version: string }).version;
  return { vite, ...measureBundle(join(root, 'apps/web/dist')) };
}

const kib = (n: number) => (n / 1024).toFixed(1);
const verdict = (b: Budget) => (b.holds ? 'holds' : 'FAILS');
const short = (src: string) => basename(src).replace(/\.tsx?$/, '');

/** What loads a lazy file: its own module, or the screens whose imports reach it. */
function loadedBy(f: LazyFile): string {
  if (f.src) return `\`${short(f.src)}\``;
  const names = f.loadedBy.map(short);
  return names.length > 4 ? `shared by ${names.length} lazy modules (${names.slice(0, 4).join(', ')}, …)` : `shared by ${names.join(', ')}`;
}

export function reportWebBundle(root: string, b: WebBundle, writeSection: (marker: string, heading: string, section: string) => void) {
  const when = new Date().toISOString();
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/web-bundle.json'), `${JSON.stringify({ when, ...b }, null, 2)}\n`);
  const top = b.lazy[0];
  const heaviest = [...b.lazy].filter((f) => f.src).sort((x, y) => y.withImports.gzip - x.withImports.gzip)[0];
  const section = [
    '<!-- web-bundle:start -->',
    `Last run ${when.slice(0, 16).replace('T', ' ')} UTC, Vite ${b.vite} production build:`,
    '',
    '| | files | raw KiB | gzip KiB | budget (gzip) | |',
    '|---|---|---|---|---|---|',
    `| Sign-in initial JS: the entry, the sign-in screen and their static imports | ${b.initial.files} | ${kib(b.initial.raw)} | **${kib(b.initial.gzip)}** | at most ${b.budgets.initial.limitKiB} KiB | ${verdict(b.budgets.initial)} |`,
    top
      ? `| Largest lazily loaded file: \`${basename(top.file)}\`, ${loadedBy(top)} | 1 | ${kib(top.raw)} | **${kib(top.gzip)}** | at most ${b.budgets.lazy.limitKiB} KiB a file | ${verdict(b.budgets.lazy)} |`
      : '',
    '',
    'The largest lazily loaded files, on their own and with the static imports the browser fetches with them (those not in the sign-in set):',
    '',
    '| file | loaded by | gzip KiB | with its imports, gzip KiB (files) |',
    '|---|---|---|---|',
    ...b.lazy.slice(0, 6).map((f) => `| \`${basename(f.file)}\` | ${loadedBy(f)} | ${kib(f.gzip)} | ${kib(f.withImports.gzip)} (${f.withImports.files}) |`),
    '',
    heaviest
      ? `The heaviest lazy load with its imports: \`${short(heaviest.src!)}\`, ${kib(heaviest.withImports.gzip)} KiB gzip in ${heaviest.withImports.files} files.`
      : '',
    `All JavaScript of the app: ${b.all.files} files, ${kib(b.all.raw)} KiB, ${kib(b.all.gzip)} KiB gzip.`,
    '',
    `Budgets: sign-in initial JS at most ${b.budgets.initial.limitKiB} KiB gzip: **${verdict(b.budgets.initial)}**; every lazily loaded file at most ${b.budgets.lazy.limitKiB} KiB gzip: **${verdict(b.budgets.lazy)}**.`,
    '<!-- web-bundle:end -->',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  writeSection('web-bundle', 'Web bundle', section);
}
