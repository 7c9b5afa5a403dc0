import {
  NEW_ORDER_STATUSES,
  VOUCHER_ACTIVE,
  type GridTimesParameters,
  type OrderBody,
  orderBodySchema,
  redeemRefusalText,
  type ServerText,
  typedParmValue,
} from '@limo/domain';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { boundProblems } from '../../engine/body-bounds.js';
import { type FieldProblem, fieldsRefused } from '../../engine/errors.js';
import { issueProblems, parseWithPaths, withBounds } from '../../engine/parse-paths.js';
import type { PricingService } from '../pricing/pricing.service.js';

// Moved to the engine, where the route validator renders with it (issue 31).
export { parseWithPaths };

/** The body of createOrder or updateOrder, or a 400 listing every problem by its place. */
export function parseOrderBody(body: unknown): OrderBody {
  return parseWithPaths(orderBodySchema, body);
}

/**
 * parseOrderBody that also names, in the same 400, the ids of every vehicle that name no record
 * (a missing field of one row must not hide an unknown vehicle type of the next).
 */
export async function parseOrderBodyAll(pricing: PricingService, body: unknown, branch: number): Promise<OrderBody> {
  const result = orderBodySchema.safeParse(body);
  const bounds = boundProblems(orderBodySchema, body);
  if (result.success && !bounds.length) return result.data;
  const problems = withBounds(result.success ? [] : issueProblems(result.error.issues, body), bounds);
  const rows = (body as { orderVehicles?: unknown } | null)?.orderVehicles;
  const clientId = (body as { clientId?: unknown } | null)?.clientId;
  if (Array.isArray(rows)) {
    for (const [i, row] of rows.entries()) {
      if (!row || typeof row !== 'object') continue;
      const r = row as Record<string, unknown>;
      // The names of getOrderTariff; the client is looked at with the first row only.
      const asked = { ...r, clientId: i === 0 ? clientId : undefined, ocs: r.orderMiscs, tariffOcId: undefined };
      for (const u of await pricing.unknownReferences(asked, branch)) {
        const field = u.field === 'clientId' ? 'clientId' : `orderVehicles[${i}].${u.field.replace(/^ocs/, 'orderMiscs')}`;
        problems.push({ field, value: u.value, message: `${field}: ${u.message}`, code: 'UNKNOWN_REFERENCE', params: { id: u.value } });
      }
    }
  }
  throw fieldsRefused(problems);
}

/** The records new orders name beside what the pricing reads: clients, order events, cancel reasons. */
export interface ReferenceFacts {
  clients: Map<number, { code: string; status: string | null }>;
  events: Map<number, { clientId: number | null }>;
  reasons: Set<number>;
}

/** Reads the records the orders name, in one query a table (a batch of orders reads them once). */
export async function referenceFacts(db: Db, orders: readonly OrderBody[]): Promise<ReferenceFacts> {
  const ids = (pick: (o: OrderBody) => number | null) => [...new Set(orders.map(pick).filter((id): id is number => id !== null))];
  const [clientIds, eventIds, reasonIds] = [ids((o) => o.clientId), ids((o) => o.orderEventId), ids((o) => o.cancelReasonId)];
  const clients = clientIds.length
    ? await db.select({ id: t.clients.id, code: t.clients.clientCode, status: t.clients.recordStatus }).from(t.clients).where(inArray(t.clients.id, clientIds))
    : [];
  const events = eventIds.length
    ? await db.select({ id: t.orderEvents.id, clientId: t.orderEvents.clientId }).from(t.orderEvents).where(inArray(t.orderEvents.id, eventIds))
    : [];
  const reasons = reasonIds.length ? await db.select({ id: t.cancelReasons.id }).from(t.cancelReasons).where(inArray(t.cancelReasons.id, reasonIds)) : [];
  return {
    clients: new Map(clients.map((c) => [c.id, { code: c.code, status: c.status }])),
    events: new Map(events.map((e) => [e.id, { clientId: e.clientId }])),
    reasons: new Set(reasons.map((r) => r.id)),
  };
}

