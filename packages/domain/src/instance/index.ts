export * from './sys-instance.api.js';
