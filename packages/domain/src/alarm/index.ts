export * from './alarm.api.js';
