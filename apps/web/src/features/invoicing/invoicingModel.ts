/** The invoicing screen's rules (issue 17): the filter and its query, the sort the server takes, the void reason. */
import { isValidIsoDate } from '@limo/domain';

/** An invoice as GET /limo/api/invoices and createInvoice answer it. */
export interface Invoice {
  id: number;
  invoiceNo: string;
  invoiceSeq?: number;
  branchId?: number;
  clientId: number;
  invoiceDate: string;
  dueDate: string;
  dateFrom: string;
  dateTo: string;
  status: 'A' | 'V';
  subtotal: string;
  miscTotal: string;
  total: string;
  voidReason?: string | null;
  voidBy?: string | null;
  voidDt?: string | null;
  invoiceHeaderId?: number | null;
  invoiceDtls?: InvoiceDtl[];
}

export interface InvoiceDtl {
  id?: number;
  seq?: number;
  lineType: 'ORDER' | 'MISC';
  orderVehicleId?: number | null;
  clientInvoiceMiscId?: number | null;
  description: string;
  amount: string;
}

export interface InvoiceFilter {
  clientId: number | null;
  /** '' for both. */
  status: '' | 'A' | 'V';
  dateFrom: string | null;
  dateTo: string | null;
  invoiceNo: string;
}

export const emptyFilter = (): InvoiceFilter => ({ clientId: null, status: '', dateFrom: null, dateTo: null, invoiceNo: '' });

/** The columns the server sorts by; newest invoices first unless the user sorts. */
export const SORTABLE = ['invoiceNo', 'invoiceDate', 'dueDate', 'dateFrom', 'total', 'status'] as const;
export const DEFAULT_SORT = [{ field: 'invoiceDate', sort: 'desc' as const }];

export function sortParams(sort: readonly { field: string; sort?: 'asc' | 'desc' | null }[]): string[] {
  const list = sort.filter((s) => s.sort && (SORTABLE as readonly string[]).includes(s.field)).map((s) => `${s.field},${s.sort}`);
  // Ties (same invoice date) in number order, so a page never shuffles.
  return [...(list.length ? list : ['invoiceDate,desc']), 'invoiceNo,desc'];
}

/** The list's query: page, size, sort, and the filters that are set (texts trimmed). */
export function listQuery(f: InvoiceFilter, sort: string[], page: number, size: number) {
  const no = f.invoiceNo.trim();
  return {
    page,
    size,
    sort,
    ...(f.clientId ? { clientId: f.clientId } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.dateFrom && isValidIsoDate(f.dateFrom) ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo && isValidIsoDate(f.dateTo) ? { dateTo: f.dateTo } : {}),
    ...(no ? { invoiceNo: no } : {}),
  };
}

/** The void reason as sent (trimmed), or null when there is none: a void needs one. */
export function voidReason(text: string): string | null {
  const s = text.trim();
  return s ? s.slice(0, 200) : null;
}

/** The invoice's period as shown: both dates. */
export const periodText = (inv: Pick<Invoice, 'dateFrom' | 'dateTo'>, dmy: (d: string) => string) => `${dmy(inv.dateFrom)} – ${dmy(inv.dateTo)}`;

/** The totals an invoice shows under its lines, by text key. */
export const totalsOf = (inv: Pick<Invoice, 'subtotal' | 'miscTotal' | 'total'>) =>
  [
    ['inv.subtotal', inv.subtotal],
    ['inv.miscTotal', inv.miscTotal],
    ['inv.total', inv.total],
  ] as const;
