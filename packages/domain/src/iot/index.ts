export * from './iot-protocol.js';
export * from './history.js';
export * from './analysis.js';
export * from './consumption.js';
export * from './gateway-stats.js';
export * from './iot-log.js';
export * from './live-event.js';
export * from './device.js';
