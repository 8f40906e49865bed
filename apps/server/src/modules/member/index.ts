/** What other modules use of this module: they import it from here only. */
export { MemberService } from './member.service.js';
export { membershipTable, roleTable } from './member.table.js';
