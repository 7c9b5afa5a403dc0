import type { ScheduleRow } from '@limo/domain';

/** A job as the plan panel lists it: time, reference, route (codes, not words); empty when the grid does not hold it. */
export const jobText = (row: ScheduleRow | undefined): string =>
  row ? [row.pickupTime, row.orderRefId, `${row.startLocationCode ?? ''}→${row.endLocationCode ?? ''}`].filter(Boolean).join(' ') : '';
