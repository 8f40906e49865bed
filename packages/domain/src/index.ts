import './zod-locale.js';
export * from './auth/permissions.js';
export * from './auth/record-status.js';
export * from './api/envelope.js';
export * from './api/auth.api.js';
export * from './api/member.api.js';
export * from './api/log.api.js';
export * from './constants.js';
