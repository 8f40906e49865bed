export * from './iot-protocol.js';
export * from './history.js';
