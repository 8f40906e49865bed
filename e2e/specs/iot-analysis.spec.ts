import { expect, test } from '@playwright/test';
import { signIn } from '../support/helpers';

// Read-only: uses what the simulated gateways of 示范植物工厂 report (demo-grow-2's meters among them); switches nothing.
test('用电统计 charts the demo meters by area; the meter table names them', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/iot/electricity');
  await expect(page.getByRole('heading', { name: '用电统计' })).toBeVisible();
  // The simulator's meters count up every 2 s; rollups follow, and the page refreshes every minute.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('img', { name: '用电柱状图（按区域堆叠）' })).toBeVisible({ timeout: 5_000 });
    await expect(page.locator('.ant-statistic').filter({ hasText: '合计（kWh）' }).locator('.ant-statistic-content-value')).not.toHaveText(/^0(\.0+)?$/, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const meters = page.locator('.ant-card').filter({ hasText: '按计量表' });
  const grow2 = meters.getByRole('row').filter({ hasText: '栽培二区网关' });
  await expect(grow2).toContainText('电能表');
  await expect(grow2).toContainText('栽培二区');

  // Per month and with a unit price: the cost card appears.
  await page.getByText('按月', { exact: true }).click();
  await page.getByLabel('单价').fill('0.8');
  await expect(page.locator('.ant-statistic').filter({ hasText: '估算费用（元）' })).toBeVisible();
});

test('物联网日志 lists gateway and control entries with filters', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/cfg/iotlog');
  await expect(page.getByRole('heading', { name: '物联网日志' })).toBeVisible();
  const online = page.getByRole('row').filter({ hasText: '栽培二区网关' }).filter({ hasText: '网关上线' });
  await expect(online.first()).toBeVisible({ timeout: 20_000 });
  await online.first().getByRole('button', { name: '详情' }).click();
  await expect(page.getByRole('dialog').getByText('demo-grow-2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByPlaceholder('对象或内容关键词').fill('栽培二区网关');
  await page.getByPlaceholder('对象或内容关键词').press('Enter');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('栽培二区网关');
});

test('网关统计 shows each gateway’s seq gaps, explained on hover', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/iot/gw_stats');
  await expect(page.getByRole('heading', { name: '网关统计' })).toBeVisible();
  const header = page.getByRole('columnheader', { name: '序号缺口' });
  await expect(header).toBeVisible();
  await header.getByText('序号缺口').hover();
  await expect(page.getByRole('tooltip')).toContainText('平台没有收到的消息数');
  // The simulated gateways number their messages without gaps.
  const col = await header.evaluate((th) => Array.from(th.parentElement!.children).indexOf(th));
  const grow2 = page.getByRole('row').filter({ hasText: '栽培二区网关' });
  await expect(grow2.locator('td').nth(col)).toHaveText('0');
});
