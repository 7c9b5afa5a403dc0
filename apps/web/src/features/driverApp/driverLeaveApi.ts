/*
 * The driver's own leave requests (issue 16): online only. A request is checked by the server
 * (working days, the range) and answered at once, so it is not queued like the job marks.
 */
import { type Answer, DriverApiError, driverCall, serverMessage } from './driverClient';

export interface DriverLeave {
  id: number;
  leaveType: string;
  dateFrom: string;
  dateTo: string;
  days: number | null;
  reason: string | null;
  status: 'P' | 'A' | 'R';
  remarks: string | null;
  decidedDt?: string | null;
  createDt?: string | null;
}

async function ok<T>(answer: Promise<Answer>): Promise<T> {
  const a = await answer;
  if (a.status >= 200 && a.status < 300) return a.body as T;
  throw new DriverApiError(a.status, serverMessage(a));
}

/** GET /driver/api/leaves: own requests, newest first (an embedded list is read too). */
export async function loadMyLeaves(): Promise<DriverLeave[]> {
  const body = await ok<unknown>(driverCall('/driver/api/leaves'));
  if (Array.isArray(body)) return body as DriverLeave[];
  const embedded = (body as { _embedded?: Record<string, unknown> } | null)?._embedded;
  const list = embedded ? Object.values(embedded).find(Array.isArray) : undefined;
  return (list ?? []) as DriverLeave[];
}

export const requestLeave = (body: { leaveType: string; dateFrom: string | null; dateTo: string | null; reason: string }) =>
  ok<DriverLeave>(driverCall('/driver/api/leaves', { method: 'POST', body }));
