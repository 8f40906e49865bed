/** What other modules use of this module: they import it from here only. */
export { materialItemTable, materialLotTable, materialMoveTable } from './material.table.js';
