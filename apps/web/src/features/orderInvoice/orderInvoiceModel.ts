/** The order invoice screen's rules (issue 17): the period form, the trial's ticked lines and their live totals, a refused issue. */
import { invoiceMoney, type InvoiceMoney, isValidIsoDate } from '@limo/domain';
import type { Language } from '@limo/domain/i18n/languages';
import { ApiError, formatError } from '../../api/errors';
import { isMonth, monthRange, previousMonth } from '../driverAllowance/hrFormat';

/** One billable order vehicle of getOrderInvoiceTrial's answer. */
export interface TrialLine {
  orderVehicleId: number;
  orderId: number;
  orderRefId: string;
  pickupDate: string;
  serviceType: string;
  description: string;
  amount: string;
}

/** A standing line of the trial: an amount, or a percent of the order lines (amount is then what the trial computed). */
export interface TrialMisc {
  clientInvoiceMiscId: number;
  description: string;
  amount: string | null;
  percent?: string | number | null;
}

export interface Trial {
  clientId: number;
  dateFrom: string;
  dateTo: string;
  lines: TrialLine[];
  miscs: TrialMisc[];
  subtotal: string;
  miscTotal: string;
  total: string;
  /** The client's language setting: the invoice's language unless the clerk chooses another (issue 30 part 1). */
  language?: Language;
}

export interface InvoiceForm {
  clientId: number | null;
  /** 'YYYY-MM' while the dates cover that month whole, else ''. */
  month: string;
  dateFrom: string | null;
  dateTo: string | null;
  invoiceDate: string | null;
}

/** The day before `today` (YYYY-MM-DD): calendar arithmetic, no clock involved. */
export const dayBefore = (today: string) => new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * A month's dates, ending yesterday at the latest (issue 30 part 7): trips that have not happened
 * yet are billed only when the user widens the dates by hand.
 */
export function billedRange(month: string, today: string): { dateFrom: string; dateTo: string } {
  const range = monthRange(month);
  const yesterday = dayBefore(today);
  return range.dateFrom <= yesterday && range.dateTo > yesterday ? { ...range, dateTo: yesterday } : range;
}

/** Last month on the operator's calendar, invoiced today. */
export function initialForm(today: string): InvoiceForm {
  const month = previousMonth(today);
  return { clientId: null, month, ...billedRange(month, today), invoiceDate: today };
}

/**
 * The form a link opens (the accounts' landing, issue 30 part 8b): `?clientId=&dateFrom=&dateTo=`, all three valid,
 * invoiced today; else null.
 */
export function linkedForm(params: URLSearchParams, today: string): InvoiceForm | null {
  const clientId = Number(params.get('clientId'));
  const [dateFrom, dateTo] = [params.get('dateFrom') ?? '', params.get('dateTo') ?? ''];
  if (!Number.isSafeInteger(clientId) || clientId <= 0 || !isValidIsoDate(dateFrom) || !isValidIsoDate(dateTo)) return null;
  return { clientId, month: '', dateFrom, dateTo, invoiceDate: today };
}

/** Picking a month fills its dates up to yesterday; text that is not a month yet leaves the dates alone. */
export function withMonth(form: InvoiceForm, month: string, today: string): InvoiceForm {
  return { ...form, month, ...(isMonth(month) ? billedRange(month, today) : {}) };
}

/** A date changed by hand: the month shows only while the dates are that month whole. */
export function withDate(form: InvoiceForm, key: 'dateFrom' | 'dateTo', date: string | null): InvoiceForm {
  const next = { ...form, [key]: date };
  const month = next.dateFrom?.slice(0, 7) ?? '';
  const whole = isMonth(month) && next.dateFrom && next.dateTo && monthRange(month).dateFrom === next.dateFrom && monthRange(month).dateTo === next.dateTo;
  return { ...next, month: whole ? month : '' };
}

export type FormProblems = Partial<Record<'clientId' | 'dateFrom' | 'dateTo' | 'invoiceDate', string>>;

/** The text keys of what keeps the trial from being asked, by field. */
export function formProblems(f: InvoiceForm): FormProblems {
  const out: FormProblems = {};
  if (!f.clientId) out.clientId = 'inv.err.client';
  for (const key of ['dateFrom', 'dateTo', 'invoiceDate'] as const) if (!f[key] || !isValidIsoDate(f[key])) out[key] = 'inv.err.date';
  if (!out.dateFrom && !out.dateTo && (f.dateTo as string) < (f.dateFrom as string)) out.dateTo = 'inv.err.dateOrder';
  return out;
}

/** Every line is ticked when a trial arrives. */
export const allTicked = (trial: Trial): number[] => trial.lines.map((l) => l.orderVehicleId);

/** The ticked list with one row's tick turned over, in the trial's order. */
export function toggled(trial: Trial, ticked: readonly number[], id: number): number[] {
  const set = new Set(ticked);
  if (set.has(id)) set.delete(id);
  else set.add(id);
  return trial.lines.map((l) => l.orderVehicleId).filter((v) => set.has(v));
}

/**
 * The money of the ticked lines by the invoice rules (the same function the server issues with): a
 * percent line is recomputed on the new subtotal, an amount line stays.
 */
export function tickedMoney(trial: Trial, ticked: readonly number[]): InvoiceMoney {
  const set = new Set(ticked);
  const amounts = trial.lines.filter((l) => set.has(l.orderVehicleId)).map((l) => l.amount);
  const standing = trial.miscs.map((m) => {
    // A percent may come as a number from a generic read; the rules take its decimal text.
    const percent = m.percent === null || m.percent === undefined || m.percent === '' ? null : String(m.percent);
    return { clientInvoiceMiscId: m.clientInvoiceMiscId, description: m.description, amount: percent ? null : (m.amount ?? '0.00'), percent };
  });
  return invoiceMoney(amounts, standing);
}

/** createInvoice's body: the ticked order vehicles only. */
/** `language`: the invoice's own, kept with it and printed in it whoever prints it later (issue 30 part 1). */
export function createBody(trial: Trial, invoiceDate: string, ticked: readonly number[], language: Language) {
  return { clientId: trial.clientId, dateFrom: trial.dateFrom, dateTo: trial.dateTo, invoiceDate, orderVehicleIds: [...ticked], language };
}

/** A 409 of createInvoice: the order vehicles no longer billable (by id when the server names them) and its lines. */
export function conflictOf(err: unknown): { orderVehicleIds: number[]; lines: string[]; message: string } | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const body = err.body as Record<string, unknown>;
  const listed = body.orderVehicleIds ?? body.notBillable ?? body.ids;
  const ids = Array.isArray(listed) ? listed.map((v) => (typeof v === 'object' && v ? (v as { orderVehicleId?: unknown }).orderVehicleId : v)) : [];
  return {
    orderVehicleIds: ids.filter((v): v is number => typeof v === 'number'),
    lines: err.errors,
    message: err.body.message ?? err.message,
  };
}

/** The refused order vehicles as the clerk knows them: order ref. and pick-up date from the trial she saw. */
export function describeRefused(trial: Trial, ids: readonly number[]): { id: number; line?: TrialLine }[] {
  return ids.map((id) => ({ id, line: trial.lines.find((l) => l.orderVehicleId === id) }));
}

/** A refused issue as lines: the server's own message first (the standard 400 text leaves it out), then its list. */
export function refusalLines(err: unknown): string[] {
  if (!(err instanceof ApiError) || !err.body.message) return [formatError(err)];
  const listed = [...err.errors, ...err.invalidValues.map((v) => `${v.field}: ${String(v.value)}`)];
  return [err.body.message, ...listed.filter((l) => l !== err.body.message)];
}
