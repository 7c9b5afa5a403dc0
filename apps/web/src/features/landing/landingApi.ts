/** The landing screens' figures (issue 30 part 8b): accounts' trips not yet invoiced, HR's pending leave and month to close. */
import { api } from '../../api/http';

export interface UnbilledClient {
  clientId: number;
  clientCode: string;
  clientShortName: string;
  clientNameChi: string | null;
  count: number;
  /** A decimal string. */
  amount: string;
  fromDate: string;
}
export interface Unbilled {
  toDate: string;
  count: number;
  amount: string;
  clients: UnbilledClient[];
}
export interface HrTodo {
  /** Present with LEAVEAPPROVAL. */
  pendingLeave?: number;
  /** Present with DRIVERALLOWANCE: YYYY-MM, or null when the past year is closed. */
  monthToClose?: string | null;
}

export const unbilledTrips = () => api<Unbilled>('/api/unbilledTrips', { transform: false });
export const hrTodo = () => api<HrTodo>('/api/hrTodo', { transform: false });

/** The invoice trial of a client's trips not yet invoiced: the order invoice screen reads these. */
export const trialLink = (c: Pick<UnbilledClient, 'clientId' | 'fromDate'>, toDate: string) =>
  `/Account/orderInvoice?${new URLSearchParams({ clientId: String(c.clientId), dateFrom: c.fromDate, dateTo: toDate })}`;
