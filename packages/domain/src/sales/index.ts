export * from './sales-vocab.js';
export * from './back-schedule.js';
export * from './order-forecast.js';
