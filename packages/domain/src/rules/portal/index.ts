export * from './cutoff.js';
export * from './status.js';
export * from './messages.js';
