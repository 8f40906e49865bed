export * from './alarm-notify.api.js';
