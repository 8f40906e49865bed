import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, updateProfileBodySchema } from '@pfs/domain';
import { zodFieldError } from './zod-rule';

const p = updateProfileBodySchema.shape;

describe('zodFieldError with the profile schemas', () => {
  it('gives the schema messages for the profile fields', () => {
    expect(zodFieldError(p.cname, '')).toBe('请输入姓名');
    expect(zodFieldError(p.cname, ' 王 ')).toBe('姓名至少 2 个字符');
    expect(zodFieldError(p.cname, '王'.repeat(33))).toBe('姓名不能超过 32 个字符');
    expect(zodFieldError(p.mobile, '2331234567')).toBe('手机号须为 11 位数字，以 1 开头');
    expect(zodFieldError(p.email, 'x@y')).toBe('邮箱格式不正确');
  });

  it('accepts empty optional contacts and valid values', () => {
    expect(zodFieldError(p.mobile, undefined)).toBeNull();
    expect(zodFieldError(p.email, '')).toBeNull();
    expect(zodFieldError(p.mobile, ' 13312345678 ')).toBeNull();
    expect(zodFieldError(p.cname, '王小明')).toBeNull();
  });

  it('checks the password fields', () => {
    expect(zodFieldError(changePasswordBodySchema.shape.old_password, undefined)).toBe('请输入原密码');
    expect(zodFieldError(changePasswordBodySchema.shape.new_password, 'short')).toBe('密码至少 8 位');
    expect(zodFieldError(changePasswordBodySchema.shape.new_password, 'long-enough')).toBeNull();
  });
});
