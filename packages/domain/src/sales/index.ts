export * from './sales-vocab.js';
export * from './back-schedule.js';
export * from './order-forecast.js';
export * from './harvest-hold.js';
export * from './order-completion.js';
