import { expect, test } from '@playwright/test';
import { api, apiLogin, signIn } from '../support/helpers';
import { createFacMember, getFacRoleList } from '@pfs/domain/member';

test('a new e-mail asks for the current password; a common password is refused with the server’s message', async ({ page, context }) => {
  const demo = await apiLogin('demo', 'demo123456');
  const roles = await api<{ data: { role_id: number; name: string }[] }>(demo, getFacRoleList.url, { fid: 1 });
  const uniNo = `e2e_sec_${Date.now().toString(36)}`;
  expect((await api(demo, createFacMember.url, { fid: 1, uni_no: uniNo, cname: '安全测试', password: 'secure-pass-1', role_id: roles.data[0]!.role_id })).code).toBe(200);

  await signIn(context, uniNo, 'secure-pass-1');
  await page.goto('/profile');
  const form = page.locator('.ant-card').filter({ hasText: '基本资料' });
  await expect(form.getByLabel('原密码')).toHaveCount(0);
  await form.getByLabel('邮箱').fill('me@example.com');
  await form.getByRole('button', { name: '保存资料' }).click();
  await expect(form.getByText('修改邮箱需要验证身份：请输入原密码（当前密码）')).toBeVisible();
  await form.getByLabel('原密码').fill('secure-pass-1');
  await form.getByRole('button', { name: '保存资料' }).click();
  await expect(page.getByText('资料已保存')).toBeVisible();
  await expect(form.getByLabel('原密码')).toHaveCount(0);

  const pw = page.locator('.ant-card').filter({ hasText: '修改密码' });
  await pw.getByLabel('新密码', { exact: true }).fill('12345678');
  await pw.getByLabel('新密码', { exact: true }).blur();
  await expect(pw.getByText('密码过于简单')).toBeVisible();
});
