export * from './finished-mass.js';
export * from './trace-id.js';
