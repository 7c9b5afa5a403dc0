export * from './capacity.js';
export * from './clashes.js';
export * from './grid.js';
export * from './overlaps.js';
export * from './proposals.js';
export * from './row.js';
export * from './rosterWeek.js';
