import { driverFirstName, formatDate, outsourcedDriverName, type SmsValues } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/*
 * What a portal message says about an order vehicle, and to whom it goes (issue 33, docs/portal.md
 * "Messages"). Read with SQL in the change's transaction: this room imports nothing of orders. A
 * portal order is one with a portal_orders row (the portal's booking writes it, with the booker); the
 * passengers told are the order vehicle's portal_order_passengers who opted in (notify 1), with the
 * email, mobile and language the booker gave or picked from the stored passengers.
 */

export type Language = 'en' | 'zh-HK';

export interface Recipient {
  name: string;
  email: string | null;
  mobile: string | null;
  language: Language;
  clientUserId: number | null;
}

export interface PortalFacts {
  orderVehicleId: number;
  orderId: number;
  orderRefId: string;
  clientId: number;
  /** The order's version at the time of the change: each confirmation bumps it, so it names the confirmation. */
  orderVersion: number;
  /** The order's and the vehicle's status: a cancelled or void job is told nothing but its rejection. */
  live: boolean;
  pickupDate: string;
  pickupTime: string;
  driverId: number | null;
  /** The outsourced driver's name when the job has no driver of ours. */
  outsourcedDriver: string | null;
  trackingToken: string | null;
  recipients: Recipient[];
  values(lang: Language, extra: { trackingUrl?: string; reason?: string }): SmsValues;
}

type Row = Record<string, string | number | null>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const language = (v: unknown): Language => (v === 'zh-HK' ? 'zh-HK' : 'en');

/** The facts of a portal order's vehicle, or undefined for another order's (or none). */
export async function portalFacts(tx: Tx, orderVehicleId: number): Promise<PortalFacts | undefined> {
  const found = await tx.execute<Row>(sql`
    select ov.id, ov.order_id, o.order_ref_id, o.client_id, o.version as order_version, ov.pickup_date::text as pickup_date, ov.pickup_time::text as pickup_time,
      (o.order_status in ('P', 'A') and ov.order_vehicle_status = 'A') as live,
      coalesce(pl.location_desc_eng, ov.pickup_address, '') as pickup_eng, pl.location_desc_chi as pickup_chi,
      coalesce(dl.location_desc_eng, ov.dropoff_address) as dropoff_eng, dl.location_desc_chi as dropoff_chi,
      vt.vehicle_type_desc_eng as type_eng, vt.vehicle_type_desc_chi as type_chi, v.license_plate_no as plate,
      ov.driver_id, d.driver_name_eng, d.driver_name_chi, d.mobile_no as driver_mobile, ov.outsource_driver_name,
      ov.flight_no, ov.pax_count, ov.tracking_token,
      cu.id as booker_id, cu.name as booker_name, cu.email as booker_email, cu.mobile as booker_mobile, cu.language as booker_language
    from order_vehicles ov
    join orders o on o.id = ov.order_id
    join portal_orders po on po.order_id = o.id
    join client_users cu on cu.id = po.client_user_id
    join vehicle_types vt on vt.id = ov.vehicle_type_id
    left join locations pl on pl.id = ov.pickup_location_id
    left join locations dl on dl.id = ov.dropoff_location_id
    left join drivers d on d.id = ov.driver_id
    left join vehicles v on v.id = ov.vehicle_id
    where ov.id = ${orderVehicleId}`);
  const r = found.rows[0];
  if (!r) return undefined;
  const passengers = await tx.execute<Row>(sql`
    select name, email, mobile, language from portal_order_passengers
    where order_vehicle_id = ${orderVehicleId} and notify = 1
    order by seq`);
  const booker: Recipient = {
    name: String(r.booker_name),
    email: text(r.booker_email),
    mobile: text(r.booker_mobile),
    language: language(r.booker_language),
    clientUserId: Number(r.booker_id),
  };
  const recipients = [
    booker,
    ...passengers.rows.map((p) => ({ name: String(p.name), email: text(p.email), mobile: text(p.mobile), language: language(p.language), clientUserId: null })),
  ];
  // An outsourced driver is stored as `Name@mobile` (the grid's AssignPanel): the mobile is not the passenger's.
  const outsourced = r.driver_id == null ? outsourcedDriverName(text(r.outsource_driver_name)) || null : null;
  const [nameEng, nameChi] = r.driver_id == null ? [outsourced, null] : [text(r.driver_name_eng), text(r.driver_name_chi)];
  const chinese = (eng: unknown, chi: unknown, lang: Language) => (lang === 'zh-HK' && text(chi) ? text(chi) : text(eng));
  return {
    orderVehicleId: Number(r.id),
    orderId: Number(r.order_id),
    orderRefId: String(r.order_ref_id),
    clientId: Number(r.client_id),
    orderVersion: Number(r.order_version),
    live: Boolean(r.live),
    pickupDate: String(r.pickup_date),
    pickupTime: String(r.pickup_time).slice(0, 5),
    driverId: r.driver_id == null ? null : Number(r.driver_id),
    outsourcedDriver: outsourced,
    trackingToken: text(r.tracking_token),
    recipients,
    values: (lang, extra) => ({
      orderRefId: String(r.order_ref_id),
      pickupDate: formatDate(String(r.pickup_date)),
      pickupTime: String(r.pickup_time).slice(0, 5),
      pickup: chinese(r.pickup_eng, r.pickup_chi, lang),
      dropoff: chinese(r.dropoff_eng, r.dropoff_chi, lang),
      flightNo: text(r.flight_no),
      paxCount: r.pax_count == null ? null : Number(r.pax_count),
      vehicleType: chinese(r.type_eng, r.type_chi, lang),
      plate: text(r.plate),
      driverName: lang === 'zh-HK' && nameChi ? nameChi : nameEng,
      driverFirstName: driverFirstName(nameEng, nameChi, lang),
      driverMobile: r.driver_id == null ? null : text(r.driver_mobile),
      trackingUrl: extra.trackingUrl ?? null,
      reason: extra.reason ?? null,
    }),
  };
}

/** The vehicles of an order not removed from it (status A), for the messages about the whole order (confirmed, rejected). */
export async function orderVehicleIdsOf(tx: Tx, orderId: number): Promise<number[]> {
  const found = await tx.execute<Row>(sql`select id from order_vehicles where order_id = ${orderId} and order_vehicle_status = 'A' order by seq_no, id`);
  return found.rows.map((row) => Number(row.id));
}
