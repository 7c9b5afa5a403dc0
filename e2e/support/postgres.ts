import pg from 'pg';

/*
 * Browser tests on PostgreSQL (npm test passes its throw-away server as E2E_DATABASE_URL): the demo is loaded
 * once into a seed database, and each worker's server runs on a copy (CREATE DATABASE ... TEMPLATE), seconds
 * instead of the minute the embedded database takes to load the demo. Without it they run on PGlite folders.
 */

export const e2eDatabaseUrl = () => process.env.E2E_DATABASE_URL || undefined;

/** The URL of database `name` on the server of `url`. */
export function withDb(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
