import type { ScheduleRow } from '@limo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { orderVehicles } from '../db/schema/index.js';
import { ScheduleService } from '../modules/orders/schedules.service.js';
import type { Realtime } from './realtime.js';

/** Sends the `schedule` event for order vehicles that changed (docs/scheduling.md, "Live updates"). */
export class ScheduleFeed {
  private readonly schedules: ScheduleService;

  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
  ) {
    this.schedules = new ScheduleService(db);
  }

  /** Rows already read (the answer of an assignment): sent as they are. */
  send(branchId: number, rows: readonly ScheduleRow[]) {
    this.realtime.emitSchedule(branchId, rows);
  }

  /** These order vehicles, after their change committed (a driver's mark, a correction). */
  async vehiclesChanged(branchId: number, ids: readonly number[], log?: FastifyBaseLogger) {
    try {
      this.send(branchId, await this.schedules.rowsFor(ids, branchId));
    } catch (err) {
      log?.warn({ err, ids }, 'schedule event not sent');
    }
  }

  /**
   * Every vehicle of an order, removed ones included (they go out as cancelled), after its save
   * committed. A failure here never fails the save: the grids catch up at their next load.
   */
  async orderChanged(branchId: number, orderId: number, log?: FastifyBaseLogger) {
    try {
      const ids = (await this.db.select({ id: orderVehicles.id }).from(orderVehicles).where(eq(orderVehicles.orderId, orderId))).map((r) => r.id);
      this.send(branchId, await this.schedules.rowsFor(ids, branchId));
    } catch (err) {
      log?.warn({ err, orderId }, 'schedule event not sent');
    }
  }
}
