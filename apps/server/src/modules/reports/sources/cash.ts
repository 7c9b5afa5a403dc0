import { centsToMoney, feeRowOn, moneyToCents, paymentFee, type PaymentMethodFee } from '@limo/domain';
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import type { ReportInput, ReportRow, ReportSource } from '../report-source.js';
import { filterId } from './shared.js';

/*
 * The cash report (issue 17, /report/cashreport): every payment of an order of the branch dated in
 * the period, whatever the order's status since (money received on an order cancelled later is still
 * received; its refund is a payment of its own), with the method's fee that day and the net
 * (packages/domain/src/rules/reports/fees.ts). The summary adds the same rows up per method.
 */

const p = t.orderPayments;

type CashRow = {
  orderPaymentId: number;
  paymentDate: string;
  orderId: number;
  orderRefId: string;
  clientId: number;
  clientCode: string;
  paymentMethodId: number;
  paymentMethodCode: string;
  paymentMethodDescEng: string;
  amount: string;
  fee: string;
  net: string;
};

async function payments(db: Db, input: ReportInput): Promise<CashRow[]> {
  const methodId = filterId(input, 'paymentMethodId');
  const clientId = filterId(input, 'clientId');
  const rows = await db
    .select({
      orderPaymentId: p.id,
      paymentDate: p.paymentDate,
      orderId: p.orderId,
      orderRefId: t.orders.orderRefId,
      clientId: t.orders.clientId,
      clientCode: t.clients.clientCode,
      paymentMethodId: p.paymentMethodId,
      paymentMethodCode: t.paymentMethods.paymentMethodCode,
      paymentMethodDescEng: t.paymentMethods.paymentMethodDescEng,
      amount: p.amount,
    })
    .from(p)
    .innerJoin(t.orders, eq(t.orders.id, p.orderId))
    .innerJoin(t.clients, eq(t.clients.id, t.orders.clientId))
    .innerJoin(t.paymentMethods, eq(t.paymentMethods.id, p.paymentMethodId))
    .where(
      and(
        eq(t.orders.branchId, input.branchId),
        gte(p.paymentDate, input.dateFrom),
        lte(p.paymentDate, input.dateTo),
        methodId === undefined ? undefined : eq(p.paymentMethodId, methodId),
        clientId === undefined ? undefined : eq(t.orders.clientId, clientId),
      ) as SQL,
    )
    .orderBy(asc(p.paymentDate), asc(t.orders.orderRefId), asc(p.id));
  if (!rows.length) return [];
  // The fee table is short (a few rows a method): read it whole rather than a subquery a payment.
  const fees = await db
    .select({
      paymentMethodId: t.paymentMethodFees.paymentMethodId,
      effectiveDate: t.paymentMethodFees.effectiveDate,
      feePercent: t.paymentMethodFees.feePercent,
      minFee: t.paymentMethodFees.minFee,
    })
    .from(t.paymentMethodFees);
  const feesOf = new Map<number, PaymentMethodFee[]>();
  for (const f of fees) feesOf.set(f.paymentMethodId, [...(feesOf.get(f.paymentMethodId) ?? []), f]);
  return rows.map((r) => ({ ...r, ...paymentFee(r.amount, feeRowOn(feesOf.get(r.paymentMethodId) ?? [], r.paymentDate)) }));
}

export const cashDetail: ReportSource = { kind: 'all', rows: payments };

export const cashByMethod: ReportSource = {
  kind: 'all',
  async rows(db: Db, input: ReportInput): Promise<ReportRow[]> {
    const byMethod = new Map<number, { row: CashRow; count: number; amount: number; fee: number; net: number }>();
    for (const r of await payments(db, input)) {
      const m = byMethod.get(r.paymentMethodId) ?? { row: r, count: 0, amount: 0, fee: 0, net: 0 };
      m.count += 1;
      m.amount += moneyToCents(r.amount);
      m.fee += moneyToCents(r.fee);
      m.net += moneyToCents(r.net);
      byMethod.set(r.paymentMethodId, m);
    }
    return [...byMethod.values()]
      .sort((a, b) => (a.row.paymentMethodCode < b.row.paymentMethodCode ? -1 : a.row.paymentMethodCode > b.row.paymentMethodCode ? 1 : 0))
      .map(({ row, count, amount, fee, net }) => ({
        paymentMethodId: row.paymentMethodId,
        paymentMethodCode: row.paymentMethodCode,
        paymentMethodDescEng: row.paymentMethodDescEng,
        count,
        amount: centsToMoney(amount),
        fee: centsToMoney(fee),
        net: centsToMoney(net),
      }));
  },
};
