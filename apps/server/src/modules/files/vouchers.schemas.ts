import { idSchema, isValidIsoDate, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { halListOrPageSchema, halListSchema, wireRecordSchema } from '../../engine/wire-schemas.js';
import { MAX_VOUCHERS_AT_ONCE } from './vouchers.service.js';

const isoDate = z.string().refine(isValidIsoDate, 'must be a date YYYY-MM-DD').meta({ format: 'date' });
// PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
const noNul = (v: string) => !v.includes('\u0000');
const NUL_MESSAGE = 'must not hold a NUL character';
// An unknown field or a body that is not an object is refused: a typo must not list every voucher.
export const searchSchema = z.strictObject(
  {
    voucherNo: z.string().trim().max(20).refine(noNul, NUL_MESSAGE).optional(),
    clientId: idSchema().optional(),
    // A part of the client's code, short name, English or Chinese name (issue 30), ignoring case and width.
    client: z.string().trim().max(150).refine(noNul, NUL_MESSAGE).optional(),
    voucherStatus: z.enum(['A', 'R', 'V'], { error: 'must be one of A, R, V' }).optional(),
    serviceDateFrom: isoDate.optional(),
    serviceDateTo: isoDate.optional(),
    expiryDateFrom: isoDate.optional(),
    expiryDateTo: isoDate.optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? 'is not a search field of vouchers' : 'must be an object') },
);
export const createSchema = z.object({
  prefix: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(14, 'must be at most 14 characters')
    .regex(/^[A-Za-z0-9-]+$/, 'may hold letters, digits and dashes only'),
  startNo: z.number({ error: 'is required' }).int().min(0, 'must be at least 0').max(999999, 'must be at most 999999'),
  count: z.number({ error: 'is required' }).int().min(1, 'must be at least 1').max(MAX_VOUCHERS_AT_ONCE, `must be at most ${MAX_VOUCHERS_AT_ONCE}`),
  digits: z.number().int().min(1).max(6).default(4),
  clientId: idSchema().nullish(),
  vehicleTypeId: idSchema().nullish(),
  amount: z.union([z.string(), z.number()]).nullish(),
  issueDate: isoDate.nullish(),
  expiryDate: isoDate.nullish(),
  remarks: z.string().max(200).nullish(),
});
export const redeemSchema = z.object({
  voucherNo: z.string({ error: 'is required' }).trim().min(1, 'is required').max(20, 'must be at most 20 characters').refine(noNul, NUL_MESSAGE),
  serviceDate: isoDate,
  remarks: z.string().trim().max(200, 'must be at most 200 characters').refine(noNul, NUL_MESSAGE).nullish(),
});
export const voidSchema = redeemSchema.omit({ serviceDate: true });

const voucher = wireRecordSchema(RESOURCES.vouchers);
export const voucherAnswer = voucher;
export const voucherPageAnswer = halListOrPageSchema('vouchers', voucher);
export const voucherListAnswer = halListSchema('vouchers', voucher);
