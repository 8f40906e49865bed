export * from './stats.api.js';
