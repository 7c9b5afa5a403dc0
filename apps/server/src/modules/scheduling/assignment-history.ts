import { type FoundClash, type ServerText, srvText } from '@limo/domain';
import type { HistoryRow } from '../orders/order-history.js';

/*
 * The order history rows of the scheduling calls the server composes (issue 30 part 1): a clash
 * override and a second call keep a key and parameters, worded when read (order-history-words.ts).
 * The stored values keep the English of before, for programs and older readers.
 */

export interface Call {
  driverId: number | null;
  vehicleId: number | null;
  outsourceVendorId: number | null;
  outsourceDriverName: string | null;
}

interface Job {
  orderId: number;
  id: number;
}

/** The clashes one after the other: a chain of texts, so any number is one text in either language. */
function clashList(clashes: readonly FoundClash[]): ServerText {
  const [first, ...rest] = clashes;
  return rest.length ? srvText('srv.hist.clashNext', { first: first.text, rest: clashList(rest) }) : first.text;
}

/** The row of clashes a dispatcher saved the job despite. */
export const clashOverrideRow = (job: Job, clashes: readonly FoundClash[]): HistoryRow => ({
  orderId: job.orderId,
  orderVehicleId: job.id,
  fieldName: 'clashOverride',
  newValue: clashes.map((c) => c.message).join('; '),
  text: { key: 'srv.hist.clashOverride', params: { clashes: clashList(clashes) } },
});

/** "driver 12, vehicle 4": how a call was stored before its words (kept as the row's value). */
const describeCall = (c: Call) =>
  [c.driverId && `driver ${c.driverId}`, c.vehicleId && `vehicle ${c.vehicleId}`, c.outsourceVendorId && `vendor ${c.outsourceVendorId}`, c.outsourceDriverName]
    .filter(Boolean)
    .join(', ');

/** The call's words: ids as data (named when read), the vendor's driver as typed. */
function callText(c: Call): ServerText | undefined {
  if (c.outsourceVendorId !== null) {
    return c.outsourceDriverName
      ? srvText('srv.hist.callVendorDriver', { vendor: c.outsourceVendorId, name: c.outsourceDriverName })
      : srvText('srv.hist.callVendor', { vendor: c.outsourceVendorId });
  }
  if (c.driverId !== null && c.vehicleId !== null) return srvText('srv.hist.callDriverVehicle', { driver: c.driverId, vehicle: c.vehicleId });
  if (c.driverId !== null) return srvText('srv.hist.callDriver', { driver: c.driverId });
  if (c.vehicleId !== null) return srvText('srv.hist.callVehicle', { vehicle: c.vehicleId });
  return undefined;
}

/** The row of a second call added (`removed`: taken off, its words then the old value). */
export function secondCallRow(job: Job, call: Call, removed = false): HistoryRow {
  const value = describeCall(call);
  return {
    orderId: job.orderId,
    orderVehicleId: job.id,
    fieldName: 'secondCall',
    ...(removed ? { oldValue: value } : { newValue: value }),
    text: callText(call),
  };
}

/** The row of a job given by the day planner (issue 32): "assigned by plan N". */
export const planRow = (job: Job, planId: number): HistoryRow => ({
  orderId: job.orderId,
  orderVehicleId: job.id,
  fieldName: 'plan',
  newValue: `assigned by plan ${planId}`,
  text: { key: 'srv.hist.assignedByPlan', params: { id: planId } },
});
