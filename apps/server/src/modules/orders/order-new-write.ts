import { getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ident, jsonRows } from './order-batch-insert.js';

/*
 * A new order and every row under it written by one statement (docs/decisions.md, "Issue 30: demo
 * load"): the order, its vehicles, their stops, charges, passengers, charge discounts and price lines,
 * and its history, as data-modifying CTEs, each table's rows one JSON parameter read by
 * json_populate_recordset (order-batch-insert.ts). A row under a vehicle names it by its seqNo in
 * orderVehicleId; the statement puts the vehicle's new id there, and the order's in orderId. The rows
 * are the ones createOrder built before, so the order reads back the same; each table's rows go in
 * the order given, taking their ids in that order.
 */

export interface NewOrderRows {
  order: Record<string, unknown>;
  /** Every row sets seqNo (from 1). */
  vehicles: Record<string, unknown>[];
  /** The rows of each table under the vehicles: orderVehicleId is the vehicle's seqNo; orderId, when the table has it, any number. */
  under: [Table, Record<string, unknown>[]][];
  /** orderVehicleId a vehicle's seqNo, or null for the order's own rows; orderId any number. */
  history: Record<string, unknown>[];
}

// A field of the body left out of one vehicle and given on another is null in the first, as drizzle wrote it.
const ABSENT_AS_NULL = { absentAsNull: true };

/** Writes the order and its rows in one statement; answers the order's id. */
export async function insertNewOrder(tx: Tx, rows: NewOrderRows): Promise<number> {
  const column = (c: string) => sql.raw(`r.${ident(c)}`);
  const vehicles = jsonRows(t.orderVehicles, rows.vehicles, ABSENT_AS_NULL);
  // The first pick-up of the vehicles (all new, so active), as refreshFirstPickup reckons it.
  const firstPickup = sql`(select min(pickup_date + pickup_time) from json_populate_recordset(null::order_vehicles, ${vehicles.json}::json))`;
  const order = jsonRows(t.orders, [rows.order], ABSENT_AS_NULL);
  const steps: SQL[] = [
    step('o', t.orders, [...order.columns.filter((c) => c !== 'first_pickup_at'), 'first_pickup_at'], order.json, {
      value: (c) => (c === 'first_pickup_at' ? firstPickup : column(c)),
      returning: 'returning id',
    }),
    step('v', t.orderVehicles, [...vehicles.columns.filter((c) => c !== 'order_id'), 'order_id'], vehicles.json, {
      value: (c) => (c === 'order_id' ? sql.raw('o.id') : column(c)),
      joins: 'cross join o',
      returning: 'returning id, seq_no',
    }),
  ];
  const under = (name: string, table: Table, list: Record<string, unknown>[], join: string) => {
    if (list.length === 0) return;
    const { columns, json } = jsonRows(table, list, ABSENT_AS_NULL);
    const value = (c: string) => (c === 'order_id' ? sql.raw('o.id') : c === 'order_vehicle_id' ? sql.raw('v.id') : column(c));
    steps.push(step(name, table, columns, json, { value, joins: `cross join o ${join} v on v.seq_no = r.order_vehicle_id` }));
  };
  rows.under.forEach(([table, list], i) => under(`c${i}`, table, list, 'join'));
  under('h', t.orderHistories, rows.history, 'left join');
  const result = await tx.execute(sql`with ${sql.join(steps, sql`, `)} select o.id from o`);
  return Number((result.rows[0] as { id: number | string }).id);
}

/** `name as (insert into table (columns) select values from json_populate_recordset(rows) r joins returning)`, in the rows' order. */
function step(name: string, table: Table, columns: string[], json: string, how: { value: (column: string) => SQL; joins?: string; returning?: string }): SQL {
  const target = ident(getTableName(table));
  const values = sql.join(columns.map(how.value), sql`, `);
  return sql`${sql.raw(`${name} as (insert into ${target} (${columns.map(ident).join(', ')}) select `)}${values}${sql.raw(
    ` from json_populate_recordset(null::${target}, `,
  )}${json}::json) with ordinality r ${sql.raw(`${how.joins ?? ''} order by r.ordinality ${how.returning ?? ''})`)}`;
}
