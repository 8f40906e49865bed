/** What other modules use of this module: they import it from here only. */
export { AlarmService } from './alarm.service.js';
export { alarmTable } from './alarm.table.js';
