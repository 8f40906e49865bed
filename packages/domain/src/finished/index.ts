export * from './finished-mass.js';
export * from './trace-id.js';
export * from './public-url.js';
