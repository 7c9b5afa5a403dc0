import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_OPERATOR_TIME_ZONE, isTimeZone } from '@limo/domain';
import { serverRoot } from './server-root.js';

/** The pool of a PostgreSQL database (DB_POOL_SIZE, time-outs): docs/operations.md. */
export interface PoolSettings {
  max: number;
  /** Longest wait for a connection, pool full or database down, before the call answers 503 (ms). */
  connectionTimeoutMs: number;
  /** Longest run of one statement (ms); 0: no limit. */
  statementTimeoutMs: number;
}

export const POOL_DEFAULTS: PoolSettings = { max: 10, connectionTimeoutMs: 5000, statementTimeoutMs: 30_000 };

export interface Config {
  port: number;
  host: string;
  /** PGlite data folder; used when databaseUrl is not set. `memory://` for an in-memory database. */
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL's pool: DB_POOL_SIZE, DB_CONNECT_TIMEOUT_MS, STATEMENT_TIMEOUT_MS (docs/operations.md). */
  pool: PoolSettings;
  jwtSecret: Uint8Array;
  accessTokenSeconds: number;
  /** How long a driver token lasts: a driver's phone signs in once a working day. */
  driverTokenSeconds: number;
  /** How long a request's staff and rights may be reused by later requests of the session (ms). */
  principalCacheMs: number;
  refreshTokenSeconds: number;
  /** How long a spent refresh token still gets the pair it was rotated to (tabs refreshing at once). */
  refreshGraceSeconds: number;
  /** The client portal's access tokens (PORTAL_TOKEN_SECONDS) and sign-ins (PORTAL_REFRESH_SECONDS, renewed by each refresh): issue 33. */
  portalTokenSeconds: number;
  portalRefreshSeconds: number;
  /** Initial admin password for a PostgreSQL database without staff. */
  adminPassword?: string;
  /** The operator's IANA time zone: service dates, today and stamps are taken in it. */
  timeZone: string;
  logLevel: string;
  /** Load the demo data into an empty embedded database. */
  demoData: boolean;
  /** perAccountFailures in perAccountWindowSeconds lock one (account, address) pair, not the account. */
  signIn: { perIpPerMinute: number; perAccountFailures: number; perAccountWindowSeconds: number };
  /** From `failures` failures of an account in `windowSeconds`, from any address, each attempt waits 1, 2, 4 ... s (at most `maxSeconds`) after the last failure. */
  signInSlowdown: { failures: number; windowSeconds: number; maxSeconds: number };
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client address (limits, log lines). */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  webDist?: string;
  /** Browser origins allowed to open a socket (SOCKET_ORIGINS, comma separated); empty: the server's own origin only. */
  socketOrigins: string[];
  /** The SMS gateway's SMTP server (SMTP_URL, as smtp://user:pass@host:587); unset: messages are logged FAILED, never sent. */
  smtpUrl?: string;
  /** The address people reach this product at (PUBLIC_URL, as https://limo.example.hk): links in portal mails and tracking links; unset, the request's own origin. */
  publicUrl?: string;
  /** An HTTP flight provider (FLIGHT_API_URL); unset or silent for 3 s: the operator's own timetable answers. */
  flightApiUrl?: string;
  /** The chinaLink partner's base URL (CHINALINK_URL) and our credentials there (CHINALINK_TOKEN); unset: messages wait in the outbox. */
  chinaLink: { url?: string; token?: string };
  /** How often the partner outbox worker looks for due messages (ms); 0 runs no worker in this instance. */
  outboxPollMs: number;
  /** How long a claimed outbox message stays out of other ticks' reach (longer than a call to the partner may take). */
  outboxLeaseMs: number;
  /** How often the messages worker looks for due emails and SMS to bookers and passengers (MESSAGES_POLL_MS, ms); 0 runs none in this instance. */
  messagesPollMs: number;
  /** The bearer token GET /limo/metrics asks for (METRICS_TOKEN); unset, it answers callers on this machine only. */
  metricsToken?: string;
}

export class ConfigError extends Error {}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/** A host only this computer reaches (127.x, ::1, localhost). */
export const isLoopbackHost = (host: string) => LOOPBACK.test(host);

