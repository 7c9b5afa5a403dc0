/** The import dialog's calls (issue 15): the client's remembered mapping, the lookups codes resolve against, and createOrderBatch. */
import type { OrderImportMapping, SheetLookups } from '@limo/domain';
import { ApiError } from '../../api/errors';
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import { pickSource } from '../pricing/usePricing';

export interface BatchError {
  field: string;
  message: string;
}
export interface BatchRow {
  row: number;
  id?: number;
  orderRefId?: string;
  fareAmt: string | null;
  errors: BatchError[];
}
export interface BatchAnswer {
  created: number;
  orders: BatchRow[];
}

/** The client's mapping of its last import, or null when it has none yet. */
export async function getMapping(clientId: number): Promise<OrderImportMapping | null> {
  try {
    return (await api<{ mapping: OrderImportMapping }>(`/api/orderImportMappings/${clientId}`)).mapping;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const saveMapping = (clientId: number, mapping: OrderImportMapping) =>
  api(`/api/orderImportMappings/${clientId}`, { method: 'PUT', body: { mapping }, transform: false });

/**
 * createOrderBatch: a dry run answers 200, a creation 201; a batch refused for its rows answers
 * 400 with the same rows, which is an answer here (the rows' errors), not a failure.
 */
export async function runBatch(orders: unknown[], dryRun: boolean, idempotencyKey?: string): Promise<{ status: number; answer: BatchAnswer }> {
  try {
    const headers: Record<string, string> = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
    const answer = await api<BatchAnswer>('/api/createOrderBatch', { method: 'POST', body: { dryRun, orders }, transform: false, headers });
    return { status: dryRun ? 200 : 201, answer };
  } catch (err) {
    const body = err instanceof ApiError ? (err.body as unknown as Partial<BatchAnswer>) : undefined;
    if (err instanceof ApiError && err.status === 400 && Array.isArray(body?.orders)) return { status: 400, answer: body as BatchAnswer };
    throw err;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** Active locations and vehicle types from the lists the order form reads (the user's rights choose which). */
export async function loadLookups(rights: readonly string[]): Promise<SheetLookups> {
  const read = async (kind: 'locations' | 'vehicleTypes') => {
    const source = pickSource(kind, rights);
    if (!source) return [];
    return readList(await api(source.path), source.list).filter((r) => !r.recordStatus || r.recordStatus === 'A');
  };
  const [locations, types] = await Promise.all([read('locations'), read('vehicleTypes')]);
  return {
    locations: locations.map((l) => ({ id: l.id, code: String(l.locationCode ?? ''), name: text(l.locationDescEng), nameChi: text(l.locationDescChi) })),
    vehicleTypes: types.map((v) => ({ id: v.id, code: String(v.vehicleType ?? ''), name: text(v.vehicleTypeDescEng) })),
  };
}
