import { buildApp } from './app.js';
import { ConfigError, demoExposureWarning, loadConfig } from './config.js';
import { DataDirInUseError } from './db/client.js';
import { BootstrapError } from './startup/bootstrap.js';
import { prepareDatabase } from './startup/prepare-database.js';
import type { Tracing } from './observability/tracing.js';

/** Reads the configuration, opens the database, listens; stops cleanly on SIGTERM or SIGINT. Called by main.ts. */
export async function start(tracing?: Tracing) {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    await database.close();
    await tracing?.shutdown(); // the spans of the last calls
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // The port bound, not the one asked for: PORT=0 takes any free one.
  const { port } = app.server.address() as { port: number };
  const exposed = demoExposureWarning(config, port);
  if (exposed) app.log.warn({ host: config.host }, exposed);
  app.log.info(
    { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    `Limo back office on http://localhost:${port}/ (API docs at /limo/api-docs)`,
  );
}

/** The message a start that failed leaves before exiting 1. */
export function cannotStart(err: unknown): never {
  if (err instanceof ConfigError || err instanceof DataDirInUseError || err instanceof BootstrapError) {
    console.error(`Cannot start: ${err.message}`);
  } else {
    console.error('Cannot start:', err);
  }
  process.exit(1);
}
