export * from './auth.api.js';
export * from './password-strength.js';
export * from './permissions.js';
export * from './record-status.js';
