import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { dashboard } from '../modules/driver-jobs/dashboard.service.js';
import { readLiveParameters } from '../modules/driver-jobs/live-parameters.js';
import { liveRecords } from '../modules/driver-jobs/live-status.js';
import { prunePositions } from '../modules/driver-jobs/positions.js';
import type { Realtime } from './realtime.js';

/*
 * The `gps` and `dashboard` channels (issue 11, docs/driver-jobs.md). gps goes out when a driver's
 * live record moves or their job changes. The dashboard is recomputed every few seconds by each
 * instance for the dashboards open on it, and sent only when it changed: a position posted to
 * another instance reaches it the same way.
 */

export const DASHBOARD_TICK_MS = 5000;
const PRUNE_EVERY_MS = 3600_000;

export class LiveFeed {
  private timers: NodeJS.Timeout[] = [];
  private readonly lastSent = new Map<number, string>();
  private ticking = false;

  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The live records of these drivers to the branch's map and dashboard; never fails the call that moved them. */
  async driversChanged(branchId: number, driverIds: readonly number[]) {
    if (!driverIds.length) return;
    try {
      this.realtime.emitGps(branchId, await liveRecords(this.db, branchId, driverIds));
    } catch (err) {
      this.log.warn({ err, driverIds }, 'gps event not sent');
    }
  }

  start(tickMs = DASHBOARD_TICK_MS) {
    this.timers.push(setInterval(() => void this.tick(), tickMs).unref());
    this.timers.push(setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref());
    this.timers.push(setTimeout(() => void this.prune(), 30_000).unref());
  }

  stop() {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
  }

  /** Recomputes the dashboards open here; sends each one that changed since it was last sent. */
  async tick() {
    if (this.ticking) return;
    this.ticking = true;
    try {
      const branches = this.realtime.localDashboardBranches();
      if (!branches.length) return;
      const { centres } = await readLiveParameters(this.db);
      for (const branchId of branches) {
        const answer = await dashboard(this.db, branchId, centres);
        const text = JSON.stringify(answer);
        if (this.lastSent.get(branchId) === text) continue;
        this.lastSent.set(branchId, text);
        this.realtime.emitDashboardLocal(branchId, answer);
      }
    } catch (err) {
      this.log.warn({ err }, 'dashboard event not sent');
    } finally {
      this.ticking = false;
    }
  }

  private async prune() {
    try {
      const { positionHistoryDays } = await readLiveParameters(this.db);
      const dropped = await prunePositions(this.db, positionHistoryDays);
      if (dropped.positions || dropped.events) this.log.info({ event: 'positions.pruned', ...dropped, days: positionHistoryDays }, 'old positions dropped');
    } catch (err) {
      this.log.warn({ err }, 'position history not pruned');
    }
  }
}
