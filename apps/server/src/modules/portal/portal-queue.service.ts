import { type ServerLanguage, srvText } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, conflict } from '../../engine/errors.js';
import type { Events } from '../../engine/events.js';
import { orderIn, readOrder } from '../orders/order-read.js';
import { OrderService } from '../orders/order.service.js';
import { portalFacts, withPortalStatus } from './portal-read.js';
import { cancelReasonId } from './portal-reasons.js';

/*
 * The operator's "To confirm" queue (issue 33, docs/portal.md): orders booked on the portal and
 * pending (P), confirmed (A) or rejected (C with the reason kept, so the booker sees REJECTED) through
 * the order service, with portalOrderConfirmed / portalOrderRejected published in the same
 * transaction (the messages module queues the booker's message there).
 */

export const REJECT_REASON_MAX = 500;

export interface QueueQuery {
  status: 'P' | 'A' | 'C' | 'V';
  page: number;
  size: number;
}

export class PortalQueue {
  private readonly orders: OrderService;

  constructor(
    private readonly db: Db,
    private readonly events: Events,
  ) {
    this.orders = new OrderService(db, events);
  }

  /** The branch's portal orders of a status, the earliest pick-up first: ref, client, booker, pick-up, vehicle type, price. */
  async list(principal: Principal, q: QueueQuery) {
    const where = sql`o.branch_id = ${principal.selectedBranchId} and o.order_status = ${q.status}`;
    const [{ n }] = (
      await this.db.execute<{ n: number }>(sql`select count(*)::int as n from portal_orders po join orders o on o.id = po.order_id where ${where}`)
    ).rows;
    type Row = {
      id: number;
      order_ref_id: string;
      client_id: number;
      client_code: string;
      client_name: string;
      client_name_chi: string | null;
      booker_name: string;
      booker_username: string;
      pickup_date: string | null;
      pickup_time: string | null;
      vehicle_type_id: number | null;
      vehicle_type: string | null;
      total: string | null;
      booked_at: string;
    };
    const rows = (
      await this.db.execute<Row>(sql`
      select o.id, o.order_ref_id, o.client_id, c.client_code, c.client_name_eng as client_name, c.client_name_chi,
        u.name as booker_name, u.username as booker_username,
        to_char(v.pickup_date, 'YYYY-MM-DD') as pickup_date, to_char(v.pickup_time, 'HH24:MI') as pickup_time,
        v.vehicle_type_id, vt.vehicle_type,
        (select to_char(sum(x.fare_amt), 'FM999999999990.00') from order_vehicles x where x.order_id = o.id and x.order_vehicle_status = 'A') as total,
        to_char(po.create_dt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as booked_at
      from portal_orders po
      join orders o on o.id = po.order_id
      join clients c on c.id = o.client_id
      join client_users u on u.id = po.client_user_id
      left join lateral (select * from order_vehicles x where x.order_id = o.id
        order by (x.order_vehicle_status = 'A') desc, x.pickup_date, x.pickup_time, x.seq_no limit 1) v on true
      left join vehicle_types vt on vt.id = v.vehicle_type_id
      where ${where}
      order by v.pickup_date, v.pickup_time, o.id
      limit ${q.size} offset ${q.page * q.size}`)
    ).rows;
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        orderRefId: r.order_ref_id,
        clientId: Number(r.client_id),
        clientCode: r.client_code,
        clientName: r.client_name,
        clientNameChi: r.client_name_chi,
        bookerName: r.booker_name,
        bookerUsername: r.booker_username,
        pickupDate: r.pickup_date,
        pickupTime: r.pickup_time,
        vehicleTypeId: r.vehicle_type_id === null ? null : Number(r.vehicle_type_id),
        vehicleType: r.vehicle_type,
        total: r.total,
        bookedAt: r.booked_at,
      })),
      total: Number(n),
      page: q.page,
      size: q.size,
    };
  }

  /** The branch's portal orders waiting for confirmation: the menu's badge. */
  async count(principal: Principal): Promise<{ count: number }> {
    const [{ n }] = (
      await this.db.execute<{ n: number }>(sql`
      select count(*)::int as n from portal_orders po join orders o on o.id = po.order_id
      where o.branch_id = ${principal.selectedBranchId} and o.order_status = 'P'`)
    ).rows;
    return { count: Number(n) };
  }

  /** The pending portal order of the branch; 404 when there is none, 409 when it is not a portal order or not pending. */
  private async pending(id: number, principal: Principal) {
    const before = await readOrder(this.db, id, principal.selectedBranchId);
    const facts = await portalFacts(this.db, id);
    if (facts.clientUserId === null) throw conflict(srvText('srv.portal.notPortal', { ref: before.orderRefId })).withCode('NOT_PORTAL');
    if (before.orderStatus !== 'P')
      throw conflict(srvText('srv.portal.notPending', { ref: before.orderRefId, status: withPortalStatus(before, facts).portalStatus })).withCode(
        'NOT_PENDING',
      );
    return before;
  }

  async confirm(id: number, principal: Principal, lang: ServerLanguage, base: string, log?: FastifyBaseLogger) {
    const before = await this.pending(id, principal);
    await this.orders.update(id, { ...before, orderStatus: 'A' }, principal, before.version, log, async (tx) => {
      await this.events.publish(tx, 'portalOrderConfirmed', { orderId: id });
    });
    return this.answer(id, principal, lang, base);
  }

  /** A 404 for an unknown order comes before a missing reason (the order is named by the path). */
  async reject(id: number, reason: string | undefined, principal: Principal, lang: ServerLanguage, base: string, log?: FastifyBaseLogger) {
    const before = await this.pending(id, principal);
    const said = (reason ?? '').trim();
    if (!said || said.length > REJECT_REASON_MAX) throw badRequest(srvText('srv.portal.reasonRequired'));
    const reasonId = await cancelReasonId(this.db, 'reject');
    await this.orders.update(id, { ...before, orderStatus: 'C', cancelReasonId: reasonId }, principal, before.version, log, async (tx) => {
      await tx
        .update(t.portalOrders)
        .set({ rejected: 1, reason: said })
        .where(sql`${t.portalOrders.orderId} = ${id}`);
      await this.events.publish(tx, 'portalOrderRejected', { orderId: id, reason: said });
    });
    return this.answer(id, principal, lang, base);
  }

  /** getOrder's answer plus portalStatus and the rejection's reason. */
  private async answer(id: number, principal: Principal, lang: ServerLanguage, base: string) {
    const order = orderIn(await readOrder(this.db, id, principal.selectedBranchId), lang, base);
    const facts = await portalFacts(this.db, id);
    return { ...withPortalStatus(order, facts), rejectReason: facts.rejected ? facts.reason : null };
  }
}
