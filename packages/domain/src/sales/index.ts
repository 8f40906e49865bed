export * from './back-schedule.js';
export * from './harvest-hold.js';
export * from './order-completion.js';
export * from './order-forecast.js';
export * from './sales-plan.api.js';
export * from './sales-vocab.js';
export * from './sales.api.js';
