/*
 * What a booker sees of an order on the client portal (issue 33, docs/portal.md): one word for the
 * order's status, its vehicle's and the driver's progress.
 */
import { isJobStatus } from '../live/job-status.js';

export const PORTAL_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'ASSIGNED', 'ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED', 'NO_SHOW'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];

export const isPortalStatus = (v: unknown): v is PortalStatus => typeof v === 'string' && (PORTAL_STATUSES as readonly string[]).includes(v);

/** What the portal status of an order vehicle is read from. */
export interface PortalStatusInput {
  /** P, A, C or V. */
  orderStatus: string;
  /** The operator rejected the order (a rejection is kept as a cancel with its reason). */
  rejected: boolean;
  /** A or C. */
  orderVehicleStatus: string;
  jobStatus: string | null | undefined;
  /** A driver (or an outside vendor) is on the job. */
  assigned: boolean;
  noshowFlag?: number | null;
}

/** The portal status of one order vehicle. */
export function portalStatusOf(v: PortalStatusInput): PortalStatus {
  if (v.orderStatus === 'C' || v.orderStatus === 'V') return v.rejected ? 'REJECTED' : 'CANCELLED';
  if (v.orderVehicleStatus !== 'A') return 'CANCELLED';
  if (v.orderStatus === 'P') return 'PENDING';
  if (v.noshowFlag === 1) return 'NO_SHOW';
  if (isJobStatus(v.jobStatus) && v.jobStatus !== 'ACK') return v.jobStatus;
  return v.assigned || v.jobStatus === 'ACK' ? 'ASSIGNED' : 'CONFIRMED';
}

// The order's word is its least advanced live vehicle's: the trip is not done while one car still drives.
const PROGRESS: Record<PortalStatus, number> = {
  PENDING: 0,
  CONFIRMED: 1,
  ASSIGNED: 2,
  ON_THE_WAY: 3,
  ARRIVED: 4,
  POB: 5,
  NO_SHOW: 6,
  COMPLETED: 6,
  REJECTED: 9,
  CANCELLED: 9,
};

/** The portal status of an order: its vehicles' least advanced, or the order's own when none is live. */
export function orderPortalStatus(order: { orderStatus: string; rejected: boolean }, vehicles: readonly PortalStatus[]): PortalStatus {
  if (order.orderStatus === 'C' || order.orderStatus === 'V') return order.rejected ? 'REJECTED' : 'CANCELLED';
  const live = vehicles.filter((s) => s !== 'CANCELLED' && s !== 'REJECTED');
  if (live.length === 0) return order.orderStatus === 'P' ? 'PENDING' : 'CANCELLED';
  return live.reduce((a, b) => (PROGRESS[b] < PROGRESS[a] ? b : a));
}

/** A job a booker may no longer change or cancel: the car is on its way or further. */
export const portalJobStarted = (status: PortalStatus) => PROGRESS[status] >= PROGRESS.ON_THE_WAY && PROGRESS[status] < 9;
