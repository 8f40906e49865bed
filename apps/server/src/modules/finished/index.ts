/**
 * 成品 (finished goods) as other modules and the app's composition see it: the lot tables (for joins), the lots'
 * safety judgement and grade names that shipping and the trace page read, the service and its routes.
 * Other modules import from here only (table files keep their foreign-key imports of `finished.table.ts`).
 */
export { finishedAdjustTable, finishedLotTable } from './finished.table.js';
export { gradeNameOf } from './grade-name-sql.js';
export { LotSafetyRepository, LotWriteRepository, type LotSafetyOf } from './lot-safety.repository.js';
export { FinishedRepository } from './finished.repository.js';
export { FinishedService, type ClimateNow, type ShippedByDay, type WarehouseEvent } from './finished.service.js';
export { finishedRoutes } from './finished.routes.js';
