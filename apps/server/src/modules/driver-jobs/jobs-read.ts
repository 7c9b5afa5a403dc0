import type { DriverJob, JobPlace, JobStatus } from '@limo/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';

/* A driver's jobs of a duty date as the jobs page and the driver job screen show them (issue 11). */

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);
const iso = (v: unknown) => (v == null ? null : new Date(String(v)).toISOString());

interface Row extends Record<string, unknown> {
  order_vehicle_id: number;
  order_id: number;
  order_ref_id: string;
  version: number;
  pickup_date: string;
  pickup_time: string;
  start_time: string;
  end_time: string;
  service_type: string;
  flight_no: string | null;
  flight_eta_time: string | null;
  pax_count: number;
  luggage_count: number | null;
  remarks: string | null;
  contact_name: string | null;
  contact_tel: string | null;
  vehicle_id: number | null;
  license_plate_no: string | null;
  second_call: boolean;
  ov_job_status: string | null;
  job: Record<string, unknown> | null;
  pickup: JobPlace;
  dropoff: JobPlace | null;
  stops: JobPlace[] | null;
  passengers: { name: string; tel: string | null }[] | null;
  mileage: { startMileage: number | null; endMileage: number | null } | null;
  petrols: { id: number; litres: string; amount: string; receiptNo: string | null }[] | null;
}

const place = (alias: string) =>
  sql.raw(`json_build_object('locationId', ${alias}.id, 'code', ${alias}.location_code, 'name', ${alias}.location_desc_eng, 'address', ${alias}.address)`);
/** A free address (issue 30 part 3) as a place: no location, its zone as the code, the address as its name. */
const free = (address: string, zone: string) => sql.raw(`json_build_object('locationId', null, 'code', ${zone}, 'name', ${address}, 'address', ${address})`);

/**
 * The order vehicles a driver drives on a duty date (the pick-up date), as main driver or second
 * call, of live orders of the branch, in pick-up order. `only` narrows to one order vehicle.
 */
export async function driverJobsOf(db: Db | Tx, branchId: number, driverId: number, dutyDate: string, only?: number): Promise<DriverJob[]> {
  const result = await db.execute<Row>(sql`
    select ov.id as order_vehicle_id, o.id as order_id, o.order_ref_id, ov.version,
      ov.pickup_date::text, ov.pickup_time::text, ov.start_time::text, ov.end_time::text, ov.service_type,
      ov.flight_no, ov.flight_eta_time::text, ov.pax_count, ov.luggage_count, ov.remarks,
      o.contact_name, o.contact_tel, coalesce(dv.vehicle_id, ov.vehicle_id) as vehicle_id, v.license_plate_no,
      (ov.driver_id is distinct from ${driverId}) as second_call, ov.job_status as ov_job_status,
      (select row_to_json(j) from driver_jobs j where j.order_vehicle_id = ov.id and j.driver_id = ${driverId}) as job,
      case when pl.id is null then ${free('ov.pickup_address', 'ov.pickup_zone')} else ${place('pl')} end as pickup,
      case when dl.id is not null then ${place('dl')} when ov.dropoff_address is not null then ${free('ov.dropoff_address', 'ov.dropoff_zone')} end as dropoff,
      (select json_agg(case when sl.id is null then ${free('s.address', 's.zone')} else ${place('sl')} end order by s.seq)
         from order_vehicle_stops s left join locations sl on sl.id = s.location_id where s.order_vehicle_id = ov.id) as stops,
      (select json_agg(json_build_object('name', p.pax_name, 'tel', p.pax_tel) order by p.id) from order_paxes p where p.order_vehicle_id = ov.id) as passengers,
      (select json_build_object('startMileage', m.start_mileage, 'endMileage', m.end_mileage) from driver_job_mileages m
         join driver_jobs j on j.id = m.driver_job_id where j.order_vehicle_id = ov.id and j.driver_id = ${driverId}) as mileage,
      (select json_agg(json_build_object('id', pe.id, 'litres', pe.litres::text, 'amount', pe.amount::text, 'receiptNo', pe.receipt_no) order by pe.id)
         from driver_job_petrols pe join driver_jobs j on j.id = pe.driver_job_id where j.order_vehicle_id = ov.id and j.driver_id = ${driverId}) as petrols
    from order_vehicles ov
    join orders o on o.id = ov.order_id and o.branch_id = ${branchId} and o.order_status not in ('C', 'V')
    left join order_driver_vehicles dv on dv.order_vehicle_id = ov.id and dv.driver_id = ${driverId}
    left join locations pl on pl.id = ov.pickup_location_id
    left join locations dl on dl.id = ov.dropoff_location_id
    left join vehicles v on v.id = coalesce(dv.vehicle_id, ov.vehicle_id)
    where ov.order_vehicle_status = 'A' and ov.pickup_date = ${dutyDate}
      and (ov.driver_id = ${driverId} or dv.id is not null)
      ${only === undefined ? sql`` : sql`and ov.id = ${only}`}
    order by ov.pickup_time, ov.id`);
  return result.rows.map(toView);
}

function toView(r: Row): DriverJob {
  const job = r.job;
  return {
    orderVehicleId: Number(r.order_vehicle_id),
    orderId: Number(r.order_id),
    orderRefId: r.order_ref_id,
    version: Number(r.version),
    driverJobId: job ? Number(job.id) : null,
    pickupDate: r.pickup_date,
    pickupTime: hhmm(r.pickup_time) as string,
    startTime: hhmm(r.start_time) as string,
    endTime: hhmm(r.end_time) as string,
    serviceType: r.service_type,
    flightNo: r.flight_no,
    flightEtaTime: hhmm(r.flight_eta_time),
    paxCount: Number(r.pax_count),
    luggageCount: r.luggage_count == null ? null : Number(r.luggage_count),
    passengers: r.passengers ?? [],
    pickup: r.pickup,
    stops: r.stops ?? [],
    dropoff: r.dropoff,
    remarks: r.remarks,
    jobRemarks: (job?.remarks as string | null | undefined) ?? null,
    contact: { name: r.contact_name, tel: r.contact_tel },
    licensePlateNo: r.license_plate_no,
    vehicleId: r.vehicle_id == null ? null : Number(r.vehicle_id),
    secondCall: r.second_call,
    jobStatus: ((job?.job_status as string | null) ?? r.ov_job_status ?? null) as JobStatus | null,
    ackTime: iso(job?.ack_time),
    onTheWayTime: iso(job?.on_the_way_time),
    arrivedTime: iso(job?.arrived_time),
    pobTime: iso(job?.pob_time),
    completedTime: iso(job?.completed_time),
    noShowTime: iso(job?.no_show_time),
    mileage: r.mileage ?? { startMileage: null, endMileage: null },
    petrols: r.petrols ?? [],
  };
}
