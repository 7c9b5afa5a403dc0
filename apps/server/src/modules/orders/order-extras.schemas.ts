import { idSchema, isValidIsoDate, normalizeMoney, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { halListSchema, wireRecordSchema } from '../../engine/wire-schemas.js';

/* Bodies and answers of the order's smaller calls (order-extras.routes.ts). */

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), 'must not hold a NUL character');
const requiredText = (max: number) =>
  z.string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be text') }).pipe(text(max).min(1, 'is required'));
/** Optional remarks: empty is null. */
const remarks = text(200)
  .nullish()
  .transform((v) => (v ? v : null));

export const orderRefBody = z.object({ orderId: idSchema(), agentRef: requiredText(50), remarks });
export const agentRefBody = z.object({ agentRef: requiredText(50) });
/** clientId null: the events of no client only. */
export const eventsByClientBody = z.object({ clientId: idSchema().nullable() });

const AMOUNT = 'must be an amount above 0.00 with at most two decimals';
/** A payment received: above 0.00, two decimals, as text (a refund is not a negative payment, docs/decisions.md). */
const paymentAmount = z.union([z.string(), z.number()], { error: (iss) => (iss.input === undefined ? 'is required' : AMOUNT) }).transform((v, ctx) => {
  const money = normalizeMoney(v);
  if (money === undefined || money.startsWith('-') || /^0\.00$/.test(money)) {
    ctx.addIssue({ code: 'custom', message: AMOUNT });
    return z.NEVER;
  }
  return money;
});
const isoDate = z
  .string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a date YYYY-MM-DD') })
  .refine(isValidIsoDate, 'must be a date YYYY-MM-DD');

export const paymentBody = z.object({ orderId: idSchema(), paymentMethodId: idSchema(), amount: paymentAmount, paymentDate: isoDate, remarks });

export const orderRefAnswer = wireRecordSchema(RESOURCES.orderRefs);
export const orderPaymentAnswer = wireRecordSchema(RESOURCES.orderPayments);
export const orderListAnswer = halListSchema('orders', wireRecordSchema(RESOURCES.orders));
export const orderEventListAnswer = halListSchema('orderEvents', wireRecordSchema(RESOURCES.orderEvents));
export const driverVehicleListAnswer = halListSchema('orderDriverVehicles', wireRecordSchema(RESOURCES.orderDriverVehicles));
export const driverAnswer = wireRecordSchema(RESOURCES.drivers);
export const vehicleAnswer = wireRecordSchema(RESOURCES.vehicles);
export const vehicleTypeAnswer = wireRecordSchema(RESOURCES.vehicleTypes);
