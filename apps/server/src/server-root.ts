import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The server package's folder (apps/server), found from this module's own place: the same answer
 * from the TypeScript source (src/...) and from the compiled bundle (dist/...), whose depths differ.
 */
export function serverRoot(from: string = import.meta.dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'drizzle')) && existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`the server's folder (with drizzle/ and package.json) is not above ${from}`);
  }
}
