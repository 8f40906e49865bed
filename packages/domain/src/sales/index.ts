export * from './sales-vocab.js';
