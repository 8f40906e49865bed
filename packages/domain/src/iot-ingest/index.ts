export * from './iot-protocol.js';
