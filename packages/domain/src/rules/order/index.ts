export * from './request.js';
export * from './status.js';
export * from './times.js';
export * from './capacity.js';
export * from './repeat.js';
export * from './place.js';
export * from './zone-proposal.js';
