export * from './instance.api.js';
