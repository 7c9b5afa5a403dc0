export * from './request.js';
export * from './status.js';
export * from './times.js';
