/** What other modules use of this module: they import it from here only. */
export { areaRef, toFac } from './facility.service.js';
export { areaClimateTargetTable, areaTable, facilityModuleTable, facilityTable, fieldTable } from './facility.table.js';
