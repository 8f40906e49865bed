export * from './plant-spec.api.js';
