/** What other modules use of this module: they import it from here only. */
export { PlantSpecService, type SpecBatches } from './plant-spec.service.js';
export { plantSpecPhaseTable, plantSpecTable, plantSpecVersionTable, specOf } from './plant-spec.table.js';
