/** The recalculation calls (issue 15): recalcOrders, updateRecalcs and the log's collections. */
import { api } from '../../api/http';
import { listAll, listPage } from '../../api/resources';
import { recalcBody, type RecalcAnswer, type RecalcFilter, type RecalcRun, type RecalcRunRow } from './recalcModel';

/** A run that applies nothing: kept in the log, applied later with applyRecalc. */
export const previewRecalc = (f: RecalcFilter) => api<RecalcAnswer>('/api/recalcOrders', { method: 'POST', body: recalcBody(f, false), transform: false });

/** Applies the run's rows at today's price: all not skipped ({}), or the chosen ones. */
export const applyRecalc = (recalcId: number, body: { orderVehicleIds?: number[] }) =>
  api<RecalcAnswer>(`/api/updateRecalcs/${recalcId}`, { method: 'PUT', body, transform: false });

export async function fetchRuns(page: number, size: number) {
  const p = await listPage('recalcs', { page, size, sort: ['createDt,desc', 'id,desc'] });
  return { rows: p.rows as unknown as RecalcRun[], total: p.page.totalElements };
}

export const fetchRunRows = async (recalcId: number) => (await listAll('recalcDtls', { recalcId }, ['id,asc'])) as unknown as RecalcRunRow[];
