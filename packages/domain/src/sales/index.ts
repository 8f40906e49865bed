export * from './sales-vocab.js';
export * from './back-schedule.js';
