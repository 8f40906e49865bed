import { expect, test } from '@playwright/test';
import { api, apiLogin, signIn } from '../support/helpers';
import { createFacMember, getFacRoleList } from '@pfs/domain/member';

test('a manager invites an existing account; it joins once its owner accepts on 个人中心', async ({ page, context }) => {
  // An account of 育苗中心 only, unknown to 示范植物工厂.
  const demo = await apiLogin('demo', 'demo123456');
  const roles = await api<{ data: { role_id: number; name: string }[] }>(demo, getFacRoleList.url, { fid: 2 });
  const uniNo = `e2e_inv_${Date.now().toString(36)}`;
  const created = await api(demo, createFacMember.url, { fid: 2, uni_no: uniNo, cname: '邀请测试', password: 'invitee-pass-1', role_id: roles.data[0]!.role_id });
  expect(created.code).toBe(200);

  await signIn(context, 'demo', 'demo123456');
  await page.goto('/cfg/member');
  await page.getByRole('button', { name: '添加成员' }).click();
  const dialog = page.getByRole('dialog', { name: '添加成员' });
  await expect(dialog.getByText('接受前不显示对方的信息')).toBeVisible();
  await dialog.getByLabel('账号').fill(uniNo);
  await dialog.getByLabel('角色').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '种植员' }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(`已发出邀请：账号 ${uniNo} 的主人`)).toBeVisible();
  // Pending, as typed: not in the member list, and no name shown.
  await expect(page.getByText(`账号 ${uniNo} · 角色 种植员`)).toBeVisible();
  await expect(page.getByRole('cell', { name: '邀请测试' })).toHaveCount(0);

  await signIn(context, uniNo, 'invitee-pass-1');
  await page.goto('/profile');
  const card = page.locator('.ant-card').filter({ hasText: '工厂邀请' });
  await expect(card).toContainText('示范植物工厂 邀请您以「种植员」加入');
  await card.getByRole('button', { name: /接\s*受/ }).click();
  await expect(page.getByText('已加入 示范植物工厂')).toBeVisible();
  await expect(card).toBeHidden();
  await expect(page.locator('.ant-card').filter({ hasText: '所属工厂与角色' })).toContainText('示范植物工厂');
});
