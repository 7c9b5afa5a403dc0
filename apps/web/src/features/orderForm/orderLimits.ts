/** The order's texts checked against the domain's limits before a save: too long is refused, named by its place as the server names it. */
import { ORDER_PAX_TEXT_MAX, ORDER_TEXT_MAX, ORDER_VEHICLE_TEXT_MAX } from '@limo/domain/rules/order/request';
import type { OrderForm } from './orderModel';

export interface TooLong {
  /** The place as a 400 names it: `remarks`, `orderVehicles[0].remarks`, `orderVehicles[0].orderPaxes[1].paxName`. */
  field: string;
  max: number;
  count: number;
}

function check(out: TooLong[], prefix: string, values: Record<string, unknown>, limits: Record<string, number>) {
  for (const [name, max] of Object.entries(limits)) {
    const v = values[name];
    if (typeof v === 'string' && v.length > max) out.push({ field: `${prefix}${name}`, max, count: v.length });
  }
}

export function tooLongFields(form: OrderForm): TooLong[] {
  const out: TooLong[] = [];
  check(out, '', { ...form }, ORDER_TEXT_MAX);
  form.vehicles.forEach((row, i) => {
    check(out, `orderVehicles[${i}].`, { ...row }, ORDER_VEHICLE_TEXT_MAX);
    row.paxes.forEach((p, j) => check(out, `orderVehicles[${i}].orderPaxes[${j}].`, { ...p }, ORDER_PAX_TEXT_MAX));
  });
  return out;
}
