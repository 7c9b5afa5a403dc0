/** The invoicing calls (issue 17): the invoice list and lines, the PDF, void; and the clients both invoice screens pick from. */
import { readList, readPage, type Page } from '../../api/hal';
import { api, download } from '../../api/http';
import { saveFile } from '../driverAllowance/hrFormat';
import { type Invoice, type InvoiceDtl, type InvoiceFilter, listQuery } from './invoicingModel';

export interface ClientOption {
  id: number;
  label: string;
  /** English then Chinese name, shown in the picker's options and searched. */
  names?: string;
  /** English and Chinese names, for the printed invoice. */
  fullName: string;
}

/** The active clients, by code: GET /node/api/clients, the pick-list the invoice rights may read. */
export async function loadClients(): Promise<ClientOption[]> {
  type Row = { id: number; clientCode?: string; clientShortName?: string | null; clientNameEng?: string | null; clientNameChi?: string | null };
  const rows = readList<Row>(await api('/node/api/clients'), 'clients');
  return rows
    .map((r) => {
      const code = String(r.clientCode ?? r.id);
      const names = [r.clientNameEng, r.clientNameChi].filter(Boolean).join(' ');
      return { id: r.id, label: r.clientShortName ? `${code} - ${r.clientShortName}` : code, fullName: names ? `${code} ${names}` : code, names };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

export async function searchInvoices(f: InvoiceFilter, sort: string[], page: number, size: number): Promise<Page<Invoice>> {
  return readPage<Invoice>(await api('/api/invoices', { query: listQuery(f, sort, page, size) }), 'invoices');
}

export const getInvoice = (id: number) => api<Invoice>(`/api/invoices/${id}`);

export async function invoiceLines(id: number): Promise<InvoiceDtl[]> {
  const rows = readList<InvoiceDtl>(await api(`/api/invoices/${id}/invoiceDtls`), 'invoiceDtls');
  return [...rows].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export const voidInvoice = (invoiceId: number, reason: string) =>
  api<Invoice>('/api/voidInvoice', { method: 'POST', body: { invoiceId, reason }, transform: false });

/** The invoice's PDF, saved by the browser under the server's file name. */
export async function saveInvoicePdf(inv: Pick<Invoice, 'id' | 'invoiceNo'>): Promise<void> {
  const { blob, fileName } = await download(`/api/invoices/${inv.id}/pdf`);
  saveFile(blob, fileName ?? `${inv.invoiceNo}.pdf`);
}
