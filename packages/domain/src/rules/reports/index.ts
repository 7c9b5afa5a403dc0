export * from './fees.js';
export * from './reduce-pay.js';
