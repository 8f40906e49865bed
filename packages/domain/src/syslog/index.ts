export * from './syslog.api.js';
