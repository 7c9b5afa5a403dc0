import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/demo/demo.js';
import { withDb } from './global-setup.js';

export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs in a demo user (or any user) and returns the access token. */
  login(username: string, password?: string): Promise<string>;
  /** app.inject with a bearer token. */
  as(token: string, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'test-secret-test-secret-test-secret-0123', DEMO_DATA: '0' } as NodeJS.ProcessEnv);
  return {
    ...base,
    logLevel: 'silent',
    webDist: undefined,
    signIn: { perIpPerMinute: 1000, perAccountFailures: 5, perAccountWindowSeconds: 900 },
    // The messages worker ticks only where a test drives it (portal-messages.test.ts): no poll in every test app.
    messagesPollMs: 0,
    ...overrides,
  };
}

/** A seeded database of its own: a PGlite copy of the snapshot, or a PostgreSQL copy of the template. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('templateDb');
  if (url && template) {
    const name = `limo_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const database = await openPostgres(withDb(url, name), 4);
    return {
      ...database,
      close: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name}`);
        await c.end();
      },
    };
  }
  const blob = new Blob([readFileSync(inject('snapshotFile'))]);
  return openPglite('memory://', { loadDataDir: blob });
}

/** `logger`: none unless given (the security suite keeps every line to look for secrets). */
export async function createTestApp(overrides: Partial<Config> = {}, logger: AppOptions['logger'] = false): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger });
  await app.ready();
  return testApp(app, database, config);
}

/** The TestApp of a built server and its database (several instances on one database build their own). */
export function testApp(app: FastifyInstance, database: Database, config: Config): TestApp {
  return {
    app,
    database,
    config,
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/limo/auth', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    as(token, opts) {
      return app.inject({ ...opts, headers: { authorization: `Bearer ${token}`, ...(opts.headers ?? {}) } });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
