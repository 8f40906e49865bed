export * from './device.js';
export * from './iot-device.api.js';
