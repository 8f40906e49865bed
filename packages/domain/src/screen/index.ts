export * from './screen.api.js';
