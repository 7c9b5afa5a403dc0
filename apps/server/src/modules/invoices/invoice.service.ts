import { dueDate, invoiceMoney, invoiceNo, RESOURCES, type ServerLanguage, srvText } from '@limo/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { badRequest, conflict, HttpError, notFound, pgError, type Text } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import { billableLines, lineShown, notBillableReasons, type Period, standingLines } from './invoice-lines.js';
import { type CreateBody, MAX_INVOICE_DAYS, type TrialAnswer, type TrialBody } from './invoice.schemas.js';

/*
 * The invoice trial, issuing and voiding (issue 17 rules 1-5 and 7, docs/invoicing.md). An invoice
 * is issued in one transaction: the orders of its lines locked, the lines read again, the standing
 * lines locked, the branch's counter for the year taken (so a refused invoice takes no number), then
 * the invoice, its lines and its order vehicles written. The partial unique index on live
 * orderInvoices is the last guard: a racing invoice that still got past is refused whole.
 */

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;

/** The 409 of order vehicles that are not billable: code NOT_BILLABLE, each named with why. */
const notBillable = (ids: number[], reasons: Text[]) =>
  new HttpError(409, srvText('srv.inv.notBillable', { count: ids.length }), reasons).withExtra({
    code: 'NOT_BILLABLE',
    field: 'orderVehicleIds',
    orderVehicleIds: ids,
  });

export interface InvoiceRecord {
  invoice: typeof t.invoices.$inferSelect;
  lines: (typeof t.invoiceDtls.$inferSelect)[];
}

export class InvoiceService {
  constructor(private readonly db: Db) {}

  /** The period checked: dates in order, at most MAX_INVOICE_DAYS, the client existing; its credit days. */
  private async period(body: TrialBody, principal: Principal): Promise<Period & { creditTermDays: number; language: ServerLanguage }> {
    const problems: Text[] = [];
    const dates = { from: body.dateFrom, to: body.dateTo };
    if (body.dateFrom > body.dateTo) problems.push(srvText('srv.inv.endsBeforeStart', dates));
    else if (days(body.dateFrom, body.dateTo) > MAX_INVOICE_DAYS)
      problems.push(srvText('srv.inv.tooLong', { ...dates, max: MAX_INVOICE_DAYS, days: days(body.dateFrom, body.dateTo) }));
    const [client] = await this.db
      .select({ creditTermDays: t.clients.creditTermDays, language: t.clients.language })
      .from(t.clients)
      .where(eq(t.clients.id, body.clientId));
    if (!client) problems.push(srvText('srv.inv.noClient', { id: body.clientId }));
    if (problems.length) throw badRequest(problems[0], problems);
    return {
      clientId: body.clientId,
      branchId: principal.selectedBranchId,
      dateFrom: body.dateFrom,
      dateTo: body.dateTo,
      creditTermDays: client.creditTermDays,
      language: client.language === 'zh-HK' ? 'zh-HK' : 'en',
    };
  }

  /** getOrderInvoiceTrial: what an invoice of the period would bill now; saves nothing. */
  async trial(body: TrialBody, principal: Principal, lang: ServerLanguage = 'en'): Promise<TrialAnswer> {
    const p = await this.period(body, principal);
    const lines = await billableLines(this.db, p, undefined, lang);
    const money = invoiceMoney(
      lines.map((l) => l.amount),
      await standingLines(this.db, p.clientId),
    );
    return {
      clientId: p.clientId,
      dateFrom: p.dateFrom,
      dateTo: p.dateTo,
      lines: lines.map(({ seqNo: _seq, text: _text, ...l }) => l),
      miscs: money.miscs,
      subtotal: money.subtotal,
      miscTotal: money.miscTotal,
      total: money.total,
      language: p.language,
    };
  }

