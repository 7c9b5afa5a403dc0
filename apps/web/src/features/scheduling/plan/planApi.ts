/** The day planner's calls (issue 32, docs/scheduling.md): propose, read again, apply in part or whole. */
import type { DayPlan, PlanApplyResult } from '@limo/domain';
import { api } from '../../../api/http';

export interface PlanRequest {
  date: string;
  orderVehicleIds?: number[];
  keepAssigned?: boolean;
  timeLimitSeconds?: number;
}

/** Asks the server for a plan of the date's open jobs (the solver takes up to its time limit, 10 s by default). */
export const createPlan = (body: PlanRequest) => api<DayPlan>('/api/scheduling/plans', { method: 'POST', body, transform: false });

export const fetchPlan = (id: number) => api<DayPlan>(`/api/scheduling/plans/${id}`);

/** Applies the plan's assignments (all when `orderVehicleIds` is left out), each checked again by the server. */
export const applyPlan = (id: number, orderVehicleIds?: number[]) =>
  api<PlanApplyResult>(`/api/scheduling/plans/${id}/apply`, {
    method: 'POST',
    body: orderVehicleIds ? { orderVehicleIds } : {},
    transform: false,
  });
