export * from './cutoff.js';
export * from './status.js';
