import { en, formatDate, formatTime, renderServerText, type ServerLanguage, shownText, type ServerText, type StandingLine, srvText, zhHK } from '@limo/domain';
import { and, asc, eq, gte, inArray, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { onLiveInvoice } from './invoice-lock.js';
import { type TripParts, tripParts } from './invoice-trip.js';
import type { TrialLine } from './invoice.schemas.js';

/*
 * What an invoice of a client and period bills (issue 17 rules 1 and 2, docs/invoicing.md): the
 * billable order vehicles and the client's standing lines.
 */

const o = t.orders;
const ov = t.orderVehicles;
const cim = t.clientInvoiceMiscs;

export interface Period {
  clientId: number;
  branchId: number;
  dateFrom: string;
  dateTo: string;
}

export interface BillableLine extends TrialLine {
  seqNo: number;
  /** The description as a text, kept with the issued line so it is worded again in any language. */
  text: ServerText;
}

/** A service type's word in both languages (Arrival / 接機), as the screens show it. */
const serviceName = (s: string) => {
  const key = `option.serviceType.${s}` as keyof typeof en;
  return { en: en[key] ?? s, zh: zhHK[key] ?? s };
};

/**
 * "03/10/2026 09:30 Arrival HK-20261003-0007 #1 (E-Class), no-show: Airport → The Peninsula; passenger Mr Chan":
 * a line a client can match to the booking (issue 30 part 8b). Lines issued before keep their key srv.inv.line.
 */
export function lineText(
  r: {
    pickupDate: string;
    pickupTime: string;
    serviceType: string;
    orderRefId: string;
    seqNo: number;
    vehicleType: string | null;
    vehicleTypeChi: string | null;
    noshowFlag: number;
  },
  trip: TripParts,
): ServerText {
  return srvText('srv.inv.trip', {
    date: formatDate(r.pickupDate),
    time: formatTime(r.pickupTime),
    service: serviceName(r.serviceType),
    ref: r.orderRefId,
    seq: r.seqNo,
    vehicle: r.vehicleType ? srvText('srv.inv.lineVehicle', { name: { en: r.vehicleType, zh: r.vehicleTypeChi ?? '' } }) : '',
    noShow: r.noshowFlag ? srvText('srv.inv.lineNoShow') : '',
    route: trip.route,
    pax: trip.pax,
  });
}

/** A stored line's description in `lang`: worded from its text when it has one, else as saved on issue (issue 30). */
export const lineShown = (lang: ServerLanguage, l: { description: string; textCode: string | null; textParams: unknown }): string =>
  shownText(lang, l.textCode, l.textParams, l.description);

/** A stored invoice line (a row of invoice_dtls) with its description in `lang`. */
export const invoiceLineShown = <R extends Record<string, unknown>>(row: R, lang: ServerLanguage): R => ({
  ...row,
  description: lineShown(lang, row as unknown as Parameters<typeof lineShown>[1]),
});

/**
 * Rule 1: the order vehicles (not cancelled) of the client's active orders of the branch picked up
 * in the period and on no live invoice, by pick-up; `only`: just these of them.
 */
export async function billableLines(db: Db | Tx, p: Period, only?: readonly number[], lang: ServerLanguage = 'en'): Promise<BillableLine[]> {
  const rows = await db
    .select({
      orderVehicleId: ov.id,
      orderId: ov.orderId,
      orderRefId: o.orderRefId,
      seqNo: ov.seqNo,
      pickupDate: ov.pickupDate,
      pickupTime: ov.pickupTime,
      serviceType: ov.serviceType,
      noshowFlag: ov.noshowFlag,
      fareAmt: ov.fareAmt,
      vehicleType: t.vehicleTypes.vehicleTypeDescEng,
      vehicleTypeChi: t.vehicleTypes.vehicleTypeDescChi,
      pickupLocationId: ov.pickupLocationId,
      pickupAddress: ov.pickupAddress,
      dropoffLocationId: ov.dropoffLocationId,
      dropoffAddress: ov.dropoffAddress,
    })
    .from(ov)
    .innerJoin(o, eq(o.id, ov.orderId))
    .leftJoin(t.vehicleTypes, eq(t.vehicleTypes.id, ov.vehicleTypeId))
    .where(
      and(
        eq(o.clientId, p.clientId),
        eq(o.branchId, p.branchId),
        eq(o.orderStatus, 'A'),
        eq(ov.orderVehicleStatus, 'A'),
        gte(ov.pickupDate, p.dateFrom),
        lte(ov.pickupDate, p.dateTo),
        not(onLiveInvoice(ov.id)),
        only ? inArray(ov.id, only.length ? [...only] : [0]) : undefined,
      ),
    )
    .orderBy(asc(ov.pickupDate), asc(ov.pickupTime), asc(o.orderRefId), asc(ov.seqNo));
  const trips = await tripParts(db, rows);
  return rows.map((r) => {
    const text = lineText(r, trips.get(r.orderVehicleId) as TripParts);
    return {
      orderVehicleId: r.orderVehicleId,
      orderId: r.orderId,
      orderRefId: r.orderRefId,
      seqNo: r.seqNo,
      pickupDate: r.pickupDate,
      serviceType: r.serviceType,
      description: renderServerText(lang, text),
      text,
      amount: moneyText(r.fareAmt),
    };
  });
}

/** numeric(12, 2) as text always has two decimals; kept exact (never through a float). */
function moneyText(v: string): string {
  const [whole, frac = ''] = v.split('.');
  return `${whole}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * Rule 2: the client's standing lines on its next invoice, by id: every monthly line, and each
 * one-off line not yet bound to an invoice. `lock`: locked (FOR UPDATE), so two invoices of the
 * client issued at once cannot both bind a one-off line.
 */
export async function standingLines(db: Db | Tx, clientId: number, lock = false): Promise<(StandingLine & { monthlyFlag: number })[]> {
  const query = db
    .select({ clientInvoiceMiscId: cim.id, description: cim.description, amount: cim.amount, percent: cim.percent, monthlyFlag: cim.monthlyFlag })
    .from(cim)
    .where(and(eq(cim.clientId, clientId), or(eq(cim.monthlyFlag, 1), and(eq(cim.monthlyFlag, 0), isNull(cim.invoiceId)))))
    .orderBy(asc(cim.id));
  const rows = await (lock ? query.for('update') : query);
  return rows.map((r) => ({ ...r, percent: r.percent === null ? null : trimPercent(r.percent) }));
}

/** numeric(7, 4) "2.5000" as "2.5": the percent as the clerk typed it. */
const trimPercent = (p: string) => p.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** Why each of these order vehicles is not billable on an invoice of the period (for the 409). */
export async function notBillableReasons(db: Db | Tx, p: Period, ids: readonly number[]): Promise<ServerText[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: ov.id,
      orderRefId: o.orderRefId,
      clientId: o.clientId,
      branchId: o.branchId,
      orderStatus: o.orderStatus,
      status: ov.orderVehicleStatus,
      pickupDate: ov.pickupDate,
      invoiceNo: sql<
        string | null
      >`(select ${t.invoices.invoiceNo} from ${t.orderInvoices} join ${t.invoices} on ${t.invoices.id} = ${t.orderInvoices.invoiceId}
        where ${t.orderInvoices.orderVehicleId} = ${ov.id} and ${t.orderInvoices.liveFlag} = 1)`,
    })
    .from(ov)
    .innerJoin(o, eq(o.id, ov.orderId))
    .where(inArray(ov.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const r = byId.get(id);
    if (!r || r.branchId !== p.branchId) return srvText('srv.inv.lineNotFound', { id });
    const who = { id, order: r.orderRefId };
    if (r.clientId !== p.clientId) return srvText('srv.inv.otherClient', who);
    if (r.orderStatus !== 'A') return srvText('srv.inv.orderNotActive', { ...who, status: r.orderStatus });
    if (r.status !== 'A') return srvText('srv.inv.lineCancelled', who);
    if (r.pickupDate < p.dateFrom || r.pickupDate > p.dateTo) return srvText('srv.inv.outsidePeriod', { ...who, date: r.pickupDate });
    if (r.invoiceNo) return srvText('srv.inv.onInvoice', { ...who, no: r.invoiceNo });
    return srvText('srv.inv.notBillableLine', who);
  });
}
