import { srvText } from '@limo/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, conflict, pgError } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { PricingService } from '../pricing/pricing.service.js';
import { checkRows } from './order-batch-check.js';
import { type BatchAnswer, batchEnvelope } from './order-batch.schemas.js';
import { type BatchOrder, writeBatch } from './order-batch-write.js';
import { gridTimesParameters, parseWithPaths } from './order-parse.js';
import { newOrderRefIds } from './order-ref.js';

/*
 * createOrderBatch (issue 15, docs/order-operations.md): up to 2,000 createOrder bodies, all or
 * nothing. Every row is read, checked and priced as createOrder does; one bad row refuses the batch
 * (400, every row's errors listed); a dry run answers the same rows and saves nothing; otherwise all
 * orders are written in one transaction. An Idempotency-Key retry within 24 hours answers the first
 * batch's answer, as createOrder answers its first order.
 */

const IDEMPOTENCY_HOURS = 24;

/** Thrown inside the transaction when a concurrent retry with the same key won the race. */
class KeyTaken extends Error {}

export interface BatchOutcome {
  status: 200 | 201 | 400;
  answer: BatchAnswer;
  /** The answer is the first batch's, for a retry of its key. */
  replayed: boolean;
}

const since = () => sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`;

export class OrderBatchService {
  private readonly pricing: PricingService;

  constructor(
    private readonly db: Db,
    private readonly events: Events,
  ) {
    this.pricing = new PricingService(db);
  }

  async run(body: unknown, principal: Principal, idempotencyKey?: string, log?: FastifyBaseLogger): Promise<BatchOutcome> {
    const key = idempotencyKey?.trim();
    if (key !== undefined && (key.length === 0 || key.length > 200)) throw badRequest(srvText('srv.ord.idempotencyKey'));
    const { dryRun, orders } = parseWithPaths(batchEnvelope, body);
    // A dry run saves nothing, so it neither answers nor keeps a key.
    const useKey = dryRun ? undefined : key;
    if (useKey) {
      const prior = await this.replay(principal, useKey);
      if (prior) return { status: 201, answer: prior, replayed: true };
    }
    const branch = principal.selectedBranchId;
    const checked = await checkRows(this.db, this.pricing.forBatch(), orders, branch);
    const rows = checked.map((c) => ({ row: c.row, fareAmt: c.fareAmt, errors: c.errors }));
    // A dry run is answered whatever its rows hold: listing their problems is what it is for.
    if (dryRun) return { status: 200, answer: { created: 0, orders: rows }, replayed: false };
    if (rows.some((r) => r.errors.length > 0)) return { status: 400, answer: { created: 0, orders: rows }, replayed: false };

    const fresh = await newOrderRefIds(this.db, branch, checked.filter((c) => !c.order?.orderRefId).length);
    const batch: BatchOrder[] = checked.map((c) => ({
      row: c.row,
      order: c.order!,
      prices: c.prices!,
      overridden: c.overridden,
      refId: c.order?.orderRefId ?? (fresh.shift() as string),
    }));
    const parameters = await gridTimesParameters(this.db);
    try {
      return await this.events.transaction(this.db, log, async (tx) => {
        const { ids, vehicleIds } = await writeBatch(tx, batch, principal, parameters);
        const answer: BatchAnswer = {
          created: batch.length,
          orders: batch.map((b, i) => ({ row: b.row, id: ids.get(b.row) as number, orderRefId: b.refId, fareAmt: rows[i].fareAmt, errors: [] })),
        };
        if (useKey) await this.keepKey(tx, principal, useKey, answer);
        await this.events.publish(tx, 'orderVehiclesChanged', { branchId: branch, orderVehicleIds: vehicleIds });
        return { status: 201 as const, answer, replayed: false };
      });
    } catch (err) {
      if (err instanceof KeyTaken && useKey) {
        const prior = await this.replay(principal, useKey);
        if (prior) return { status: 201, answer: prior, replayed: true };
      }
      const pg = pgError(err);
      if (pg?.code === '23505' && pg.constraint === 'orders_branch_ref_unique') throw conflict(srvText('srv.ord.batchRefTaken'));
      throw err;
    }
  }

  /**
   * The answer of the batch a key made within the last 24 hours, if any. Its orders are of one
   * branch: a retry selecting another branch is refused, as createOrder refuses it.
   */
  private async replay(principal: Principal, key: string): Promise<BatchAnswer | undefined> {
    const k = t.orderBatchIdempotencyKeys;
    const [row] = await this.db
      .select({ answer: k.answer })
      .from(k)
      .where(and(eq(k.staffId, principal.staffId), eq(k.idempotencyKey, key), gt(k.createDt, since())));
    if (!row) return undefined;
    const answer = row.answer as BatchAnswer;
    const first = answer.orders[0]?.id;
    const [inBranch] = first
      ? await this.db
          .select({ id: t.orders.id })
          .from(t.orders)
          .where(and(eq(t.orders.id, first), eq(t.orders.branchId, principal.selectedBranchId)))
      : [];
    if (!inBranch) throw conflict(srvText('srv.ord.keyOtherBranchBatch', { key }));
    return answer;
  }

  /** Records the key with the answer; a concurrent retry that got there first rolls this batch back (KeyTaken). */
  private async keepKey(tx: Tx, principal: Principal, key: string, answer: BatchAnswer) {
    const k = t.orderBatchIdempotencyKeys;
    const match = and(eq(k.staffId, principal.staffId), eq(k.idempotencyKey, key));
    await tx.delete(k).where(and(match, lt(k.createDt, since())));
    const kept = await tx
      .insert(k)
      .values({ staffId: principal.staffId, idempotencyKey: key, answer })
      .onConflictDoNothing()
      .returning({ key: k.idempotencyKey });
    if (kept.length === 0) throw new KeyTaken();
  }
}
