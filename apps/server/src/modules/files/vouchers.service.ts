import {
  redeemRefusalText,
  srvText,
  VOUCHER_ACTIVE,
  VOUCHER_REDEEMED,
  VOUCHER_VOID,
  type VoucherState,
  voidRefusalText,
  voucherChangeRefusalText,
  REFUSAL_NAMES,
} from '@limo/domain';
import { and, count, eq, gte, ilike, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { clients, vouchers } from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { badRequest, conflict, notFound } from '../../engine/errors.js';
import { containing, type ListQuery, paginate } from '../../engine/query.js';
import { matchesSearch, searchPattern } from '../../engine/search.js';
import type { CollectionStore, Row, StoreOptions } from '../../engine/store.js';

type Voucher = typeof vouchers.$inferSelect;

export const MAX_VOUCHERS_AT_ONCE = 500;

/**
 * The generic voucher calls keep the voucher's life: a new one is active, a PATCH never moves its
 * status and never touches a redeemed or void one, and none is deleted (it is voided instead).
 * Refusing inside the write's transaction rolls the write back.
 */
export const voucherStoreOptions: StoreOptions = {
  hooks: {
    afterCreate: async (_tx, row) => {
      if (row.voucherStatus !== VOUCHER_ACTIVE) {
        throw badRequest(srvText('srv.files.newVoucher'), undefined, [{ field: 'voucherStatus', value: row.voucherStatus }]);
      }
    },
    afterUpdate: async (_tx, before, after) => {
      const refusal = voucherChangeRefusalText(before as unknown as VoucherState, { voucherStatus: after.voucherStatus });
      if (refusal) throw conflict(refusal);
    },
    beforeDelete: async (_tx, row) => {
      throw conflict(srvText('srv.vch.noDelete', { no: String(row.voucherNo) }));
    },
  },
};

const CLIENT_SEARCH = [clients.clientCode, clients.clientShortName, clients.clientNameEng, clients.clientNameChi];

export interface VoucherSearch {
  voucherNo?: string;
  clientId?: number;
  client?: string;
  voucherStatus?: string;
  serviceDateFrom?: string;
  serviceDateTo?: string;
  expiryDateFrom?: string;
  expiryDateTo?: string;
}

/**
 * Vouchers by a part of the number, client (or a part of its code or names), status, service and expiry date ranges, in the list's
 * order (number by default): the asked page, else the first 500.
 */
export async function searchVouchers(db: Db, f: VoucherSearch, q: ListQuery) {
  const where = and(
    f.voucherNo ? ilike(vouchers.voucherNo, containing(f.voucherNo)) : undefined,
    f.clientId ? eq(vouchers.clientId, f.clientId) : undefined,
    f.client
      ? inArray(
          vouchers.clientId,
          db
            .select({ id: clients.id })
            .from(clients)
            .where(matchesSearch(CLIENT_SEARCH, searchPattern(f.client))),
        )
      : undefined,
    f.voucherStatus ? eq(vouchers.voucherStatus, f.voucherStatus) : undefined,
    f.serviceDateFrom ? gte(vouchers.serviceDate, f.serviceDateFrom) : undefined,
    f.serviceDateTo ? lte(vouchers.serviceDate, f.serviceDateTo) : undefined,
    f.expiryDateFrom ? gte(vouchers.expiryDate, f.expiryDateFrom) : undefined,
    f.expiryDateTo ? lte(vouchers.expiryDate, f.expiryDateTo) : undefined,
  );
  const select = db
    .select()
    .from(vouchers)
    .where(where)
    .orderBy(...q.orderBy)
    .$dynamic();
  const rows = await (q.paged ? paginate(select, q) : select.limit(MAX_VOUCHERS_AT_ONCE));
  const total = q.paged ? (await db.select({ n: count() }).from(vouchers).where(where))[0].n : rows.length;
  return { rows, total };
}

export interface VoucherRun {
  prefix: string;
  startNo: number;
  count: number;
  digits: number;
  [shared: string]: unknown;
}

/** A run of numbered vouchers (prefix + zero-padded number) sharing the other values; one clash and none is made. */
export function createVoucherRun(db: Db, store: CollectionStore, input: VoucherRun, principal: Principal): Promise<Row[]> {
  const { prefix, startNo, count, digits, ...shared } = input;
  const numbers = Array.from({ length: count }, (_, i) => `${prefix}${String(startNo + i).padStart(digits, '0')}`.toUpperCase());
  return mapDbError(store.def, () =>
    db.transaction(async (tx) => {
      const clash = await tx.select({ no: vouchers.voucherNo }).from(vouchers).where(inArray(vouchers.voucherNo, numbers));
      if (clash.length) {
        const list = clash
          .map((c) => c.no)
          .slice(0, 10)
          .join(', ');
        throw conflict(srvText('srv.vch.exist', { count: clash.length, list: `${list}${clash.length > 10 ? ', ...' : ''}` }));
      }
      const out: Row[] = [];
      for (const voucherNo of numbers) out.push(await store.create(tx, { ...shared, voucherNo }, principal));
      return out;
    }),
  );
}

/** The voucher with this number, locked for the change that follows. */
export async function lockedVoucher(tx: Tx, voucherNo: string): Promise<Voucher> {
  const no = voucherNo.toUpperCase();
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.voucherNo, no)).for('update');
  if (!voucher) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.voucher, id: no }));
  return voucher;
}

export async function setState(tx: Tx, voucher: Voucher, changes: Partial<Voucher>, principal: Principal) {
  const [row] = await tx
    .update(vouchers)
    .set({ ...changes, version: voucher.version + 1, lastUpdateBy: principal.username, lastUpdateDt: new Date() })
    .where(eq(vouchers.id, voucher.id))
    .returning();
  return row;
}

/** Redeems an active voucher, valid on the service date, for that date: it becomes R. */
export function redeemVoucher(db: Db, input: { voucherNo: string; serviceDate: string; remarks?: string | null }, principal: Principal) {
  return db.transaction(async (tx) => {
    const voucher = await lockedVoucher(tx, input.voucherNo);
    const refusal = redeemRefusalText(voucher, input.serviceDate);
    if (refusal) throw conflict(refusal);
    return setState(tx, voucher, { voucherStatus: VOUCHER_REDEEMED, serviceDate: input.serviceDate, remarks: input.remarks ?? voucher.remarks }, principal);
  });
}

/** Voids an active voucher (the generic DELETE of vouchers points here): it becomes V and stays on file. */
export function voidVoucher(db: Db, input: { voucherNo: string; remarks?: string | null }, principal: Principal) {
  return db.transaction(async (tx) => {
    const voucher = await lockedVoucher(tx, input.voucherNo);
    const refusal = voidRefusalText(voucher);
    if (refusal) throw conflict(refusal);
    return setState(tx, voucher, { voucherStatus: VOUCHER_VOID, remarks: input.remarks ?? voucher.remarks }, principal);
  });
}
