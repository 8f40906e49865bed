/** What other modules and the app's composition use of inspections: they import it from here only. */
export { createSiServices, type SiServices, type SiDeps } from './si.services.js';
export { siRoutes } from './si.routes.js';
