export * from './ages.js';
export * from './job-status.js';
export * from './regions.js';
export * from './revenue.js';
export * from './driver-job.js';
export * from './channels.js';
export * from './early-mark.js';
export * from './tracking-link.js';
