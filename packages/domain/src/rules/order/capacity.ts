import type { MessageRef } from '../../i18n/serverMessages.js';

/*
 * A vehicle type smaller than its passengers or luggage (issue 30 part 7): refused with the
 * capacity named, unless the order vehicle carries a reason to override (capacityOverrideReason).
 */

export const OVER_CAPACITY = 'OVER_CAPACITY';

export interface TypeCapacity {
  vehicleType: string;
  maxCapacity: number;
  /** 0: not recorded for the type, so luggage is not checked. */
  luggageCapacity: number;
}

export interface CapacityShortfall {
  /** The vehicle's place in the body's orderVehicles (from 0). */
  index: number;
  vehicleType: string;
  paxCount: number;
  maxCapacity: number;
  luggageCount: number | null;
  luggageCapacity: number;
}

interface CapacityRow {
  vehicleTypeId: number;
  paxCount: number;
  luggageCount?: number | null;
  capacityOverrideReason?: string | null;
}

/** The vehicle's shortfall against its type, or null when it fits or an override reason is given. */
export function capacityShortfall(index: number, v: CapacityRow, type: TypeCapacity | undefined): CapacityShortfall | null {
  if (!type || v.capacityOverrideReason?.trim()) return null;
  const luggage = v.luggageCount ?? null;
  const overPax = v.paxCount > type.maxCapacity;
  const overLuggage = type.luggageCapacity > 0 && luggage !== null && luggage > type.luggageCapacity;
  if (!overPax && !overLuggage) return null;
  return {
    index,
    vehicleType: type.vehicleType,
    paxCount: v.paxCount,
    maxCapacity: type.maxCapacity,
    luggageCount: luggage,
    luggageCapacity: type.luggageCapacity,
  };
}

/** The server's message of a shortfall, rendered in the request's language (the web app shows its own text from the code). */
export function shortfallText(s: CapacityShortfall): MessageRef {
  const base = { place: `orderVehicles[${s.index}]`, type: s.vehicleType };
  if (s.paxCount > s.maxCapacity) return { key: 'srv.capacity.pax', params: { ...base, pax: s.paxCount, max: s.maxCapacity } };
  return { key: 'srv.capacity.luggage', params: { ...base, luggage: s.luggageCount ?? 0, max: s.luggageCapacity } };
}
