import { idSchema, isValidIsoDate, RESOURCES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { vouchers } from '../../db/schema/index.js';
import { principalOf } from '../../engine/auth.js';
import { parseBody } from '../../engine/collection.js';
import { API, halList, halListOrPage, toWire } from '../../engine/hal.js';
import { parseList } from '../../engine/query.js';
import type { CollectionStore } from '../../engine/store.js';
import { handListSpec } from './hand-list-spec.js';
import { createVoucherRun, MAX_VOUCHERS_AT_ONCE, redeemVoucher, searchVouchers, voidVoucher } from './vouchers.service.js';

const isoDate = z.string().refine(isValidIsoDate, 'must be a date YYYY-MM-DD');
// An unknown field or a body that is not an object is refused: a typo must not list every voucher.
const searchSchema = z.strictObject(
  {
    voucherNo: z.string().trim().max(20).optional(),
    clientId: idSchema().optional(),
    voucherStatus: z.enum(['A', 'R', 'V'], { error: 'must be one of A, R, V' }).optional(),
    serviceDateFrom: isoDate.optional(),
    serviceDateTo: isoDate.optional(),
    expiryDateFrom: isoDate.optional(),
    expiryDateTo: isoDate.optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? 'is not a search field of vouchers' : 'must be an object') },
);
const searchSpec = handListSpec(RESOURCES.vouchers, vouchers);
const createSchema = z.object({
  prefix: z.string({ error: 'is required' }).trim().min(1, 'is required').max(14, 'must be at most 14 characters').regex(/^[A-Za-z0-9-]+$/, 'may hold letters, digits and dashes only'),
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
const redeemSchema = z.object({
  voucherNo: z.string({ error: 'is required' }).trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  serviceDate: isoDate,
  remarks: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
});
const voidSchema = redeemSchema.omit({ serviceDate: true });

const tags = ['Vouchers'];
const wire = (row: object) => toWire(RESOURCES.vouchers, row as never);

/** The voucher calls: search, issue a numbered run, redeem, void. The rules are in vouchers.service.ts. */
export async function voucherRoutes(app: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  app.post(`${API}/searchVouchers`, { config: { rights: ['VOUCHER', 'VOUCHERREDEEM', 'ORDERING'] }, schema: { tags, summary: 'Vouchers by number part, client, status, service and expiry dates (?sort=, ?page=&size=; unpaged at most 500)' } }, async (request) => {
    const q = parseList(searchSpec, request.query as Record<string, unknown>);
    const f = parseBody(undefined, searchSchema, request.body);
    const { rows, total } = await searchVouchers(db, f, q);
    return halListOrPage('vouchers', rows.map(wire), q, total, request.url);
  });

  app.post(`${API}/createVouchers`, { config: { rights: ['VOUCHER'] }, schema: { tags, summary: 'Issue {count} vouchers numbered {prefix}{startNo...} with the same client, value and dates' } }, async (request, reply) => {
    const input = parseBody(undefined, createSchema, request.body);
    const created = await createVoucherRun(db, stores.vouchers, input, principalOf(request));
    return reply.status(201).send(halList('vouchers', created.map(wire), request.url));
  });

  app.post(`${API}/redeemVoucher`, { config: { rights: ['VOUCHERREDEEM'] }, schema: { tags, summary: 'Redeem {voucherNo} for {serviceDate}' } }, async (request) => {
    const input = parseBody(undefined, redeemSchema, request.body);
    return wire(await redeemVoucher(db, input, principalOf(request)));
  });

  app.post(`${API}/voidVoucher`, { config: { rights: ['VOUCHER'] }, schema: { tags, summary: 'Void the active voucher {voucherNo}, with optional {remarks}' } }, async (request) => {
    const input = parseBody(undefined, voidSchema, request.body);
    return wire(await voidVoucher(db, input, principalOf(request)));
  });
}
