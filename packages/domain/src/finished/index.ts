export * from './finished-mass.js';
export * from './finished.api.js';
export * from './lot-safety.js';
export * from './public-url.js';
export * from './trace-id.js';
