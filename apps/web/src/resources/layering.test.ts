// Generic screens and widgets serve every collection: they never import a hand-written feature.
// Features plug into them through the extension registry, filled at start-up (app/extensions.tsx).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const features = join(src, 'features');
const GENERIC = ['resources', 'widgets'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The relative imports of a file (static, re-exports and dynamic) that land in src/features. */
function featureImports(file: string, text = readFileSync(file, 'utf8')): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.filter((s) => {
    const target = relative(features, resolve(dirname(file), s));
    return target === '' || !target.startsWith('..');
  });
}

describe('layering of the web app', () => {
  it('finds an import of a feature, however it is written', () => {
    const file = join(src, 'resources', 'x', 'Some.tsx');
    const text = `import { A } from '../../features/a/A';\nexport { B } from "../../features/b";\nconst C = lazy(() => import('../../features/c/C'));\nimport '../../features/d';\nimport { E } from '../../widgets/E';`;
    expect(featureImports(file, text)).toEqual(['../../features/a/A', '../../features/b', '../../features/c/C', '../../features/d']);
  });

  for (const area of GENERIC) {
    it(`keeps src/${area} free of imports of src/features`, () => {
      const files = sourceFiles(join(src, area));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(featureImports(file), relative(src, file)).toEqual([]);
    });
  }
});
