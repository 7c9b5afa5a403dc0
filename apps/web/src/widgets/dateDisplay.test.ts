// Issue 30: every screen shows dates one way, through the domain's formatDate / formatDateTime / formatTime
// (dd/mm/yyyy, dd/mm/yyyy HH:mm, HH:mm on the operator's clock). A screen that formats a date its own way
// (the browser's locale, a dayjs pattern, its own Intl format) is named here, unless allowed below with a reason.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Ways of writing a date for people that bypass the domain helpers. */
const OWN_FORMATS: { name: string; pattern: RegExp }[] = [
  { name: 'toLocaleDateString', pattern: /\.toLocaleDateString\s*\(/ },
  { name: 'toLocaleTimeString', pattern: /\.toLocaleTimeString\s*\(/ },
  { name: 'toLocaleString', pattern: /\.toLocaleString\s*\(/ },
  { name: 'dayjs format YYYY-MM-DD', pattern: /\.format\(\s*['"`]YYYY-MM-DD/ },
  { name: 'Intl.DateTimeFormat', pattern: /\bIntl\.DateTimeFormat\s*\(/ },
];

/** Uses that are not a date shown to a person: file (from src), the format's name, and why. */
const ALLOWED: { file: string; name: string; why: string }[] = [
  { file: 'api/transforms.ts', name: 'dayjs format YYYY-MM-DD', why: 'the wire format of a date sent to the server (spec section 5)' },
  { file: 'features/reports/reportModel.ts', name: 'toLocaleString', why: 'a number with fixed decimals, not a date' },
  { file: 'features/tariffs/holidays.ts', name: 'Intl.DateTimeFormat', why: "weekday and month names of the holiday calendar's month grid" },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** "file: format" for each own date format a source text uses. */
function ownFormats(file: string, text: string): string[] {
  return OWN_FORMATS.filter((f) => f.pattern.test(text)).map((f) => `${file}: ${f.name}`);
}

describe('dates on screen', () => {
  it('finds a screen formatting a date its own way', () => {
    expect(ownFormats('a.tsx', 'const s = new Date(v).toLocaleDateString();')).toEqual(['a.tsx: toLocaleDateString']);
    expect(ownFormats('b.tsx', "<span>{dayjs(v).format('YYYY-MM-DD HH:mm')}</span>")).toEqual(['b.tsx: dayjs format YYYY-MM-DD']);
    expect(ownFormats('c.tsx', "new Intl.DateTimeFormat('en', { dateStyle: 'short' })")).toEqual(['c.tsx: Intl.DateTimeFormat']);
    expect(ownFormats('d.tsx', 'const s = formatDateTime(v);')).toEqual([]);
  });

  it('no source file of the web app formats a date its own way, apart from the allowed wire and name uses', () => {
    const allowed = new Set(ALLOWED.map((a) => `${a.file}: ${a.name}`));
    const found = sourceFiles(src).flatMap((path) => ownFormats(relative(src, path).split('\\').join('/'), readFileSync(path, 'utf8')));
    expect(found.filter((f) => !allowed.has(f))).toEqual([]);
    // An allowance no longer needed goes, so that it cannot hide a new use later.
    expect([...allowed].filter((a) => !found.includes(a))).toEqual([]);
  });
});
