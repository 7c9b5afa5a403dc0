import { priceLineIn, REFUSAL_NAMES, RESOURCES, type ServerLanguage, srvText, type StopWire, stopWire } from '@limo/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { notFound } from '../../engine/errors.js';
import { trackingUrl } from '../../engine/public-links.js';

/*
 * The order as getOrder answers it (issue 9's wire contract): the order's fields, and each order
 * vehicle with its stops, other charges, passengers, discounts on charges and saved price lines.
 */

export interface FareLineWire {
  kind: string;
  code: string;
  description: string;
  qty: number;
  unitAmount: string;
  amount: string;
  rule: string;
  /** The keys and parameters of description and rule (issue 30); none on lines saved before. */
  textCode?: string;
  textParams?: Record<string, never>;
  ruleCode?: string;
  ruleParams?: Record<string, never>;
}

export type OrderVehicleWire = Record<string, unknown> & {
  id: number;
  version: number;
  stops: StopWire[];
  fareLines: FareLineWire[];
  orderMiscs: Record<string, unknown>[];
  orderPaxes: Record<string, unknown>[];
  orderOCDiscounts: Record<string, unknown>[];
  /** The passenger's tracking link's token (issue 33); orderIn adds trackingUrl. */
  trackingToken: string;
};

export type OrderWire = Record<string, unknown> & { id: number; version: number; orderRefId: string; branchId: number; orderVehicles: OrderVehicleWire[] };

const money = (v: unknown) => (v === null || v === undefined ? null : Number(v).toFixed(2));

/** The fields of a definition, money as two decimals, decimals as numbers; plus id and version. */
function plain(name: string, row: Record<string, unknown>, drop: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id, version: row.version };
  for (const f of RESOURCES[name].fields) {
    if (drop.includes(f.name)) continue;
    const v = row[f.name];
    out[f.name] = f.type === 'money' ? money(v) : f.type === 'decimal' && v !== null && v !== undefined ? Number(v) : (v ?? null);
  }
  return out;
}

const byVehicle = <R extends { orderVehicleId: number }>(rows: R[]) => {
  const map = new Map<number, R[]>();
  for (const r of rows) map.set(r.orderVehicleId, [...(map.get(r.orderVehicleId) ?? []), r]);
  return map;
};

/** A saved line's keys and parameters (issue 30), when it was saved with them. */
const textOf = (l: { textCode: string | null; textParams: unknown; ruleCode: string | null; ruleParams: unknown }) => ({
  ...(l.textCode ? { textCode: l.textCode, textParams: (l.textParams ?? {}) as Record<string, never> } : {}),
  ...(l.ruleCode ? { ruleCode: l.ruleCode, ruleParams: (l.ruleParams ?? {}) as Record<string, never> } : {}),
});

/** Each order vehicle with its trackingUrl beside the trackingToken readOrder gives it. */
const withTrackingUrls = (order: OrderWire, base: string): OrderWire => ({
  ...order,
  orderVehicles: order.orderVehicles.map((v) => ({ ...v, trackingUrl: trackingUrl(base, v.trackingToken) })),
});

/**
 * The order as answered: its saved price lines worded in `lang` (a line saved before issue 30 keeps its
 * English), each vehicle's tracking link on `base` (engine/public-links.ts publicBase: PUBLIC_URL or the caller's origin).
 */
export const orderIn = (order: OrderWire, lang: ServerLanguage, base: string): OrderWire =>
  withTrackingUrls(
    {
      ...order,
      orderVehicles: order.orderVehicles.map((v) => ({ ...v, fareLines: v.fareLines.map((l) => priceLineIn(lang, l)) })),
    },
    base,
  );

/** The order of the branch with everything under it; 404 when there is none in that branch. */
export async function readOrder(db: Db | Tx, id: number, branchId: number): Promise<OrderWire> {
  const [order] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.id, id), eq(t.orders.branchId, branchId)));
  if (!order) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.order, id: id }));
  const vehicles = await db.select().from(t.orderVehicles).where(eq(t.orderVehicles.orderId, id)).orderBy(asc(t.orderVehicles.seqNo));
  const ids = vehicles.map((v) => v.id);
  const none = ids.length === 0;
  const [stops, lines, miscs, paxes, discounts] = await Promise.all([
    none ? [] : db.select().from(t.orderVehicleStops).where(inArray(t.orderVehicleStops.orderVehicleId, ids)).orderBy(asc(t.orderVehicleStops.seq)),
    none ? [] : db.select().from(t.orderFareLines).where(inArray(t.orderFareLines.orderVehicleId, ids)).orderBy(asc(t.orderFareLines.seq)),
    db.select().from(t.orderMiscs).where(eq(t.orderMiscs.orderId, id)).orderBy(asc(t.orderMiscs.id)),
    db.select().from(t.orderPaxes).where(eq(t.orderPaxes.orderId, id)).orderBy(asc(t.orderPaxes.id)),
    db.select().from(t.orderOCDiscounts).where(eq(t.orderOCDiscounts.orderId, id)).orderBy(asc(t.orderOCDiscounts.id)),
  ]);
  const [stopsOf, linesOf, miscsOf, paxesOf, discountsOf] = [byVehicle(stops), byVehicle(lines), byVehicle(miscs), byVehicle(paxes), byVehicle(discounts)];
  const child = (name: string, rows: Record<string, unknown>[] | undefined) => (rows ?? []).map((r) => plain(name, r, ['orderId', 'orderVehicleId']));
  return {
    ...plain('orders', order),
    orderVehicles: vehicles.map((v) => ({
      ...plain('orderVehicles', v, ['orderId']),
      // The passenger's tracking link (issue 33): orderIn adds its URL.
      trackingToken: v.trackingToken,
      stops: (stopsOf.get(v.id) ?? []).map(stopWire),
      fareLines: (linesOf.get(v.id) ?? []).map((l) => ({
        kind: l.kind,
        code: l.code,
        description: l.description,
        qty: Number(l.qty),
        unitAmount: money(l.unitAmount) as string,
        amount: money(l.amount) as string,
        rule: l.rule,
        ...textOf(l),
      })),
      orderMiscs: child('orderMiscs', miscsOf.get(v.id)),
      orderPaxes: child('orderPaxes', paxesOf.get(v.id)),
      orderOCDiscounts: child('orderOCDiscounts', discountsOf.get(v.id)),
    })) as OrderVehicleWire[],
  } as OrderWire;
}
