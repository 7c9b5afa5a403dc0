/** The driver allowance screen's calls (issue 16 contract: "Allowance" and "Other items"). */
import type { AllowanceDayRow, AllowanceDetailLine, AllowanceDriverSummary, AllowanceFigures } from '@limo/domain';
import { api, download } from '../../api/http';
import { listAll } from '../../api/resources';
import type { NatureMap, OtherRow } from './allowanceModel';
import { type Period, saveFile } from './hrFormat';

export interface AllowanceFilter extends Period {
  driverId: number | null;
}

export interface AllowanceHeader extends Period {
  branchId: number;
  drivers: number;
  total: string;
  closed: boolean;
}

export interface AllowanceDriverRow {
  driverId: number;
  driverNo: string;
  driverNameEng: string;
  driverNameChi?: string | null;
  employmentType?: string;
}

export interface AllowanceMonth {
  header: AllowanceHeader;
  summary: AllowanceDriverSummary[];
  footer: AllowanceFigures;
  detail: AllowanceDetailLine[];
  monthly: AllowanceDayRow[];
}

/** The body every allowance call takes: no driverId when every driver is asked for. */
export const filterBody = (f: AllowanceFilter) => ({ dateFrom: f.dateFrom, dateTo: f.dateTo, ...(f.driverId !== null ? { driverId: f.driverId } : {}) });

const post = <T>(call: string, body: object) => api<T>(`/api/${call}`, { method: 'POST', body, transform: false });

/** The five figures of a period, asked for together (one "Show"). */
export async function loadAllowance(f: AllowanceFilter): Promise<AllowanceMonth> {
  const body = filterBody(f);
  const [header, summary, footer, detail, monthly] = await Promise.all([
    post<AllowanceHeader>('getAllowanceHeader', body),
    post<AllowanceDriverSummary[]>('getAllowanceDriverSummary', body),
    post<AllowanceFigures>('getAllowanceDriverFooter', body),
    post<AllowanceDetailLine[]>('getAllowanceDetail', body),
    post<AllowanceDayRow[]>('getAllowanceDetailMonthly', body),
  ]);
  return { header, summary, footer, detail, monthly };
}

export const allowanceDrivers = (p: Period) => post<AllowanceDriverRow[]>('getAllowanceDriver', { dateFrom: p.dateFrom, dateTo: p.dateTo });

export type ExportCall = 'getAllowanceDriverSummary' | 'getAllowanceDetail' | 'getAllowanceDetailMonthly';

/** The same call answered as an .xlsx file (?format=xlsx), saved by the browser. */
export async function exportAllowance(call: ExportCall, f: AllowanceFilter): Promise<void> {
  const { blob, fileName } = await download(`/api/${call}`, { method: 'POST', body: filterBody(f), transform: false, query: { format: 'xlsx' } });
  saveFile(blob, fileName ?? `${call}-${f.dateFrom}-${f.dateTo}.xlsx`);
}

export const closeMonth = (month: string) =>
  post<{ month: string; branchId: number; drivers: number; total: string; closedBy: string; closedDt: string }>('closeAllowanceMonth', { month });
export const reopenMonth = (month: string) => post<{ month: string; branchId: number; reopened: number }>('reopenAllowanceMonth', { month });

/* ---- other items ---- */

export const allowanceOthers = (f: AllowanceFilter) => post<OtherRow[]>('getAllowanceOthers', filterBody(f));
export const saveOther = (body: Record<string, unknown>) => api<OtherRow>('/api/upsertAllowanceOther', { method: 'POST', body });
export const deleteOther = (id: number) => api<void>(`/api/allowanceOthers/${id}`, { method: 'DELETE' });

/** Which natures belong to which group: the links collection, every page of it (readable with ALLOWANCERATE). */
export async function natureMaps(): Promise<NatureMap[]> {
  const rows = await listAll('allowanceOtherGroupNatureMaps');
  return rows.map((m) => ({ allowanceOtherGroupId: Number(m.allowanceOtherGroupId), allowanceOtherGroupNatureId: Number(m.allowanceOtherGroupNatureId) }));
}

/** One nature, for its default amount (readable by whoever keeps the other items). */
export const natureOf = (id: number) =>
  api<{ id: number; natureCode: string; descEng: string; defaultAmount: string | null }>(`/api/allowanceOtherGroupNature/${id}`);