/** The line a demo server opened to the network logs at start, or nothing. */
export function demoExposureWarning(config: Pick<Config, 'demoData' | 'host'>, port: number): string | undefined {
  if (!config.demoData || isLoopbackHost(config.host)) return undefined;
  return `The demo data's passwords are published (admin / limo-demo): anyone who reaches ${config.host}:${port} can sign in. Unset HOST to keep the demo on this computer.`;
}

/** Reads the configuration from the environment; secrets never have defaults outside the embedded demo. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = env.DATA_DIR || './data';
  const int = (name: string, fallback: number) => {
    const v = env[name];
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, got "${v}"`);
    return n;
  };
  let secret = env.JWT_SECRET;
  if (!secret) {
    if (databaseUrl) throw new ConfigError('JWT_SECRET must be set when DATABASE_URL is used (every instance needs the same one)');
    secret = embeddedSecret(dataDir);
  }
  if (secret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const timeZone = env.TZ_OPERATOR || DEFAULT_OPERATOR_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw new ConfigError(`TZ_OPERATOR must be a time zone name such as Asia/Hong_Kong, got "${timeZone}"`);
  // The embedded database gets the demo unless DEMO_DATA=0; PostgreSQL only when DEMO_DATA=1 asks (staging, browser tests).
  const demoData = databaseUrl ? env.DEMO_DATA === '1' : env.DEMO_DATA !== '0';
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return {
    port: int('PORT', 8080),
    // The demo's passwords are published: it stays on this computer unless HOST opens it.
    host: env.HOST || (demoData ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl,
    pool: {
      max: Math.max(1, int('DB_POOL_SIZE', POOL_DEFAULTS.max)),
      connectionTimeoutMs: int('DB_CONNECT_TIMEOUT_MS', POOL_DEFAULTS.connectionTimeoutMs),
      statementTimeoutMs: int('STATEMENT_TIMEOUT_MS', POOL_DEFAULTS.statementTimeoutMs),
    },
    jwtSecret: new TextEncoder().encode(secret),
    accessTokenSeconds: int('ACCESS_TOKEN_SECONDS', 15 * 60),
    principalCacheMs: int('PRINCIPAL_CACHE_MS', 1000),
    driverTokenSeconds: int('DRIVER_TOKEN_SECONDS', 24 * 3600),
    refreshTokenSeconds: int('REFRESH_TOKEN_SECONDS', 12 * 3600),
    refreshGraceSeconds: int('REFRESH_GRACE_SECONDS', 10),
    portalTokenSeconds: int('PORTAL_TOKEN_SECONDS', 15 * 60),
    portalRefreshSeconds: int('PORTAL_REFRESH_SECONDS', 30 * 24 * 3600),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    timeZone,
    logLevel: env.LOG_LEVEL || 'info',
    demoData,
    signIn: {
      perIpPerMinute: int('SIGNIN_PER_IP_PER_MINUTE', 30),
      perAccountFailures: int('SIGNIN_ACCOUNT_FAILURES', 5),
      perAccountWindowSeconds: int('SIGNIN_ACCOUNT_WINDOW_SECONDS', 15 * 60),
    },
    signInSlowdown: {
      failures: int('SIGNIN_SLOWDOWN_FAILURES', 20),
      windowSeconds: int('SIGNIN_SLOWDOWN_WINDOW_SECONDS', 24 * 3600),
      maxSeconds: int('SIGNIN_SLOWDOWN_MAX_SECONDS', 15 * 60),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    webDist: env.WEB_DIST || resolve(serverRoot(), '../web/dist'),
    socketOrigins: (env.SOCKET_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    flightApiUrl: env.FLIGHT_API_URL || undefined,
    chinaLink: { url: env.CHINALINK_URL || undefined, token: env.CHINALINK_TOKEN || undefined },
    outboxPollMs: int('OUTBOX_POLL_MS', 1000),
    outboxLeaseMs: int('OUTBOX_LEASE_MS', 60_000),
    messagesPollMs: int('MESSAGES_POLL_MS', 1000),
    metricsToken,
  };
}

/** Unset: the socket's address. A number: that many proxies in front. Otherwise their addresses or CIDRs, comma-separated. */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (/^[0-9]+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The embedded demo keeps its signing secret beside its data, made once. */
function embeddedSecret(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
