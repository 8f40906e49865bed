/** What other modules use of this module: they import it from here only. */
export { controlRequestTable, switchStateTable } from './control.table.js';
export { deviceGroupTable } from './device-group.table.js';
export { gatewayTable } from './gateway.table.js';
export { pointsOfFactory, pointStateColumns, selectPointPlaces, selectPointStates } from './point-place.table.js';
export { announcedPointRow, pointTable } from './point.table.js';
export { latestValueTable, readingTable } from './reading.table.js';
