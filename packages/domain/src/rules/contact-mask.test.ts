import { describe, expect, it } from 'vitest';
import { contactFor, maskContact, seesFullContacts } from './contact-mask.js';

describe('customer mobiles by role', () => {
  it('masks after the first 3 characters (spec §3)', () => {
    expect(maskContact('13800138000')).toBe('138********');
    expect(maskContact('110')).toBe('110');
  });
  it('shows them whole to 管理客户 (customer.edit) only', () => {
    expect(seesFullContacts(['customer.list', 'customer.edit'])).toBe(true);
    expect(seesFullContacts(['customer.list', 'sales.list'])).toBe(false);
    expect(contactFor('13800138000', true)).toBe('13800138000');
    expect(contactFor('13800138000', false)).toBe('138********');
  });
});
