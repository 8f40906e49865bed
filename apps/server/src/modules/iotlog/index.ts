/** What other modules use of this module: they import it from here only. */
export { iotLogTable } from './iotlog.table.js';
