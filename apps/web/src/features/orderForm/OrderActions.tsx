import type { OrderForm, OrderWire } from './orderModel';

/** The status moves, repeat and re-price of a saved order. */
export function OrderActions(_: { form: OrderForm; order: OrderWire; save: (o?: Partial<OrderForm>) => Promise<OrderWire | null>; onRepriced?: () => void }) {
  return null;
}
