import { RESOURCES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { vouchers } from '../../db/schema/index.js';
import { principalOf } from '../../engine/auth.js';
import { API, halList, halListOrPage, toWire } from '../../engine/hal.js';
import type { CollectionStore } from '../../engine/store.js';
import { handListSpec } from './hand-list-spec.js';
import { createSchema, redeemSchema, searchSchema, voidSchema, voucherAnswer, voucherListAnswer, voucherPageAnswer } from './vouchers.schemas.js';
import { createVoucherRun, redeemVoucher, searchVouchers, voidVoucher } from './vouchers.service.js';
import { callSchema, typed } from '../../engine/route-schema.js';

const searchSpec = handListSpec(RESOURCES.vouchers, vouchers);

const tags = ['Vouchers'];
const wire = (row: object) => toWire(RESOURCES.vouchers, row as never);

/** The voucher calls: search, issue a numbered run, redeem, void. The rules are in vouchers.service.ts. */
export async function voucherRoutes(base: FastifyInstance, { db, stores }: { db: Db; stores: Record<string, CollectionStore> }) {
  const app = typed(base);
  app.post(
    `${API}/searchVouchers`,
    {
      config: { rights: ['VOUCHER', 'VOUCHERREDEEM', 'ORDERING'] },
      schema: callSchema({
        tags,
        summary: 'Vouchers by number part, client, status, service and expiry dates (unpaged: the first 500)',
        query: searchSpec,
        body: searchSchema,
        answer: voucherPageAnswer,
      }),
    },
    async (request) => {
      const q = request.query;
      const f = request.body;
      const { rows, total } = await searchVouchers(db, f, q);
      return halListOrPage('vouchers', rows.map(wire), q, total, request.url);
    },
  );

  app.post(
    `${API}/createVouchers`,
    {
      config: { rights: ['VOUCHER'] },
      schema: callSchema({
        tags,
        summary: 'Issue count vouchers numbered prefix + startNo... with the same client, value and dates',
        body: createSchema,
        answer: voucherListAnswer,
        status: 201,
      }),
    },
    async (request, reply) => {
      const created = await createVoucherRun(db, stores.vouchers, request.body, principalOf(request));
      return reply.status(201).send(halList('vouchers', created.map(wire), request.url));
    },
  );

  app.post(
    `${API}/redeemVoucher`,
    {
      config: { rights: ['VOUCHERREDEEM'] },
      schema: callSchema({ tags, summary: 'Redeem an active voucher for a service date', body: redeemSchema, answer: voucherAnswer }),
    },
    async (request) => {
      return wire(await redeemVoucher(db, request.body, principalOf(request)));
    },
  );

  app.post(
    `${API}/voidVoucher`,
    {
      config: { rights: ['VOUCHER'] },
      schema: callSchema({ tags, summary: 'Void an active voucher, with optional remarks', body: voidSchema, answer: voucherAnswer }),
    },
    async (request) => {
      return wire(await voidVoucher(db, request.body, principalOf(request)));
    },
  );
}