/** What the pricing does not check of an order: its client is active, its event and cancel reason exist. */
export function referenceProblemsOf(order: OrderBody, facts: ReferenceFacts): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const at = (field: string, value: unknown, code: string, message: string, params?: FieldProblem['params']) =>
    problems.push({ field, value, code, message: `${field}: ${message}`, ...(params ? { params } : {}) });
  const client = facts.clients.get(order.clientId);
  if (client && client.status !== 'A')
    at('clientId', order.clientId, 'CANCELLED_REFERENCE', `client ${client.code} is cancelled: no new booking can be taken for it`);
  if (order.orderEventId) {
    const id = order.orderEventId;
    const event = facts.events.get(id);
    if (!event) at('orderEventId', id, 'UNKNOWN_REFERENCE', `order event ${id} does not exist`, { id });
    else if (event.clientId && event.clientId !== order.clientId) at('orderEventId', id, 'OTHER_CLIENT', `order event ${id} belongs to another client`);
  }
  const reason = order.cancelReasonId;
  if (reason && !facts.reasons.has(reason)) at('cancelReasonId', reason, 'UNKNOWN_REFERENCE', `cancel reason ${reason} does not exist`, { id: reason });
  return problems;
}

export async function referenceProblems(db: Db, order: OrderBody): Promise<FieldProblem[]> {
  return referenceProblemsOf(order, await referenceFacts(db, [order]));
}

/** A new order's problems beside its price: its status (P or A only) and the records it names. */
export function newOrderProblems(order: OrderBody, facts: ReferenceFacts): FieldProblem[] {
  const problems = referenceProblemsOf(order, facts);
  if (!(NEW_ORDER_STATUSES as readonly string[]).includes(order.orderStatus)) {
    problems.unshift({
      field: 'orderStatus',
      value: order.orderStatus,
      code: 'NOT_ONE_OF',
      params: { values: NEW_ORDER_STATUSES.join(', ') },
      message: `orderStatus of a new order must be P (pending) or A (active), not ${order.orderStatus}`,
    });
  }
  return problems;
}

/**
 * A voucher typed on the order that was redeemed (or voided) already is a conflict (409), not bad
 * input: `mine` are the numbers this order holds itself, which may stay.
 */
export async function usedVoucherRefusal(db: Db, numbers: string[], mine: ReadonlySet<string> = new Set()): Promise<ServerText | undefined> {
  const wanted = [...new Set(numbers.filter((n) => !mine.has(n)))];
  if (wanted.length === 0) return undefined;
  const rows = await db
    .select({ no: t.vouchers.voucherNo, status: t.vouchers.voucherStatus, serviceDate: t.vouchers.serviceDate })
    .from(t.vouchers)
    .where(inArray(t.vouchers.voucherNo, wanted));
  const used = rows.find((r) => r.status !== VOUCHER_ACTIVE);
  if (!used) return undefined;
  return redeemRefusalText({ voucherNo: used.no, voucherStatus: used.status, serviceDate: used.serviceDate }, null) ?? undefined;
}

const PARAMETER_KEYS = { arrivalMeetingMinutes: 30, defaultTripMinutes: 60 } as const;

/** The grid-time parameters (docs/ordering.md), their defaults when unset or not a number of minutes. */
export async function gridTimesParameters(db: Db): Promise<GridTimesParameters> {
  const rows = await db
    .select({ key: t.sysParameters.parmKey, value: t.sysParameters.parmValue })
    .from(t.sysParameters)
    .where(and(inArray(t.sysParameters.parmKey, Object.keys(PARAMETER_KEYS))));
  const out: GridTimesParameters = { ...PARAMETER_KEYS };
  for (const r of rows) {
    const v = typedParmValue(r.value);
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 24 * 60) out[r.key as keyof GridTimesParameters] = v;
  }
  return out;
}
