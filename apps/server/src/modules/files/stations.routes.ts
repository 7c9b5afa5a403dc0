import { isValidIsoDate, RESOURCES } from '@limo/domain';
import { and, asc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { vouchers } from '../../db/schema/index.js';
import { readAggregate, saveAggregate } from '../../engine/aggregate.js';
import { type Principal, principalOf } from '../../engine/auth.js';
import { idParam, parseBody } from '../../engine/collection.js';
import { mapDbError } from '../../engine/db-errors.js';
import { HttpError } from '../../engine/errors.js';
import { API, halList, ifMatchVersion, toWire } from '../../engine/hal.js';
import type { ChildSpec } from '../../engine/aggregate.js';
import type { CollectionStore } from '../../engine/store.js';
import { likeAny } from './lists.js';
import { redeemVoucher, voidVoucher } from './vouchers.service.js';

const isoDate = z.string().refine(isValidIsoDate, 'must be a date YYYY-MM-DD');
const searchSchema = z.object({
  voucherNo: z.string().trim().max(20).optional(),
  clientId: z.number().int().positive().optional(),
  voucherStatus: z.enum(['A', 'R', 'V'], { error: 'must be one of A, R, V' }).optional(),
  serviceDateFrom: isoDate.optional(),
  serviceDateTo: isoDate.optional(),
  expiryDateFrom: isoDate.optional(),
  expiryDateTo: isoDate.optional(),
});
export const MAX_VOUCHERS_AT_ONCE = 500;
const createSchema = z.object({
  prefix: z.string({ error: 'is required' }).trim().min(1, 'is required').max(14, 'must be at most 14 characters').regex(/^[A-Za-z0-9-]+$/, 'may hold letters, digits and dashes only'),
  startNo: z.number({ error: 'is required' }).int().min(0, 'must be at least 0').max(999999, 'must be at most 999999'),
  count: z.number({ error: 'is required' }).int().min(1, 'must be at least 1').max(MAX_VOUCHERS_AT_ONCE, `must be at most ${MAX_VOUCHERS_AT_ONCE}`),
  digits: z.number().int().min(1).max(6).default(4),
  clientId: z.number().int().positive().nullish(),
  vehicleTypeId: z.number().int().positive().nullish(),
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

/** Saves with children (petrol stations, API vehicle types) and the voucher calls. */
export async function stationRoutes(app: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const aggregateRoutes = (store: CollectionStore, children: ChildSpec[], create: string, update: string, get: string) => {
    const config = { rights: [store.def.rights.write] as const };
    const tags = [store.def.label.en];
    const save = (body: unknown, principal: Principal, id?: number, wanted?: number) =>
      mapDbError(store.def, () => db.transaction((tx) => saveAggregate(tx, store, children, body, principal, id, wanted)));
    app.post(`${API}/${create}`, { config, schema: { tags } }, async (request, reply) => reply.status(201).send(await save(request.body, principalOf(request))));
    app.put(`${API}/${update}/:id`, { config, schema: { tags } }, async (request) =>
      save(request.body, principalOf(request), idParam((request.params as { id: string }).id), ifMatchVersion(request.headers['if-match'])),
    );
    app.get(`${API}/${get}/:id`, { config: { rights: [store.def.rights.read] as const }, schema: { tags } }, async (request) =>
      db.transaction((tx) => readAggregate(tx, store, children, idParam((request.params as { id: string }).id), principalOf(request))),
    );
  };
  aggregateRoutes(
    stores.petrolStations,
    [
      { store: stores.petrolStationPs, foreignKey: 'petrolStationId' },
      { store: stores.petrolStationDs, foreignKey: 'petrolStationId' },
    ],
    'createPetrolStations',
    'updatePetrolStations',
    'getPetrolStation',
  );
  aggregateRoutes(stores.apiVehicleTypes, [{ store: stores.vehicleTypeMaps, foreignKey: 'apiVehicleTypeId' }], 'createApiVehicleTypes', 'updateApiVehicleTypes', 'getApiVehicleType');

  const vTags = ['Vouchers'];
  app.post(`${API}/searchVouchers`, { config: { rights: ['VOUCHER', 'VOUCHERREDEEM', 'ORDERING'] }, schema: { tags: vTags, summary: 'Vouchers by number part, client, status, service and expiry dates (at most 500)' } }, async (request) => {
    const f = parseBody(undefined, searchSchema as never, request.body ?? {}) as z.infer<typeof searchSchema>;
    const conds: (SQL | undefined)[] = [
      f.voucherNo ? ilike(vouchers.voucherNo, likeAny(f.voucherNo)) : undefined,
      f.clientId ? eq(vouchers.clientId, f.clientId) : undefined,
      f.voucherStatus ? eq(vouchers.voucherStatus, f.voucherStatus) : undefined,
      f.serviceDateFrom ? gte(vouchers.serviceDate, f.serviceDateFrom) : undefined,
      f.serviceDateTo ? lte(vouchers.serviceDate, f.serviceDateTo) : undefined,
      f.expiryDateFrom ? gte(vouchers.expiryDate, f.expiryDateFrom) : undefined,
      f.expiryDateTo ? lte(vouchers.expiryDate, f.expiryDateTo) : undefined,
    ];
    const rows = await db.select().from(vouchers).where(and(...conds)).orderBy(asc(vouchers.voucherNo)).limit(500);
    return halList('vouchers', rows.map((r) => toWire(RESOURCES.vouchers, r as never)), request.url);
  });

  // A run of numbered vouchers (prefix + zero-padded number) in one go; one clash and none is made.
  app.post(`${API}/createVouchers`, { config: { rights: ['VOUCHER'] }, schema: { tags: vTags, summary: 'Issue {count} vouchers numbered {prefix}{startNo...} with the same client, value and dates' } }, async (request, reply) => {
    const principal = principalOf(request);
    const input = parseBody(undefined, createSchema as never, request.body) as z.infer<typeof createSchema>;
    const numbers = Array.from({ length: input.count }, (_, i) => `${input.prefix}${String(input.startNo + i).padStart(input.digits, '0')}`.toUpperCase());
    const created = await mapDbError(RESOURCES.vouchers, () =>
      db.transaction(async (tx) => {
        const clash = await tx.select({ no: vouchers.voucherNo }).from(vouchers).where(inArray(vouchers.voucherNo, numbers));
        if (clash.length) {
          const list = clash.map((c) => c.no).slice(0, 10).join(', ');
          throw new HttpError(409, `${clash.length} of these voucher numbers exist already: ${list}${clash.length > 10 ? ', ...' : ''}`);
        }
        const out = [];
        for (const voucherNo of numbers) {
          const { prefix: _p, startNo: _s, count: _c, digits: _d, ...shared } = input;
          out.push(await stores.vouchers.create(tx, { ...shared, voucherNo }, principal));
        }
        return out;
      }),
    );
    return reply.status(201).send(halList('vouchers', created.map((r) => toWire(RESOURCES.vouchers, r)), request.url));
  });

  // Redeeming a voucher: an active one, valid on the service date, becomes R (rule in @limo/domain).
  app.post(`${API}/redeemVoucher`, { config: { rights: ['VOUCHERREDEEM'] }, schema: { tags: vTags, summary: 'Redeem {voucherNo} for {serviceDate}' } }, async (request) => {
    const input = parseBody(undefined, redeemSchema as never, request.body) as z.infer<typeof redeemSchema>;
    return toWire(RESOURCES.vouchers, (await redeemVoucher(db, input, principalOf(request))) as never);
  });

  // Vouchers are voided, never deleted: an active one becomes V and stays on file.
  app.post(`${API}/voidVoucher`, { config: { rights: ['VOUCHER'] }, schema: { tags: vTags, summary: 'Void the active voucher {voucherNo}, with optional {remarks}' } }, async (request) => {
    const input = parseBody(undefined, voidSchema as never, request.body) as z.infer<typeof voidSchema>;
    return toWire(RESOURCES.vouchers, (await voidVoucher(db, input, principalOf(request))) as never);
  });
}
