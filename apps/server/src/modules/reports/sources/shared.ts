import { and, type Column, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import type { ReportInput } from '../report-source.js';

/*
 * What the order vehicle reports share (rule 8, docs/reports.md): a live order vehicle (not removed
 * from its order) of an active order (status A) of the selected branch, picked up in the period
 * (operator dates, as stored); and who drives it, as one text.
 */

const ov = t.orderVehicles;

export function liveOrderVehicles(input: ReportInput): SQL {
  return and(
    eq(t.orders.branchId, input.branchId),
    eq(t.orders.orderStatus, 'A'),
    eq(ov.orderVehicleStatus, 'A'),
    gte(ov.pickupDate, input.dateFrom),
    lte(ov.pickupDate, input.dateTo),
  ) as SQL;
}

/**
 * "D001 Chan Tai Man" for a driver of ours, the vendor's code (and its driver's name when given) for an
 * outsourced job, null for neither. Needs drivers and the vendor (clients alias `vendor`) left-joined.
 */
export function driverOrVendorSql(vendor: { clientCode: Column }): SQL<string | null> {
  return sql<string | null>`case
    when ${t.drivers.id} is not null then ${t.drivers.driverNo} || ' ' || ${t.drivers.driverNameEng}
    when ${vendor.clientCode} is not null then ${vendor.clientCode} || coalesce(' ' || nullif(${ov.outsourceDriverName}, ''), '')
  end`;
}

/** A filter's value as an id (the body checked it). */
export const filterId = (input: ReportInput, name: string) => (input.filters[name] === undefined ? undefined : Number(input.filters[name]));
