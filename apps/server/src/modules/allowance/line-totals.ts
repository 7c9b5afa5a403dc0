import type { AllowanceDetailLine } from '@limo/domain';

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Lines of closed and open months in one list: by driverNo and date (a stable sort, so the order
 * within a day, which comes from one source, is kept).
 */
export function mergeLines(...parts: AllowanceDetailLine[][]): AllowanceDetailLine[] {
  return parts.flat().sort((a, b) => text(a.driverNo ?? '', b.driverNo ?? '') || a.driverId - b.driverId || text(a.date, b.date));
}
