// Preloaded (--import) into a server that tracing.test.ts starts: at exit, writes the path of every
// CommonJS module the process loaded (OpenTelemetry's packages are CommonJS) to LOADED_MODULES_FILE.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
process.on('exit', () => writeFileSync(process.env.LOADED_MODULES_FILE, Object.keys(require.cache).join('\n')));
