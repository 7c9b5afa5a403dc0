import { type OrderOcDiscountRow, type OrderVehicleBody, type PriceLine, srvText } from '@limo/domain';
import { HttpError, badRequest, type Text } from '../../engine/errors.js';
import type { PricingService } from '../pricing/pricing.service.js';

/** The engine's price of one order vehicle as it is saved: its lines, their total and the fare charged. */
export interface VehiclePrice {
  lines: PriceLine[];
  /** The engine's total. */
  tariffFareAmt: string;
  /** The manual fare when there is one, else the engine's total. */
  fareAmt: string;
}

export interface PricingJob {
  /** Where the vehicle is in the body, for the messages: orderVehicles[i]. */
  index: number;
  vehicle: Pick<
    OrderVehicleBody,
    | 'serviceType'
    | 'pickupDate'
    | 'pickupTime'
    | 'pickupLocationId'
    | 'pickupAddress'
    | 'pickupZone'
    | 'dropoffLocationId'
    | 'dropoffAddress'
    | 'dropoffZone'
    | 'stops'
    | 'vehicleTypeId'
    | 'hireMinutes'
    | 'waitingMinutes'
    | 'voucherNo'
    | 'manualFareAmt'
    | 'orderMiscs'
  >;
  /** The vehicle redeemed this voucher itself: it still applies. */
  voucherHeldByOrder?: boolean;
  orderOCDiscounts?: OrderOcDiscountRow[];
}

/** getOrderTariff's body for an order vehicle (the same names, serviceDate being the pick-up date). */
export function pricingBody(clientId: number, v: PricingJob['vehicle']) {
  return {
    clientId,
    vehicleTypeId: v.vehicleTypeId,
    serviceType: v.serviceType,
    serviceDate: v.pickupDate,
    pickupTime: v.pickupTime,
    pickupLocationId: v.pickupLocationId,
    pickupAddress: v.pickupAddress,
    pickupZone: v.pickupZone,
    dropoffLocationId: v.dropoffLocationId,
    dropoffAddress: v.dropoffAddress,
    dropoffZone: v.dropoffZone,
    stops: v.stops,
    hireMinutes: v.hireMinutes,
    waitingMinutes: v.waitingMinutes,
    ocs: v.orderMiscs.map((m) => ({ tariffOcId: m.tariffOcId, qty: m.qty, amount: m.amount })),
    voucherNo: v.voucherNo,
  };
}

/**
 * Prices every job; a refusal of any is a 400 listing every problem of every vehicle, each
 * named by its place (`orderVehicles[1]: No rate for ...`, invalid value `orderVehicles[1].dropoffLocationId`).
 */
export async function priceVehicles(pricing: PricingService, clientId: number, branch: number, jobs: PricingJob[]): Promise<Map<number, VehiclePrice>> {
  const out = new Map<number, VehiclePrice>();
  const messages: Text[] = [];
  const invalid: { field: string; value: unknown }[] = [];
  // One after another: the embedded database has one connection, and a pool gains little for a handful of vehicles.
  for (const job of jobs) {
    try {
      const result = await pricing.price(pricingBody(clientId, job.vehicle), branch, {
        voucherHeldByOrder: job.voucherHeldByOrder,
        orderOCDiscounts: job.orderOCDiscounts,
      });
      out.set(job.index, { lines: result.lines, tariffFareAmt: result.total, fareAmt: job.vehicle.manualFareAmt ?? result.total });
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 400) throw err;
      const where = `orderVehicles[${job.index}]`;
      messages.push(...err.texts.errors.map((text) => srvText('srv.at', { where, text })));
      invalid.push(
        ...err.invalidValues.map((v) => ({
          field: `${where}.${v.field === 'serviceDate' ? 'pickupDate' : v.field === 'ocs' ? 'orderMiscs' : v.field.replace(/^ocs/, 'orderMiscs')}`,
          value: v.value,
        })),
      );
    }
  }
  if (messages.length) throw badRequest(messages[0], messages, invalid);
  return out;
}
