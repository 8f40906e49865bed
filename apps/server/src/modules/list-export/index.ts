/** What other modules use of this module: they import it from here only. */
export { ExportFolder, ListExportService, randomFileName, safeCell, safeText } from './list-export.service.js';
