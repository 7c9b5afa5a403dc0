/**
 * The live-update socket (issue 10, spec section 9): socket.io at /limo/socket.io, signed in with
 * the staff token and the selected branch. It reconnects after 1 s, backing off to 5 s, without
 * limit; a refused token is refreshed once and the socket tries again.
 */
import type { LiveChannel, ScheduleRow } from '@limo/domain';
import { io, type Socket } from 'socket.io-client';
import { config } from '../config';
import { refreshTokens } from './http';
import { tokens } from './tokens';

export interface ScheduleSocketHandlers {
  onSchedule?(rows: ScheduleRow[]): void;
  /** `gps` (issue 11): changed driver live status records of the branch. */
  onGps?(payload: { drivers: Record<string, unknown>[] }): void;
  /** `dashboard` (issue 11): the whole dashboard answer, sent when it changed. */
  onDashboard?(payload: Record<string, unknown>): void;
  /** After a reconnect: events may have been missed, the caller reloads. */
  onReconnect(): void;
  onStatus?(connected: boolean): void;
}

export const SOCKET_OPTIONS = { reconnectionDelay: 1000, reconnectionDelayMax: 5000, reconnectionAttempts: Infinity, timeout: 100_000 } as const;

export function channelsOf(handlers: ScheduleSocketHandlers): LiveChannel[] {
  const channels: LiveChannel[] = [];
  if (handlers.onSchedule) channels.push('schedule');
  if (handlers.onGps) channels.push('gps');
  if (handlers.onDashboard) channels.push('dashboard');
  return channels;
}

export function openScheduleSocket(handlers: ScheduleSocketHandlers): () => void {
  const origin = new URL(config.apiBase, window.location.href).origin;
  const socket: Socket = io(origin, {
    path: `${new URL(config.apiBase, window.location.href).pathname.replace(/\/+$/, '')}/socket.io`,
    // Only the channels this screen listens to: a grid is not sent the dashboard every few seconds.
    auth: (cb) => cb({ token: tokens.token, branchId: tokens.branchId ?? undefined, channels: channelsOf(handlers) }),
    transports: ['websocket'],
    ...SOCKET_OPTIONS,
  });
  let connectedOnce = false;
  socket.on('connect', () => {
    handlers.onStatus?.(true);
    if (connectedOnce) handlers.onReconnect();
    connectedOnce = true;
  });
  socket.on('disconnect', () => handlers.onStatus?.(false));
  if (handlers.onSchedule) socket.on('schedule', (rows: ScheduleRow[]) => handlers.onSchedule?.(rows));
  if (handlers.onGps) socket.on('gps', (payload: { drivers: Record<string, unknown>[] }) => handlers.onGps?.(payload));
  if (handlers.onDashboard) socket.on('dashboard', (payload: Record<string, unknown>) => handlers.onDashboard?.(payload));
  socket.on('connect_error', (err) => {
    handlers.onStatus?.(false);
    // A refused handshake is not retried by socket.io: refresh an expired token and connect again.
    if (!socket.active && /token|session/i.test(err.message)) {
      void refreshTokens().then((ok) => {
        if (ok) socket.connect();
      });
    } else if (!socket.active) setTimeout(() => socket.connect(), SOCKET_OPTIONS.reconnectionDelayMax);
  });
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
