import { hasRight, RESOURCES } from '@limo/domain';
import type { GridSortModel } from '@mui/x-data-grid';
import { type HalRecord, type Page, readPage } from '../../api/hal';
import { api, download } from '../../api/http';

/* What the order enquiry sends and reads: POST /api/enqOrders, a page or (?format=) a file. */

export interface EnquiryFilters {
  dateFrom: string | null;
  dateTo: string | null;
  clientId: number | null;
  orderStatus: string;
  orderRefId: string;
  agentRef: string;
  flightNo: string;
  paxName: string;
  driverId: number | null;
  vehicleId: number | null;
}

export interface EnquiryRow extends HalRecord {
  orderRefId: string;
  orderStatus: string;
  clientCode: string;
  pickupDate: string | null;
  pickupTime: string | null;
  vehicleCount: number;
  flightNos: string[];
  paxNames: string[];
  agentRefs: string[];
  totalFareAmt: string;
  contactName: string | null;
}

/** The fields the server sorts by (its whitelist). */
export const SORTABLE = ['orderRefId', 'pickupDate', 'clientCode', 'orderStatus'] as const;
export const DEFAULT_SORT: GridSortModel = [{ field: 'pickupDate', sort: 'asc' }];

export const emptyFilters = (today: string): EnquiryFilters => ({
  dateFrom: today,
  dateTo: today,
  clientId: null,
  orderStatus: '',
  orderRefId: '',
  agentRef: '',
  flightNo: '',
  paxName: '',
  driverId: null,
  vehicleId: null,
});

/** The call's body: blank filters left out, texts trimmed, the grid's sort as field,dir. */
export function enquiryBody(filters: EnquiryFilters, sort: GridSortModel): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    const v = typeof value === 'string' ? value.trim() : value;
    if (v !== null && v !== '') body[key] = v;
  }
  const sorts = sort.filter((s) => s.sort && (SORTABLE as readonly string[]).includes(s.field)).map((s) => `${s.field},${s.sort}`);
  body.sort = sorts.length ? sorts : DEFAULT_SORT.map((s) => `${s.field},${s.sort}`);
  return body;
}

export async function searchOrders(filters: EnquiryFilters, sort: GridSortModel, page: number, size: number): Promise<Page<EnquiryRow>> {
  const body = { ...enquiryBody(filters, sort), page, size };
  return readPage<EnquiryRow>(await api('/api/enqOrders', { method: 'POST', body }), 'orders');
}

/** Asks the server for the file of every order found and hands it to the browser to save. */
export async function exportOrders(filters: EnquiryFilters, sort: GridSortModel, format: 'xlsx' | 'csv'): Promise<void> {
  const { blob, fileName } = await download('/api/enqOrders', { method: 'POST', body: enquiryBody(filters, sort), query: { format } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? `order-enquiry.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Who may read /api/lookups/{name}: the collection's readers and the readers of every collection
 * that refers to it (engine/lookups.ts). A user who may not reads no list: the filter takes an id.
 */
export function mayLookUp(name: string, rights: readonly string[]): boolean {
  const readers = [
    RESOURCES[name].rights.read,
    ...Object.values(RESOURCES)
      .filter((d) => d.fields.some((f) => f.ref?.resource === name))
      .map((d) => d.rights.read),
  ];
  return hasRight(rights, readers as never);
}
