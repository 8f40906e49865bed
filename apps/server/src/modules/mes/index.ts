/** What other modules and the app's composition use of production control: they import it from here only. */
export { createMesServices, type MesServices, type MesDeps } from './mes.services.js';
export { mesRoutes } from './mes.routes.js';
