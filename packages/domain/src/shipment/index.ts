export * from './shipment.api.js';
