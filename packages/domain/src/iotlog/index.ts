export * from './iot-log.js';
export * from './iotlog.api.js';
