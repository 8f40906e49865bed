/**
 * 溯源 (trace codes and the public trace page) as other modules and the app's composition see it: the code tables,
 * the service (which issues a shipped item's code, the shipment module's `TraceCodes`) and its routes.
 */
export { traceCodeTable, traceScanDayTable } from './trace.table.js';
export { TraceRepository } from './trace.repository.js';
export { TraceService, type BatchClimateOf } from './trace.service.js';
export { traceRoutes } from './trace.routes.js';
