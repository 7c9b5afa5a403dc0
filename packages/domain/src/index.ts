export * from './resources/index.js';
export * from './rights.js';
export * from './routes.js';
export * from './rules/wire.js';
export * from './schema.js';
export * from './rules/entry.js';
export * from './i18n/index.js';
