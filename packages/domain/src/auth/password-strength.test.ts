import { describe, expect, it } from 'vitest';
import { passwordSchema } from './auth.api.js';
import { WEAK_PASSWORD_MSG, isWeakPassword } from './password-strength.js';

describe('weak passwords', () => {
  it('refuses the commonest ones, repeats and straight runs', () => {
    const weak = ['12345678', 'aaaaaaaa', 'password', 'PASSWORD', '11111111', '88888888', 'qwertyui', 'abc12345', '87654321', 'abcdefgh', 'asdfghjk', '12121212', 'abcabcab', '1qaz2wsx'];
    expect(weak.filter((p) => !isWeakPassword(p))).toEqual([]);
  });

  it('lets ordinary passwords and the demo accounts’ passwords through', () => {
    const fine = ['demo123456', 'pfs123456', 'sa123456', 'grower123456', 'Tomato-2026', 'x7#kP2qL'];
    expect(fine.filter(isWeakPassword)).toEqual([]);
  });

  it('is part of the password rule the server and the forms share', () => {
    expect(passwordSchema.safeParse('12345678').error?.issues[0]?.message).toBe(WEAK_PASSWORD_MSG);
    expect(passwordSchema.safeParse('Tomato-2026').success).toBe(true);
  });
});
