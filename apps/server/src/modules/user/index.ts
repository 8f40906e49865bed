/** What other modules use of this module: they import it from here only. */
export { toPublicUser, UserService } from './user.service.js';
export { userOf, userTable } from './user.table.js';
