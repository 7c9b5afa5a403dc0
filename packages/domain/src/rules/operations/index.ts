/** Order operations of issue 15 (docs/order-operations.md): batch void, recalculation, SMS, flight timetable, batch create from a sheet. */
export * from './voidable.js';
export * from './recalc.js';
export * from './sms.js';
export * from './flights.js';
export * from './order-sheet.js';
export * from './order-sheet-cells.js';
