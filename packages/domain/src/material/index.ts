export * from './material-lists.js';
export * from './material.api.js';
