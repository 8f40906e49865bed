export * from './trace.api.js';
