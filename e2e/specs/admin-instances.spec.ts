import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { api, apiLogin, baseURL, signIn } from '../support/helpers';
import { getSysInstanceList } from '@pfs/domain/instance';

/** The e2e server's instance name: INSTANCE_NAME, or the one it generated in its DATA_DIR (where its log is). */
const instanceName = () => process.env.INSTANCE_NAME ?? fs.readFileSync(path.join(path.dirname(process.env.PFS_E2E_LOG!), 'instance-name'), 'utf8').trim();

test('sa opens 管理后台 → 服务器实例 and sees the running server as 运行中, running the periodic jobs', async ({ page, context }) => {
  await signIn(context, 'sa', 'sa123456');
  await page.goto('/admin/');
  await page.getByRole('menuitem', { name: '服务器实例' }).click();
  expect(new URL(page.url()).pathname).toBe('/admin/instances/');
  await expect(page.getByRole('heading', { name: '服务器实例' })).toBeVisible();

  const name = instanceName();
  const row = page.locator('.ant-table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.locator('.ant-tag').first()).toHaveText('运行中');
  await expect(row).toContainText('启动于');
  await expect(row).toContainText(`:${new URL(baseURL()).port}`);
  // Leadership is reported with the heartbeat: the page polls, so it shows within a beat or two.
  await expect(row.getByText('定时任务', { exact: true })).toBeVisible({ timeout: 25_000 });

  const summary = page.getByTestId('instance-summary');
  await expect(summary).toContainText('运行中1个');
  await expect(summary).toContainText('已停止0个');
  await expect(summary).toContainText(`定时任务主实例${name}`);
  // The e2e server is the only instance: nothing is down, so no warning about telemetry waiting in the broker.
  await expect(page.getByTestId('instance-down-alert')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/admin-instances.png', fullPage: true });
});

test('the instances list is closed to anyone but a super admin', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/admin/instances/');
  await expect(page.getByText('管理后台仅超级管理员可以进入')).toBeVisible();
  await expect(page.getByText('定时任务主实例')).toHaveCount(0);
  const demo = await apiLogin('demo', 'demo123456');
  expect(await api(demo, getSysInstanceList.url)).toMatchObject({ code: 403 });
});
