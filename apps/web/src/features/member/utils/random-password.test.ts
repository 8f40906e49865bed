import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from '@pfs/domain/auth';
import { setMemberPasswordBodySchema } from '@pfs/domain/member';
import { randomPassword } from './random-password';

describe('randomPassword', () => {
  it('is long enough for the password rule and mixes letters and digits', () => {
    for (let i = 0; i < 200; i++) {
      const p = randomPassword();
      expect(p).toHaveLength(12);
      expect(p.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
      expect(p).toMatch(/\d/);
      expect(p).toMatch(/[a-zA-Z]/);
      expect(p).not.toMatch(/[0O1lI]/);
      expect(setMemberPasswordBodySchema.shape.password.safeParse(p).success).toBe(true);
    }
  });

  it('draws again when the first draw lacks a digit', () => {
    let call = 0;
    const rand = (n: number) => {
      const a = new Uint32Array(n);
      if (call++ > 0) a[0] = 55;
      return a;
    };
    expect(randomPassword(8, rand)).toBe('9aaaaaaa');
    expect(call).toBe(2);
  });
});
