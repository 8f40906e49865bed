export * from './factory-area-detail.api.js';
export * from './factory-cfg-columns.js';
export * from './factory-cfg-lists.js';
export * from './factory-cfg.api.js';
