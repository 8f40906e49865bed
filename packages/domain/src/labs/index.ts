export * from './labs.api.js';
