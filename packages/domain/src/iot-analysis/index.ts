export * from './analysis.js';
export * from './consumption.js';
export * from './iot-analysis.api.js';
