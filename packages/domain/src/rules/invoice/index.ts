export * from './totals.js';
