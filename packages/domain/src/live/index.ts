export * from './live-event.js';
export * from './live.api.js';
