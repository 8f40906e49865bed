/** What other modules use of this module: they import it from here only. */
export { logPage } from './log-page.table.js';
export { SyslogService } from './syslog.service.js';
export { facEventTable } from './syslog.table.js';
