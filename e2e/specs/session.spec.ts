import { expect, test } from '@playwright/test';
import { api, apiLogin, logSize, loginThroughForm, resetLinkFromLog, signIn } from '../support/helpers';
import { createFacMember, getFacRoleList, setFacMemberPassword } from '@pfs/domain/member';

test('a session revoked on the server shows the 重新登录 dialog', async ({ page, context }) => {
  const demo = await apiLogin('demo', 'demo123456');
  const roles = await api<{ data: { role_id: number; name: string }[] }>(demo, getFacRoleList.url, { fid: 1 });
  const created = await api<{ code: number; data: { uid: number } }>(demo, createFacMember.url, {
    fid: 1,
    uni_no: 'e2e_revoke',
    cname: '会话测试',
    password: 'revoke-pass-1',
    role_id: roles.data.find((r) => r.name === '厂长')!.role_id,
  });
  expect(created.code).toBe(200);
  await signIn(context, 'e2e_revoke', 'revoke-pass-1');
  await page.goto('/cfg/member');
  await expect(page.getByRole('cell', { name: '会话测试' })).toBeVisible();

  await api(demo, setFacMemberPassword.url, { fid: 1, uid: created.data.uid, password: 'another-pass-1' });
  await page.getByPlaceholder('姓名、账号或手机').fill('李');
  await page.getByPlaceholder('姓名、账号或手机').press('Enter');
  const dialog = page.getByRole('dialog').filter({ hasText: '重新登录' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /算\s*了/ })).toBeVisible();
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('password reset: the link from the mail sets a new password', async ({ page }) => {
  const before = logSize();
  await page.addInitScript(() => localStorage.setItem('last_ver', '20250515'));
  await page.goto('/login');
  await page.getByRole('button', { name: '忘记密码？' }).click();
  await page.getByPlaceholder('账号').fill('wh01');
  await page.getByRole('button', { name: '发送重置链接' }).click();
  await expect(page.getByText('请查收邮件')).toBeVisible();

  await page.goto(await resetLinkFromLog(before));
  await expect(page.getByText('为账号 wh01 设置新密码')).toBeVisible();
  await page.getByPlaceholder('新密码', { exact: true }).fill('wh01-new-pass');
  await page.getByPlaceholder('确认新密码').fill('wh01-new-pass');
  await page.getByRole('button', { name: '设置新密码' }).click();
  await expect(page.getByText('密码已重置')).toBeVisible();
  await page.getByRole('button', { name: '去登录' }).click();
  await loginThroughForm(page, 'wh01', 'wh01-new-pass');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('members: add a user, change the role, and the logs show it', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/cfg/member');
  await page.getByRole('button', { name: '添加成员' }).click();
  const modal = page.getByRole('dialog').filter({ hasText: '添加成员' });
  await modal.getByText('新建用户').click();
  await modal.getByLabel('账号').fill('e2e_new');
  await modal.getByLabel('姓名').fill('吴新人');
  await modal.getByLabel('手机').fill('12');
  await modal.getByLabel('初始密码').fill('e2e-new-pass');
  await modal.getByLabel('角色').click();
  await page.getByTitle('访客').click();
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal.getByText('手机号须为 11 位数字，以 1 开头')).toBeVisible();
  await modal.getByLabel('手机').fill('13312345678');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('用户已创建并加入工厂')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '吴新人' });
  await expect(row.getByText('133********')).toBeVisible();

  await page.goto('/cfg/userlog');
  await expect(page.getByText('新建用户 吴新人（e2e_new）并加入，角色 访客')).toBeVisible();
  await page.getByRole('tab', { name: '访问日志' }).click();
  await expect(page.getByRole('cell', { name: '/cfg/member' }).first()).toBeVisible();
});
