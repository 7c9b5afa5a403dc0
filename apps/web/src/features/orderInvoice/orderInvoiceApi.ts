/** The order invoice calls (issue 17): the trial (saves nothing) and the issue. */
import { api } from '../../api/http';
import type { Invoice } from '../invoicing/invoicingModel';
import type { Trial } from './orderInvoiceModel';

export const loadTrial = (q: { clientId: number; dateFrom: string; dateTo: string }) =>
  api<Trial>('/api/getOrderInvoiceTrial', { method: 'POST', body: q, transform: false });

export const createInvoice = (body: { clientId: number; dateFrom: string; dateTo: string; invoiceDate: string; orderVehicleIds: number[] }) =>
  api<Invoice>('/api/createInvoice', { method: 'POST', body, transform: false });
