import { describe, expect, it } from 'vitest';
import { addMemberBodySchema, createMemberBodySchema, saveRoleBodySchema, setMemberPasswordBodySchema } from '@pfs/domain/member';
import { zodFieldError } from './zod-rule';

const f = createMemberBodySchema.shape;

describe('zodFieldError with the member schemas', () => {
  it('reports the Chinese message of the failing rule', () => {
    expect(zodFieldError(f.uni_no, 'a')).toBe('账号至少 2 个字符');
    expect(zodFieldError(f.uni_no, '张三')).toBe('账号只能包含字母、数字、下划线、点和连字符');
    expect(zodFieldError(f.cname, ' 李 ')).toBe('姓名至少 2 个字符');
    expect(zodFieldError(f.mobile, '12')).toBe('手机号须为 11 位数字，以 1 开头');
    expect(zodFieldError(f.email, 'a@b')).toBe('邮箱格式不正确');
    expect(zodFieldError(setMemberPasswordBodySchema.shape.password, '1234567')).toBe('密码至少 8 位');
    expect(zodFieldError(saveRoleBodySchema.shape.name, 'x')).toBe('角色名称至少 2 个字符');
  });

  it('gives the required message for an empty field when there is one', () => {
    expect(zodFieldError(f.cname, undefined, '请输入姓名')).toBe('请输入姓名');
    expect(zodFieldError(f.cname, '   ', '请输入姓名')).toBe('请输入姓名');
    expect(zodFieldError(f.cname, '李', '请输入姓名')).toBe('姓名至少 2 个字符');
  });

  it('treats an untouched field as empty', () => {
    expect(zodFieldError(addMemberBodySchema.shape.uni_no, undefined)).toBe('请输入账号');
    expect(zodFieldError(f.mobile, undefined)).toBeNull();
    expect(zodFieldError(f.email, undefined)).toBeNull();
  });

  it('passes valid values, trimming as the server does', () => {
    expect(zodFieldError(f.uni_no, ' wh_01 ')).toBeNull();
    expect(zodFieldError(f.mobile, '13312345678')).toBeNull();
    expect(zodFieldError(f.email, 'li@example.com')).toBeNull();
    expect(zodFieldError(f.password, 'lvye-2026')).toBeNull();
  });

  it("gives the server's message for a password too easy to guess", () => {
    expect(zodFieldError(f.password, '12345678')).toMatch(/密码过于简单/);
  });
});