  /** createInvoice: the invoice of the chosen (or all) billable order vehicles of the period, numbered. */
  async create(body: CreateBody, principal: Principal): Promise<InvoiceRecord> {
    const p = await this.period(body, principal);
    const given = body.orderVehicleIds ? [...new Set(body.orderVehicleIds)] : undefined;
    let wanted: number[] = given ?? [];
    const id = await this.db
      .transaction(async (tx) => {
        wanted = given ?? (await billableLines(tx, p)).map((l) => l.orderVehicleId);
        if (!wanted.length) throw badRequest(srvText('srv.inv.nothingBillable', { client: p.clientId, from: p.dateFrom, to: p.dateTo }));
        // The orders locked in id order: an updateOrder of one of them waits, as does a racing invoice.
        const orderIds = await tx.selectDistinct({ id: t.orderVehicles.orderId }).from(t.orderVehicles).where(inArray(t.orderVehicles.id, wanted));
        if (orderIds.length)
          await tx
            .select({ id: t.orders.id })
            .from(t.orders)
            .where(
              inArray(
                t.orders.id,
                orderIds.map((r) => r.id),
              ),
            )
            .orderBy(asc(t.orders.id))
            .for('update');
        const lines = await billableLines(tx, p, wanted);
        const found = new Set(lines.map((l) => l.orderVehicleId));
        const refused = wanted.filter((v) => !found.has(v));
        if (refused.length) throw notBillable(refused, await notBillableReasons(tx, p, refused));

        const standing = await standingLines(tx, p.clientId, true);
        const money = invoiceMoney(
          lines.map((l) => l.amount),
          standing,
        );
        const year = Number(body.invoiceDate.slice(0, 4));
        const [{ lastSeq }] = await tx
          .insert(t.invoiceCounters)
          .values({ branchId: p.branchId, year, lastSeq: 1 })
          .onConflictDoUpdate({ target: [t.invoiceCounters.branchId, t.invoiceCounters.year], set: { lastSeq: sql`${t.invoiceCounters.lastSeq} + 1` } })
          .returning({ lastSeq: t.invoiceCounters.lastSeq });
        const [branch] = await tx.select({ code: t.branches.branchCode }).from(t.branches).where(eq(t.branches.id, p.branchId));
        const who = { createBy: principal.username, lastUpdateBy: principal.username };
        const [invoice] = await tx
          .insert(t.invoices)
          .values({
            ...who,
            invoiceNo: invoiceNo(branch.code, year, lastSeq),
            invoiceSeq: lastSeq,
            branchId: p.branchId,
            clientId: p.clientId,
            invoiceHeaderId: await letterheadOf(tx, p.branchId),
            invoiceDate: body.invoiceDate,
            dueDate: dueDate(body.invoiceDate, p.creditTermDays),
            dateFrom: p.dateFrom,
            dateTo: p.dateTo,
            subtotal: money.subtotal,
            miscTotal: money.miscTotal,
            total: money.total,
            // The clerk's choice, else the client's language setting (issue 30 part 1).
            language: body.language ?? p.language,
          })
          .returning({ id: t.invoices.id });
        let seq = 0;
        await tx.insert(t.invoiceDtls).values([
          ...lines.map((l) => ({
            ...who,
            invoiceId: invoice.id,
            seq: ++seq,
            lineType: 'ORDER',
            orderVehicleId: l.orderVehicleId,
            description: l.description,
            textCode: l.text.key,
            textParams: l.text.params ?? {},
            amount: l.amount,
          })),
          ...money.miscs.map((m) => ({
            ...who,
            invoiceId: invoice.id,
            seq: ++seq,
            lineType: 'MISC',
            clientInvoiceMiscId: m.clientInvoiceMiscId,
            description: m.percent === null ? m.description : `${m.description} (${m.percent}%)`,
            amount: m.amount,
          })),
        ]);
        await tx.insert(t.orderInvoices).values(lines.map((l) => ({ ...who, orderId: l.orderId, orderVehicleId: l.orderVehicleId, invoiceId: invoice.id })));
        const oneOff = standing.filter((s) => s.monthlyFlag === 0).map((s) => s.clientInvoiceMiscId);
        if (oneOff.length)
          await tx
            .update(t.clientInvoiceMiscs)
            .set({ invoiceId: invoice.id, lastUpdateBy: principal.username, lastUpdateDt: new Date() })
            .where(and(inArray(t.clientInvoiceMiscs.id, oneOff), isNull(t.clientInvoiceMiscs.invoiceId)));
        return invoice.id;
      })
      .catch(async (err: unknown) => {
        // A racing invoice took one of the order vehicles first (PostgreSQL's unique index): refused whole.
        const pg = pgError(err);
        if (pg?.code !== '23505' || pg.constraint !== 'order_invoices_live_unique') throw err;
        const stillBillable = new Set((await billableLines(this.db, p, wanted)).map((l) => l.orderVehicleId));
        const taken = wanted.filter((v) => !stillBillable.has(v));
        throw notBillable(taken, taken.length ? await notBillableReasons(this.db, p, taken) : [srvText('srv.inv.raced')]);
      });
    return this.read(id, principal);
  }

