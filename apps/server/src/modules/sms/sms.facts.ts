import { formatDate, type SmsValues, srvText } from '@limo/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { notFound } from '../../engine/errors.js';
import type { SmsLang } from './sms.schemas.js';

/* What a message says about an order vehicle: its placeholders' values and the recipients' mobiles. */

const pickupLoc = alias(t.locations, 'sms_pickup_loc');
const dropoffLoc = alias(t.locations, 'sms_dropoff_loc');

// How the scheduling grid writes an outsourced driver: "Name@mobile" (AssignPanel).
const OUTSOURCED = /^([^@]+)@([+\d][\d\s()-]{5,})$/;

export interface SmsFacts {
  orderId: number;
  orderVehicleId: number;
  /** The order's reference and the vehicle's number in it, as the messages name the job: 2030021100012-1. */
  label: string;
  contactTel: string | null;
  driver: { nameEng: string; nameChi: string | null; mobile: string } | null;
  paxes: { paxName: string; paxTel: string | null }[];
  values: (lang: SmsLang) => SmsValues;
}

const trimmed = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** The order vehicle of the selected branch with what its messages need; 404 for another branch's or none. */
export async function loadSmsFacts(db: Db, orderVehicleId: number, branchId: number): Promise<SmsFacts> {
  const [row] = await db
    .select({
      ov: t.orderVehicles,
      orderRefId: t.orders.orderRefId,
      contactTel: t.orders.contactTel,
      driverNameEng: t.drivers.driverNameEng,
      driverNameChi: t.drivers.driverNameChi,
      driverMobile: t.drivers.mobileNo,
      plate: t.vehicles.licensePlateNo,
      typeEng: t.vehicleTypes.vehicleTypeDescEng,
      typeChi: t.vehicleTypes.vehicleTypeDescChi,
      // The location's name, else the free address (issue 30 part 3).
      pickupEng: sql<string>`coalesce(${pickupLoc.locationDescEng}, ${t.orderVehicles.pickupAddress}, '')`,
      pickupChi: pickupLoc.locationDescChi,
      dropoffEng: sql<string | null>`coalesce(${dropoffLoc.locationDescEng}, ${t.orderVehicles.dropoffAddress})`,
      dropoffChi: dropoffLoc.locationDescChi,
    })
    .from(t.orderVehicles)
    .innerJoin(t.orders, eq(t.orders.id, t.orderVehicles.orderId))
    .leftJoin(pickupLoc, eq(pickupLoc.id, t.orderVehicles.pickupLocationId))
    .leftJoin(dropoffLoc, eq(dropoffLoc.id, t.orderVehicles.dropoffLocationId))
    .innerJoin(t.vehicleTypes, eq(t.vehicleTypes.id, t.orderVehicles.vehicleTypeId))
    .leftJoin(t.drivers, eq(t.drivers.id, t.orderVehicles.driverId))
    .leftJoin(t.vehicles, eq(t.vehicles.id, t.orderVehicles.vehicleId))
    .where(and(eq(t.orderVehicles.id, orderVehicleId), eq(t.orders.branchId, branchId)));
  if (!row) throw notFound(srvText('srv.ov.notInSelectedBranch', { id: orderVehicleId }));
  const paxes = await db
    .select({ paxName: t.orderPaxes.paxName, paxTel: t.orderPaxes.paxTel })
    .from(t.orderPaxes)
    .where(eq(t.orderPaxes.orderVehicleId, orderVehicleId))
    .orderBy(asc(t.orderPaxes.id));
  const { ov } = row;
  const outsourced = ov.driverId === null ? OUTSOURCED.exec(ov.outsourceDriverName?.trim() ?? '') : null;
  const driver =
    row.driverNameEng !== null
      ? { nameEng: row.driverNameEng, nameChi: trimmed(row.driverNameChi), mobile: row.driverMobile ?? '' }
      : outsourced
        ? { nameEng: outsourced[1].trim(), nameChi: null, mobile: outsourced[2].trim() }
        : null;
  const chinese = (eng: string | null, chi: string | null, lang: SmsLang) => (lang === 'zh' && trimmed(chi) ? trimmed(chi) : eng);
  return {
    orderId: ov.orderId,
    orderVehicleId: ov.id,
    label: `${row.orderRefId}-${ov.seqNo}`,
    contactTel: trimmed(row.contactTel),
    driver,
    paxes,
    values: (lang) => ({
      orderRefId: row.orderRefId,
      pickupDate: formatDate(ov.pickupDate),
      pickupTime: ov.pickupTime.slice(0, 5),
      pickup: chinese(row.pickupEng, row.pickupChi, lang),
      dropoff: chinese(row.dropoffEng, row.dropoffChi, lang),
      flightNo: ov.flightNo,
      paxName: paxes[0]?.paxName ?? null,
      paxCount: ov.paxCount,
      driverName: driver ? chinese(driver.nameEng, driver.nameChi, lang) : null,
      driverMobile: driver?.mobile ?? null,
      plate: row.plate,
      vehicleType: chinese(row.typeEng, row.typeChi, lang),
      remarks: ov.remarks,
    }),
  };
}
