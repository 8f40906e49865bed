export * from './camera.api.js';
