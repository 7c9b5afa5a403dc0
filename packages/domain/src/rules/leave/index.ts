/** Leave rules of issue 16 (docs/allowance.md rule 10). */
export { leaveDays } from './days.js';
export { leaveBalance, quotaProblem, type QuotaProblem } from './quota.js';
export * from './types.js';
