export * from './gateway-stats.js';
export * from './iot-gateway.api.js';
