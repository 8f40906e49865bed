export * from './mes-vocab.js';
export * from './mes-fields.js';
export * from './mes-equip.api.js';
export * from './mes-wo.api.js';
export * from './mes-columns.js';
export * from './mes-lists.js';
