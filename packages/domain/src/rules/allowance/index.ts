/** The drivers' allowance rules of issue 16 (docs/allowance.md): pure functions over the rows the server loads. */
export { computeAllowance } from './compute.js';
export { AllowanceError } from './decimal.js';
export { type AllowanceGroups, type AllowanceGroupEntry, indexGroups } from './groups.js';
export { jobRate, rateConditions, rateRowMatches } from './job-rate.js';
export { amountOf as otherItemAmount, otherItemCents } from './other.js';
export { OT_BLOCK_MINUTES, overtimeOfRoster, type RosterOvertime } from './overtime.js';
export { firstJobOfDay, ptBasic, type PtBasicChoice } from './pt-basic.js';
export { allowanceLineIn } from './lines.js';
export { totalsOfWireLines } from './totals.js';
export * from './types.js';
export { versionOn } from './version.js';