  /** voidInvoice: status V with the reason, who and when; its order vehicles and one-off lines freed; the number kept. */
  async void(invoiceId: number, reason: string, principal: Principal): Promise<InvoiceRecord> {
    await this.db.transaction(async (tx) => {
      const [inv] = await tx
        .select({ id: t.invoices.id, invoiceNo: t.invoices.invoiceNo, status: t.invoices.status, version: t.invoices.version })
        .from(t.invoices)
        .where(and(eq(t.invoices.id, invoiceId), eq(t.invoices.branchId, principal.selectedBranchId)))
        .for('update');
      if (!inv) throw notFound(`Invoice ${invoiceId} not found`);
      if (inv.status === 'V') throw conflict(`Invoice ${inv.invoiceNo} is void already`).withExtra({ code: 'VOID' });
      const now = new Date();
      const who = { lastUpdateBy: principal.username, lastUpdateDt: now };
      await tx
        .update(t.invoices)
        .set({ status: 'V', voidReason: reason, voidBy: principal.username, voidDt: now, version: inv.version + 1, ...who })
        .where(eq(t.invoices.id, invoiceId));
      await tx
        .update(t.orderInvoices)
        .set({ liveFlag: 0, ...who })
        .where(eq(t.orderInvoices.invoiceId, invoiceId));
      await tx
        .update(t.clientInvoiceMiscs)
        .set({ invoiceId: null, ...who })
        .where(and(eq(t.clientInvoiceMiscs.invoiceId, invoiceId), eq(t.clientInvoiceMiscs.monthlyFlag, 0)));
    });
    return this.read(invoiceId, principal);
  }

  /** An invoice of the selected branch with its lines in order; 404 otherwise. */
  async read(invoiceId: number, principal: Principal): Promise<InvoiceRecord> {
    const [invoice] = await this.db
      .select()
      .from(t.invoices)
      .where(and(eq(t.invoices.id, invoiceId), eq(t.invoices.branchId, principal.selectedBranchId)));
    if (!invoice) throw notFound(`Invoice ${invoiceId} not found`);
    const lines = await this.db.select().from(t.invoiceDtls).where(eq(t.invoiceDtls.invoiceId, invoiceId)).orderBy(asc(t.invoiceDtls.seq));
    return { invoice, lines };
  }
}

/** The invoice as createInvoice and voidInvoice answer it: the record with its lines. */
export const invoiceWire = ({ invoice, lines }: InvoiceRecord, lang: ServerLanguage = 'en') => ({
  ...toWire(RESOURCES.invoices, invoice),
  language: invoice.language,
  invoiceDtls: lines.map((l) => ({ ...toWire(RESOURCES.invoiceDtls, l), description: lineShown(lang, l) })),
});

/** The branch's active letterhead, else the first active one of no branch, else none. */
async function letterheadOf(tx: Tx, branchId: number): Promise<number | null> {
  const h = t.invoiceHeaders;
  const [row] = await tx
    .select({ id: h.id })
    .from(h)
    .where(and(eq(h.recordStatus, 'A'), sql`(${h.branchId} = ${branchId} or ${h.branchId} is null)`))
    .orderBy(sql`${h.branchId} is null`, asc(h.id))
    .limit(1);
  return row?.id ?? null;
}
