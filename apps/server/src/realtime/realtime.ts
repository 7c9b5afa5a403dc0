import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { askedChannels, hasRight, LIVE_CHANNEL_RIGHTS, type LiveChannel, type ScheduleRow } from '@limo/domain';
import pg from 'pg';
import { Server } from 'socket.io';
import { type Db, keepClientErrors } from '../db/client.js';
import { loadPrincipal } from '../engine/auth.js';
import { verifyAccessToken } from '../engine/tokens.js';

/*
 * Live updates (issue 10, docs/scheduling.md): socket.io at /limo/socket.io on the server's own
 * HTTP server, signed in by the staff access token, one room per branch. With DATABASE_URL the
 * PostgreSQL adapter carries events between server instances.
 */

export const SOCKET_PATH = '/limo/socket.io';
export const SCHEDULE_RIGHTS = ['SCHEDULING', 'SCHEDULINGWRITE'] as const;
/** Who may listen at all: the grid's and the map's rights, or the dashboard's (issue 11). */
export const LISTEN_RIGHTS = [...SCHEDULE_RIGHTS, 'DASHBOARD'] as const;
const room = (branchId: number) => `branch:${branchId}`;
const gpsRoom = (branchId: number) => `gps:${branchId}`;
const dashboardRoom = (branchId: number) => `dashboard:${branchId}`;
const ROOM_OF: Record<LiveChannel, (branchId: number) => string> = { schedule: room, gps: gpsRoom, dashboard: dashboardRoom };
const CHANNEL_OF_ROOM: Record<string, LiveChannel | undefined> = { 'branch:': 'schedule', 'gps:': 'gps', 'dashboard:': 'dashboard' };

export interface RealtimeOptions {
  db: Db;
  secret: Uint8Array;
  /** PostgreSQL to share events through (several instances); none on the embedded database. */
  databaseUrl?: string;
  /** Origins a browser may connect from; empty means the server's own origin only. */
  origins: string[];
  /** Counts each event sent (metrics). */
  counters?: { eventEmitted(channel: LiveChannel): void };
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
      keepClientErrors(this.pool); // the adapter's LISTEN connection is held out of the pool
      io.adapter(createAdapter(this.pool, { tableName: 'socket_io_attachments' }));
    }
    io.use((socket, next) => {
      const auth = socket.handshake.auth as Record<string, unknown>;
      const asked = askedChannels(auth.channels);
      if (typeof asked === 'string') return next(new Error(asked));
      this.signIn(auth)
        .then(({ branchId, rights }) => {
          socket.data.branchId = branchId;
          // Each channel only to the screens that show it and whose user's rights open it: a dashboard
          // sent every few seconds to every grid would be most of the traffic (bench/README.md, a full day).
          const closed = asked.filter((c) => !hasRight(rights, LIVE_CHANNEL_RIGHTS[c]));
          // Named channels the user may not have are refused; without names, every channel the rights open.
          if (auth.channels !== undefined && auth.channels !== null && closed.length) {
            const c = closed[0];
            return next(new Error(`You do not have the right ${LIVE_CHANNEL_RIGHTS[c].join(' or ')} for the ${c} channel`));
          }
          const rooms = asked.filter((c) => !closed.includes(c)).map((c) => ROOM_OF[c](branchId));
          void socket.join(rooms);
          next();
        })
        .catch((err: Error) => next(err));
    });
    this.io = io;
  }

  /** The branch a handshake may listen to: a valid staff token with a listening right, and one of the staff's branches. */
  private async signIn(auth: Record<string, unknown>): Promise<{ branchId: number; rights: string[] }> {
    const token = typeof auth.token === 'string' ? auth.token : '';
    const claims = token ? await verifyAccessToken(token, this.opts.secret) : undefined;
    if (!claims) throw new Error('Sign in again: the token is missing, expired or not valid');
    const staff = await loadPrincipal(this.opts.db, claims.staffId, claims.sessionId);
    if (!staff) throw new Error('Sign in again: the session has ended');
    if (!hasRight(staff.rights, LISTEN_RIGHTS)) throw new Error('You do not have the right SCHEDULING or SCHEDULINGWRITE or DASHBOARD');
    const branchId = auth.branchId === undefined || auth.branchId === null || auth.branchId === '' ? staff.branchId : Number(auth.branchId);
    if (!Number.isInteger(branchId) || !staff.branches.includes(branchId)) throw new Error(`You may not work in branch ${String(auth.branchId)}`);
    return { branchId, rights: staff.rights };
  }

  /** Tells the branch's dispatchers which schedule rows changed; call after the change committed. */
  emitSchedule(branchId: number, rows: readonly ScheduleRow[]) {
    if (!this.io || rows.length === 0) return;
    const to = this.io.to(room(branchId));
    to.emit('schedule', rows);
    for (const row of rows) to.emit('schedulingChange', { orderVehicleId: row.orderVehicleId });
    this.opts.counters?.eventEmitted('schedule');
  }

  /** Tells the branch's map and dashboard where drivers moved (live status records). */
  emitGps(branchId: number, drivers: readonly unknown[]) {
    if (!this.io || !drivers.length) return;
    this.io.to(gpsRoom(branchId)).emit('gps', { drivers });
    this.opts.counters?.eventEmitted('gps');
  }

  /** Branches with a dashboard open on this instance: each instance refreshes its own listeners. */
  localDashboardBranches(): number[] {
    const rooms = this.io?.of('/').adapter.rooms;
    if (!rooms) return [];
    return [...rooms.entries()].filter(([name, ids]) => name.startsWith('dashboard:') && ids.size > 0).map(([name]) => Number(name.slice(10)));
  }

  emitDashboardLocal(branchId: number, payload: unknown) {
    if (!this.io) return;
    this.io.local.to(dashboardRoom(branchId)).emit('dashboard', payload);
    this.opts.counters?.eventEmitted('dashboard');
  }

  /** Sockets connected to this instance, and how many listen to each channel (metrics). */
  listeners(): { connected: number; byChannel: Record<LiveChannel, number> } {
    const byChannel: Record<LiveChannel, number> = { schedule: 0, gps: 0, dashboard: 0 };
    const nsp = this.io?.of('/');
    for (const [name, ids] of nsp?.adapter.rooms ?? []) {
      const channel = CHANNEL_OF_ROOM[name.slice(0, name.indexOf(':') + 1)];
      if (channel) byChannel[channel] += ids.size;
    }
    return { connected: nsp?.sockets.size ?? 0, byChannel };
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
