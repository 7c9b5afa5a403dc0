import type { OrderWire } from './orderModel';

/** History and payments of a saved order. */
export function OrderTabs(_: { order: OrderWire }) {
  return null;
}
