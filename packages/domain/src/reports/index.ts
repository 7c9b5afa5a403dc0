export * from './types.js';
export * from './catalogue.js';
