/** What other modules use of this module: they import it from here only. */
export { dailyRollupTable, hourlyRollupTable } from './rollup.table.js';
