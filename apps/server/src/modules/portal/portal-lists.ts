import { en, isPortalStatus, type PortalStatus, SERVICE_TYPES, zhHK } from '@limo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/*
 * The portal's lists (issue 33): the client's trips a page at a time, what the booking form picks
 * from, and the client's invoices. Each reads the user's client only.
 */

/**
 * The portal status of an order in SQL, read from its first live vehicle (else its first): the same
 * words as portalStatusOf (packages/domain/src/rules/portal), for filtering and paging in the database.
 */
const STATUS = sql`case
  when o.order_status in ('C', 'V') then case when coalesce(po.rejected, 0) = 1 then 'REJECTED' else 'CANCELLED' end
  when v.order_vehicle_status <> 'A' then case when o.order_status = 'P' then 'PENDING' else 'CANCELLED' end
  when o.order_status = 'P' then 'PENDING'
  when v.noshow_flag = 1 then 'NO_SHOW'
  when v.job_status in ('ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED', 'NO_SHOW') then v.job_status
  when v.job_status = 'ACK' or v.driver_id is not null or v.outsource_vendor_id is not null then 'ASSIGNED'
  else 'CONFIRMED' end`;

/** The trip of an order the lists show: its first live vehicle by pick-up, else its first. */
const TRIP = sql`join lateral (
    select * from order_vehicles x where x.order_id = o.id
    order by (x.order_vehicle_status = 'A') desc, x.pickup_date, x.pickup_time, x.seq_no limit 1) v on true
  left join portal_orders po on po.order_id = o.id`;

const placeText = (zh: boolean, location: string, address: string) =>
  zh
    ? sql.raw(`coalesce((select coalesce(l.location_desc_chi, l.location_desc_eng) from locations l where l.id = ${location}), ${address})`)
    : sql.raw(`coalesce((select l.location_desc_eng from locations l where l.id = ${location}), ${address})`);

export interface TripQuery {
  from?: string;
  to?: string;
  status?: PortalStatus;
  page: number;
  size: number;
}

export async function listTrips(db: Db, clientId: number, q: TripQuery, lang: string) {
  const zh = lang === 'zh-HK';
  const where: SQL[] = [sql`o.client_id = ${clientId}`];
  if (q.from) where.push(sql`v.pickup_date >= ${q.from}`);
  if (q.to) where.push(sql`v.pickup_date <= ${q.to}`);
  if (q.status) where.push(sql`(${STATUS}) = ${q.status}`);
  const filter = sql.join(where, sql` and `);
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from orders o ${TRIP} where ${filter}`)).rows;
  const rows = (
    await db.execute<{
      id: number;
      order_ref_id: string;
      pickup_date: string;
      pickup_time: string;
      pickup_text: string | null;
      dropoff_text: string | null;
      vehicle_type_id: number;
      portal_status: string;
      total: string | null;
    }>(sql`
    select o.id, o.order_ref_id, to_char(v.pickup_date, 'YYYY-MM-DD') as pickup_date, to_char(v.pickup_time, 'HH24:MI') as pickup_time,
      ${placeText(zh, 'v.pickup_location_id', 'v.pickup_address')} as pickup_text,
      ${placeText(zh, 'v.dropoff_location_id', 'v.dropoff_address')} as dropoff_text,
      v.vehicle_type_id, ${STATUS} as portal_status,
      (select to_char(sum(x.fare_amt), 'FM999999999990.00') from order_vehicles x where x.order_id = o.id and x.order_vehicle_status = 'A') as total
    from orders o ${TRIP}
    where ${filter}
    order by v.pickup_date, v.pickup_time, o.id
    limit ${q.size} offset ${q.page * q.size}`)
  ).rows;
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      orderRefId: r.order_ref_id,
      pickupDate: r.pickup_date,
      pickupTime: r.pickup_time,
      pickupText: r.pickup_text,
      dropoffText: r.dropoff_text,
      vehicleTypeId: Number(r.vehicle_type_id),
      portalStatus: isPortalStatus(r.portal_status) ? r.portal_status : 'CONFIRMED',
      total: r.total,
    })),
    total: Number(n),
    page: q.page,
    size: q.size,
  };
}

/** What the booking form picks from: the service types (ids are their codes), the branch's active vehicle types, the zones and the active locations. */
export async function bookingLookups(db: Db, branchId: number) {
  const types = (
    await db.execute<{ id: number; name: string; name_chi: string | null; max_pax: number }>(sql`
    select vt.id, vt.vehicle_type_desc_eng as name, vt.vehicle_type_desc_chi as name_chi, vt.max_capacity as max_pax
    from vehicle_types vt
    where vt.record_status = 'A' and exists (select 1 from vehicle_type_branches b where b.vehicle_type_id = vt.id and b.branch_id = ${branchId})
    order by vt.display_seq, vt.id`)
  ).rows;
  const zones = (
    await db.execute<{ zone: string }>(sql`
    select distinct upper(trim(contract_label)) as zone from locations
    where record_status = 'A' and coalesce(trim(contract_label), '') <> '' order by 1`)
  ).rows;
  const locations = (
    await db.execute<{ id: number; name: string; name_chi: string | null }>(sql`
    select id, location_desc_eng as name, location_desc_chi as name_chi from locations where record_status = 'A' order by location_desc_eng, id`)
  ).rows;
  return {
    serviceTypes: SERVICE_TYPES.map((id) => ({ id, name: en[`option.serviceType.${id}`], nameChi: zhHK[`option.serviceType.${id}`] })),
    vehicleTypes: types.map((r) => ({ id: Number(r.id), name: r.name, nameChi: r.name_chi, maxPax: Number(r.max_pax) })),
    zones: zones.map((r) => r.zone),
    locations: locations.map((r) => ({ id: Number(r.id), name: r.name, nameChi: r.name_chi })),
  };
}

/** The client's issued (A) and void (V) invoices, newest first. */
export async function clientInvoices(db: Db, clientId: number) {
  const rows = (
    await db.execute<{
      id: number;
      invoice_no: string;
      invoice_date: string;
      due_date: string;
      date_from: string;
      date_to: string;
      status: string;
      total: string;
      language: string;
    }>(sql`
    select id, invoice_no, to_char(invoice_date, 'YYYY-MM-DD') as invoice_date, to_char(due_date, 'YYYY-MM-DD') as due_date,
      to_char(date_from, 'YYYY-MM-DD') as date_from, to_char(date_to, 'YYYY-MM-DD') as date_to, status,
      to_char(total, 'FM999999999990.00') as total, language
    from invoices where client_id = ${clientId} and status in ('A', 'V')
    order by invoice_date desc, id desc`)
  ).rows;
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      invoiceNo: r.invoice_no,
      invoiceDate: r.invoice_date,
      dueDate: r.due_date,
      dateFrom: r.date_from,
      dateTo: r.date_to,
      status: r.status,
      total: r.total,
      language: r.language,
    })),
  };
}
