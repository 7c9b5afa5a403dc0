/** Order operations of issue 15 (docs/order-operations.md): batch void, recalculation, SMS, flight timetable. */
export * from './voidable.js';
export * from './recalc.js';
export * from './sms.js';
export * from './flights.js';
