export * from './sys-factory.api.js';
