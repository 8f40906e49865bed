export * from './history.js';
export * from './iot-history.api.js';
