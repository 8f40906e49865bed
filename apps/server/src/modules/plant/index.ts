/** What other modules use of this module: they import it from here only. */
export { PlantService } from './plant.service.js';
export { plantBatchEventTable, plantBatchPlaceTable, plantBatchTable, plantHarvestTable, plantPicTable, plantProtectionTable } from './plant.table.js';
export { PlantProtectionService } from './plant-protection.service.js';
export type { EventHook } from './plant.service.js';
