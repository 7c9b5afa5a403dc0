/**
 * The departure notice and airport sign screens' rules (issue 15): the rows of
 * GET enqDepartureNotices/{date} and enqAirportSigns/{date}, which of them are printed, the name a
 * sign shows in the language picked, and the size that name is set at to fill the sign's width.
 */
import { formatDate, formatTime } from '@limo/domain/rules/display-date';
import { operatorToday } from '@limo/domain/rules/operator-time';
import { isValidIsoDate } from '@limo/domain/rules/wire';

interface Common {
  orderVehicleId: number;
  orderId: number;
  orderRefId: string;
  pickupDate: string;
  pickupTime: string;
  flightNo: string | null;
  terminal: string | null;
  paxNames: string[];
  paxCount: number;
}

export interface NoticeRow extends Common {
  pickupLocation: string;
  pickupLocationChi: string | null;
  dropoffLocation: string | null;
  dropoffLocationChi: string | null;
  flightDate: string | null;
  flightTime: string | null;
  driverName: string | null;
  driverNameChi: string | null;
  driverMobile: string | null;
  plate: string | null;
  vehicleType: string;
  vehicleTypeDesc: string;
  clientName: string;
  clientNameChi: string | null;
  remarks: string | null;
}

export interface SignRow extends Common {
  paxNameEng: string | null;
  paxNameChi: string | null;
  clientNameEng: string;
  clientNameChi: string | null;
  flightEtaDate: string | null;
  flightEtaTime: string | null;
  origin: string | null;
  pickupLocation: string;
}

export type NoticeKind = 'notices' | 'signs';
export type SignLang = 'en' | 'zh';

/** The screens open on the operator's today, wherever the browser is. */
export const defaultDate = (): string => operatorToday();

/** A date the calls take: YYYY-MM-DD that is a real day. */
export const validDate = (value: string | null | undefined): value is string => typeof value === 'string' && isValidIsoDate(value);

/** The rows to print: every row but those unticked (a new date's rows are all ticked). */
export function selectedRows<R extends { orderVehicleId: number }>(rows: readonly R[], unticked: ReadonlySet<number>): R[] {
  return rows.filter((r) => !unticked.has(r.orderVehicleId));
}

/** Ticks or unticks one row. */
export function toggle(unticked: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(unticked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The "select all" box: unticks every row when all are ticked, else ticks them all. */
export function toggleAll(rows: readonly { orderVehicleId: number }[], unticked: ReadonlySet<number>): Set<number> {
  return unticked.size === 0 ? new Set(rows.map((r) => r.orderVehicleId)) : new Set();
}

/** The PDF's query: the selection (left out when every row is ticked) and, for signs, the language. */
export function pdfQuery(rows: readonly { orderVehicleId: number }[], unticked: ReadonlySet<number>, lang?: SignLang): Record<string, string> {
  const q: Record<string, string> = { format: 'pdf' };
  const picked = selectedRows(rows, unticked);
  if (picked.length < rows.length) q.orderVehicleIds = picked.map((r) => r.orderVehicleId).join(',');
  if (lang) q.lang = lang;
  return q;
}

/** The name on a sign in a language; the other language's when the order has none in it. */
export function signName(row: Pick<SignRow, 'paxNameEng' | 'paxNameChi'>, lang: SignLang): string {
  const [first, second] = lang === 'zh' ? [row.paxNameChi, row.paxNameEng] : [row.paxNameEng, row.paxNameChi];
  return first ?? second ?? '';
}

/** The client's name on a sign: Chinese when the name is Chinese and the client has one. */
export const signClient = (row: Pick<SignRow, 'clientNameEng' | 'clientNameChi'>, lang: SignLang) =>
  lang === 'zh' && row.clientNameChi ? row.clientNameChi : row.clientNameEng;

/** Texts joined by two spaces, the empty ones left out. */
export const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('  ');

/** Sizes of a sign's name, in CSS px: one line up to 260; two lines (at most 170) when a long name of several words is then larger. */
export const SIGN_NAME_PX = { oneLine: 260, twoLines: 170, least: 36, tryTwoBelow: 130 };

export interface NameLayout {
  lines: string[];
  px: number;
}

/**
 * The lines and size of a sign's name to fill `boxWidth` px. `widthAt100` measures a text set at
 * 100 px in the sign's font (a canvas in the browser). 2 % of the width is left spare, as fonts
 * round differently on screen and in print.
 */
export function layoutSignName(name: string, widthAt100: (text: string) => number, boxWidth: number): NameLayout {
  const room = boxWidth * 0.98;
  const sizeFor = (lines: string[], cap: number) => {
    const widest = Math.max(...lines.map(widthAt100));
    const px = widest > 0 ? Math.floor((room / widest) * 100) : cap;
    return Math.max(SIGN_NAME_PX.least, Math.min(cap, px));
  };
  const single: NameLayout = { lines: [name], px: sizeFor([name], SIGN_NAME_PX.oneLine) };
  const words = name.trim().split(/\s+/);
  if (single.px >= SIGN_NAME_PX.tryTwoBelow || words.length < 2) return single;
  return words.slice(1).reduce<NameLayout>((best, _, i) => {
    const lines = [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')];
    const px = sizeFor(lines, SIGN_NAME_PX.twoLines);
    return px > best.px ? { lines, px } : best;
  }, single);
}

/** The label keys of a printed notice ('notices.label.*'). */
export type NoticeLabel =
  | 'notices.label.pickupTime'
  | 'notices.label.pickupAt'
  | 'notices.label.to'
  | 'notices.label.flight'
  | 'notices.label.paxCount'
  | 'notices.label.driver'
  | 'notices.label.mobile'
  | 'notices.label.vehicle'
  | 'notices.label.client'
  | 'notices.label.ref'
  | 'notices.label.remarks';

/** A notice's lines under the passengers' names, as the PDF prints them: a label and a value each ('-' for none). */
export function noticeLines(r: NoticeRow): [NoticeLabel, string][] {
  const lines: [NoticeLabel, string][] = [
    ['notices.label.pickupTime', joined(formatDate(r.pickupDate), formatTime(r.pickupTime))],
    ['notices.label.pickupAt', joined(r.pickupLocation, r.pickupLocationChi)],
    ['notices.label.to', joined(r.dropoffLocation, r.dropoffLocationChi)],
    ['notices.label.flight', joined(r.flightNo, formatDate(r.flightDate), formatTime(r.flightTime), r.terminal)],
    ['notices.label.paxCount', String(r.paxCount)],
    ['notices.label.driver', joined(r.driverName, r.driverNameChi)],
    ['notices.label.mobile', r.driverMobile ?? ''],
    ['notices.label.vehicle', joined(r.plate, r.vehicleTypeDesc)],
    ['notices.label.client', joined(r.clientName, r.clientNameChi)],
    ['notices.label.ref', r.orderRefId],
  ];
  if (r.remarks) lines.push(['notices.label.remarks', r.remarks]);
  return lines.map(([key, value]) => [key, value || '-']);
}
