import type { TestProject } from 'vitest/node';
import { pgliteSnapshot } from './global-setup.js';

/** The PGlite smoke project (docs/testing.md): its files run on the embedded database, whatever TEST_DATABASE_URL says. */
export default async function setup(project: TestProject) {
  const snapshot = await pgliteSnapshot();
  project.provide('templateDb', '');
  project.provide('snapshotFile', snapshot.file);
  return () => snapshot.remove();
}
