/** What other modules use of this module: they import it from here only. */
export { AuthService } from './auth.service.js';
