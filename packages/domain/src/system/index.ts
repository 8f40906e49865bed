export * from './system.api.js';
