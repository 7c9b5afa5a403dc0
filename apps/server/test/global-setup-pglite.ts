import type { TestProject } from 'vitest/node';
import { pgliteImages } from './global-setup.js';

/** The PGlite smoke project (docs/testing.md): its files run on the embedded database, whatever TEST_DATABASE_URL says. */
export default async function setup(project: TestProject) {
  const images = await pgliteImages();
  project.provide('templateDb', '');
  project.provide('snapshotFile', images.file);
  project.provide('pgliteFolder', images.folder);
  project.provide('pgliteSnapshot', images.file);
}
