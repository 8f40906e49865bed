/** What other modules use of this module: they import it from here only. */
export { type CustomerOrders, CustomerService, type OrderStats } from './customer.service.js';
export { customerTable } from './customer.table.js';
