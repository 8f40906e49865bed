import { expect, test } from '@playwright/test';
import { api, apiLogin, signIn } from '../support/helpers';
import { saveSysFactory } from '@pfs/domain/sys-factory';

test('sa opens 管理后台 from the user menu, creates a factory, and switches into it from the top bar', async ({ page, context }) => {
  const name = `E2E工厂${Date.now().toString(36).slice(-5)}`;
  await signIn(context, 'sa', 'sa123456');
  await page.goto('/dashboard');
  await page.getByTestId('user-menu').click();
  const [admin] = await Promise.all([context.waitForEvent('page'), page.getByText('进入管理后台').click()]);
  await admin.waitForLoadState();
  expect(new URL(admin.url()).pathname).toBe('/admin/');
  await expect(admin).toHaveTitle(/管理后台/);
  const table = admin.locator('.ant-table');
  await expect(table.getByRole('cell', { name: '示范植物工厂' })).toBeVisible();
  await expect(table.getByRole('cell', { name: /育苗中心.*测试/ })).toBeVisible();

  await admin.getByRole('button', { name: '新建工厂' }).click();
  const drawer = admin.locator('.ant-drawer').filter({ hasText: '新建工厂' });
  // Empty and duplicate names are refused: in the form, then by the server.
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(drawer.getByText('请填写工厂名称')).toBeVisible();
  await drawer.getByLabel('工厂名称').fill('示范植物工厂');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(admin.getByText('已有名为「示范植物工厂」的工厂，请换一个名称')).toBeVisible();

  await drawer.getByLabel('工厂名称').fill(name);
  await drawer.getByLabel('所在城市区县').fill('浙江省杭州市余杭区');
  await drawer.getByLabel('展示大屏').check();
  await admin.screenshot({ path: 'test-results/admin-factory-form.png' });
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(admin.getByText(`工厂「${name}」已创建`)).toBeVisible();
  await expect(drawer.getByLabel('工厂名称')).toBeHidden();
  const row = table.locator('tr').filter({ hasText: name });
  await expect(row).toContainText('浙江省杭州市余杭区');
  await expect(row).toContainText('物联网');
  await expect(row).toContainText('展示大屏');
  await admin.screenshot({ path: 'test-results/admin-factory.png', fullPage: true });

  // The console tab, reloaded: the switcher lists the new factory with sa as its 厂长; switching enters it.
  await page.reload();
  await page.getByRole('button', { name: '切换工厂' }).click();
  const entry = page.locator('.ant-dropdown-menu-item').filter({ hasText: `${name}（厂长）` });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page.getByText(`切换到工厂：${name}`)).toBeVisible();
  await expect(page.getByTestId('current-factory')).toHaveText(name);
  await page.goto('/cfg/member');
  await page.getByRole('tab', { name: /角色/ }).click();
  for (const role of ['厂长', '种植员', '仓管员', '销售', '设备员', '访客'])
    await expect(page.getByRole('cell', { name: new RegExp(`^${role}`) }).first()).toBeVisible();
});

test('管理后台 is closed to anyone but a super admin', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/admin/');
  await expect(page.getByText('管理后台仅超级管理员可以进入')).toBeVisible();
  const demo = await apiLogin('demo', 'demo123456');
  expect(await api(demo, saveSysFactory.url, { name: '越权工厂' })).toMatchObject({ code: 403 });
});
