/**
 * Which orders a batch void may take (issue 15, docs/order-operations.md): status P or A, no order
 * vehicle with job progress (a driver job status set), none on a live invoice. A void is final.
 */
import type { JobStatus } from '../live/job-status.js';
import type { OrderStatus } from '../order/status.js';

export interface VoidabilityVehicle {
  /** The driver job's status; null (or absent) when no driver has marked the job. */
  jobStatus?: JobStatus | string | null;
  /** True when the order vehicle is on an invoice that is not void (invoices come with issue 17). */
  onLiveInvoice?: boolean;
}

export interface VoidabilityInput {
  orderStatus: OrderStatus | string;
  /** The order's vehicles in their order: the reasons number them from 1. */
  orderVehicles: readonly VoidabilityVehicle[];
}

export type Voidability = { voidable: true } | { voidable: false; reason: string };

/** Statuses a batch void takes. */
export const VOIDABLE_ORDER_STATUSES = ['P', 'A'] as const;

const STATUS_REASON: Record<string, string> = {
  C: 'status C: a cancelled order cannot be voided',
  V: 'status V: the order is already void',
};

/**
 * Whether an order may be voided, and when not, every reason in plain English joined by '; '
 * (the status first, then each order vehicle numbered from 1).
 */
export function orderVoidability({ orderStatus, orderVehicles }: VoidabilityInput): Voidability {
  const reasons: string[] = [];
  if (!(VOIDABLE_ORDER_STATUSES as readonly string[]).includes(orderStatus)) {
    reasons.push(STATUS_REASON[orderStatus] ?? `status ${orderStatus || '(none)'}: only orders of status P or A can be voided`);
  }
  orderVehicles.forEach((v, i) => {
    if (v.jobStatus) reasons.push(`order vehicle ${i + 1} has job progress (${v.jobStatus})`);
    if (v.onLiveInvoice) reasons.push(`order vehicle ${i + 1} is on a live invoice`);
  });
  return reasons.length ? { voidable: false, reason: reasons.join('; ') } : { voidable: true };
}
