/**
 * 出货 (shipping) as other modules and the app's composition see it: the shipment tables (for joins), the service
 * with its ports (trace codes are the trace module's) and its routes. Other modules import from here only (table
 * files keep their foreign-key imports of `shipment.table.ts`).
 */
export { shipmentItemTable, shipmentTable } from './shipment.table.js';
export { ShipmentRepository } from './shipment.repository.js';
export { ShipmentService, type TraceCodes } from './shipment.service.js';
export { shippedKgOfOrders } from './shipped-kg.js';
export { shipmentRoutes } from './shipment.routes.js';
