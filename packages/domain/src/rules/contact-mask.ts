import type { PermissionCode } from '../auth/permissions.js';

/** Spec §3: contact and mobile values longer than 3 characters keep the first 3, then 8 masking characters. */
export function maskContact(value: string): string {
  return value.length > 3 ? `${value.slice(0, 3)}********` : value;
}

/**
 * Who sees customers' mobiles in full: holders of 管理客户 (customer.edit), who keep the contacts (the edit form
 * shows them whole) and call the customers. Everyone else reads them masked (spec §3), in every call.
 */
export const CONTACT_FULL_CODE: PermissionCode = 'customer.edit';
export const seesFullContacts = (codes: readonly string[]) => codes.includes(CONTACT_FULL_CODE);
/** A contact's mobile as a role may read it. */
export const contactFor = (mobile: string, full: boolean) => (full ? mobile : maskContact(mobile));
