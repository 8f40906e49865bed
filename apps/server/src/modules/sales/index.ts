/** What other modules use of this module: they import it from here only. */
export { salesOrderLineTable, salesOrderTable } from './sales.table.js';
