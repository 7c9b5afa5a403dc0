import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { hasRight, type ScheduleRow } from '@limo/domain';
import pg from 'pg';
import { Server } from 'socket.io';
import type { Db } from '../db/client.js';
import { loadPrincipal } from '../engine/auth.js';
import { verifyAccessToken } from '../engine/tokens.js';

/*
 * Live updates (issue 10, docs/scheduling.md): socket.io at /limo/socket.io on the server's own
 * HTTP server, signed in by the staff access token, one room per branch. With DATABASE_URL the
 * PostgreSQL adapter carries events between server instances.
 */

export const SOCKET_PATH = '/limo/socket.io';
export const SCHEDULE_RIGHTS = ['SCHEDULING', 'SCHEDULINGWRITE'] as const;
const room = (branchId: number) => `branch:${branchId}`;

export interface RealtimeOptions {
  db: Db;
  secret: Uint8Array;
  /** PostgreSQL to share events through (several instances); none on the embedded database. */
  databaseUrl?: string;
  /** Origins a browser may connect from; empty means the server's own origin only. */
  origins: string[];
}

/** Whether a browser's Origin may open a socket: one of the configured, else the server's own host. */
export function originAllowed(req: IncomingMessage, origins: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser (a partner system, a test client): the token still decides
  if (origins.length) return origins.includes(origin);
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export class Realtime {
  private io?: Server;
  private pool?: pg.Pool;

  constructor(private readonly opts: RealtimeOptions) {}

  attach(server: HttpServer) {
    const io = new Server(server, {
      path: SOCKET_PATH,
      serveClient: false,
      allowRequest: (req, callback) => callback(originAllowed(req, this.opts.origins) ? null : 'Origin not allowed', originAllowed(req, this.opts.origins)),
    });
    if (this.opts.databaseUrl) {
      this.pool = new pg.Pool({ connectionString: this.opts.databaseUrl, max: 2 });
      this.pool.on('error', () => undefined); // a dropped idle connection is replaced on next use
      io.adapter(createAdapter(this.pool, { tableName: 'socket_io_attachments' }));
    }
    io.use((socket, next) => {
      this.signIn(socket.handshake.auth as Record<string, unknown>)
        .then((branchId) => {
          socket.data.branchId = branchId;
          void socket.join(room(branchId));
          next();
        })
        .catch((err: Error) => next(err));
    });
    this.io = io;
  }

  /** The branch a handshake may listen to: a valid staff token with a scheduling right, and one of the staff's branches. */
  private async signIn(auth: Record<string, unknown>): Promise<number> {
    const token = typeof auth.token === 'string' ? auth.token : '';
    const claims = token ? await verifyAccessToken(token, this.opts.secret) : undefined;
    if (!claims) throw new Error('Sign in again: the token is missing, expired or not valid');
    const staff = await loadPrincipal(this.opts.db, claims.staffId, claims.sessionId);
    if (!staff) throw new Error('Sign in again: the session has ended');
    if (!hasRight(staff.rights, SCHEDULE_RIGHTS)) throw new Error('You do not have the right SCHEDULING or SCHEDULINGWRITE');
    const branchId = auth.branchId === undefined || auth.branchId === null || auth.branchId === '' ? staff.branchId : Number(auth.branchId);
    if (!Number.isInteger(branchId) || !staff.branches.includes(branchId)) throw new Error(`You may not work in branch ${String(auth.branchId)}`);
    return branchId;
  }

  /** Tells the branch's dispatchers which schedule rows changed; call after the change committed. */
  emitSchedule(branchId: number, rows: readonly ScheduleRow[]) {
    if (!this.io || rows.length === 0) return;
    const to = this.io.to(room(branchId));
    to.emit('schedule', rows);
    for (const row of rows) to.emit('schedulingChange', { orderVehicleId: row.orderVehicleId });
  }

  disconnectAll() {
    this.io?.local.disconnectSockets(true);
  }

  async close() {
    // The HTTP server is Fastify's, closed by it already: only the socket server, its adapter (the
    // PostgreSQL listener and heartbeat) and the adapter's pool go here.
    await this.io?.of('/').adapter.close();
    this.io?.engine.close();
    this.io = undefined;
    // A listener still connecting when the server stops would hold the pool open: give it two seconds.
    const pool = this.pool;
    if (pool) await Promise.race([pool.end().catch(() => undefined), new Promise((r) => setTimeout(r, 2000).unref())]);
    this.pool = undefined;
  }
}
