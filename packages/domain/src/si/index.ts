export * from './si-vocab.js';
export * from './si-fields.js';
export * from './si-cfg.api.js';
export * from './si-plan.api.js';
export * from './si-stats.api.js';
export * from './si-columns.js';
export * from './si-lists.js';
