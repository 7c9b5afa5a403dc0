import type { JobStatus, ScheduleRow } from '@limo/domain';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.js';

/*
 * What the modules tell the rooms above them (issue 29, docs/decisions.md): a module publishes what
 * happened in the transaction of the change, and the partner outbox and the live feeds subscribe at
 * start-up, so no module imports them. One registry per app (buildApp), passed down like db: two apps
 * in one process keep their own subscribers.
 */

/** What happened, named as the operator would say it, with what a subscriber needs of it. */
export interface Happenings {
  /** An order was taken or changed, its vehicles added, changed or removed. */
  orderChanged: { branchId: number; orderId: number };
  /** A change of its status cancelled or voided an order. */
  orderCancelled: { orderId: number; by: string };
  /** Order vehicles changed in bulk: a batch taken or voided, prices recalculated, the partner's drivers put on jobs. */
  orderVehiclesChanged: { branchId: number; orderVehicleIds: readonly number[] };
  /** A job got a driver, or its driver or vehicle changed while it has one. */
  driverAssigned: { orderVehicleId: number };
  /** A dispatcher changed jobs on the grid (assigned, unassigned, outsourced, moved, second calls): their rows as read after the commit. */
  scheduleChanged: { branchId: number; rows: readonly ScheduleRow[] };
  /** The main driver's status of a job changed, by a mark or a correction; null when a correction cleared it. */
  jobStatusChanged: { orderVehicleId: number; jobStatus: JobStatus | null; at?: string | null };
  /** A driver's job moved on: the driver's mark or the office's correction. */
  driverJobChanged: { branchId: number; orderVehicleId: number; driverId: number };
  /** A driver's live position moved. */
  driverMoved: { branchId: number; driverId: number };
  /** The operator confirmed an order booked on the client portal (issue 33). */
  portalOrderConfirmed: { orderId: number };
  /** The operator rejected an order booked on the client portal, with the reason the booker is told (issue 33). */
  portalOrderRejected: { orderId: number; reason: string };
}

export type Happening = keyof Happenings;
/** Writes in the publisher's transaction: it commits or rolls back with the change. */
export type InTransaction<K extends Happening> = (tx: Tx, event: Happenings[K]) => Promise<unknown>;
/** Runs once the change committed, before the call that made it answers; the log is the request's where it has one. */
export type AfterCommit<K extends Happening> = (event: Happenings[K], log?: FastifyBaseLogger) => Promise<unknown> | void;

interface Published {
  name: Happening;
  event: unknown;
}

export class Events {
  private readonly during: { [K in Happening]?: InTransaction<K>[] } = {};
  private readonly after: { [K in Happening]?: AfterCommit<K>[] } = {};
  /** The transactions opened here, each with what was published in it so far. */
  private readonly open = new WeakMap<Db | Tx, Published[]>();

  inTransaction<K extends Happening>(name: K, handler: InTransaction<K>) {
    ((this.during[name] ??= []) as InTransaction<K>[]).push(handler);
  }

  afterCommit<K extends Happening>(name: K, handler: AfterCommit<K>) {
    ((this.after[name] ??= []) as AfterCommit<K>[]).push(handler);
  }

  /**
   * Runs `work` in a transaction of `db` (a savepoint when `db` is a transaction opened here). What it
   * publishes reaches the after-commit subscribers, with `log` (the request's), once the outermost one
   * commits, before this answers for it; a savepoint that rolls back takes its events with it. Inside a
   * transaction opened elsewhere (the demo's) nothing can wait for the commit: see publish.
   */
  async transaction<T>(db: Db | Tx, log: FastifyBaseLogger | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
    const outer = this.open.get(db);
    if (!outer && db instanceof PgTransaction) return db.transaction(work);
    const published: Published[] = [];
    const result = await db.transaction((tx) => {
      this.open.set(tx, published);
      return work(tx);
    });
    if (outer) outer.push(...published);
    else await this.deliver(published, log);
    return result;
  }

  /**
   * In the change's transaction: the in-transaction subscribers at once, the after-commit ones once it
   * commits. A happening with after-commit subscribers needs a transaction opened by `transaction`.
   */
  async publish<K extends Happening>(tx: Tx, name: K, event: Happenings[K]): Promise<void> {
    for (const handler of (this.during[name] ?? []) as InTransaction<K>[]) await handler(tx, event);
    const published = this.open.get(tx);
    if (published) published.push({ name, event });
    else if (this.after[name]?.length) throw new Error(`${name} was published in a transaction not opened by events.transaction: nothing waits for its commit`);
  }

  /**
   * A change committed already (one statement that was its own transaction, or rows read after the
   * commit): the after-commit subscribers, now. In-transaction subscribers would have nothing to write in.
   */
  async committed<K extends Happening>(name: K, event: Happenings[K], log?: FastifyBaseLogger): Promise<void> {
    if (this.during[name]?.length) throw new Error(`${name} has in-transaction subscribers: publish it in the change's transaction`);
    await this.deliver([{ name, event }], log);
  }

  /** In the order published, one subscriber after another; a subscriber that must not fail the call catches its own errors. */
  private async deliver(published: Published[], log?: FastifyBaseLogger) {
    for (const { name, event } of published) for (const handler of this.after[name] ?? []) await (handler as AfterCommit<Happening>)(event as never, log);
  }
}
