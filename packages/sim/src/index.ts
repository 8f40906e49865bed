export * from './room-model.js';
export * from './room-points.js';
export * from './room-gateway.js';
export * from './factory.js';
export * from './load-driver.js';
export * from './offline-buffer.js';
