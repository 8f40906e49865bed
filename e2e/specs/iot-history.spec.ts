import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/helpers';

// Reads only the demo gateway 育苗室网关 (demo-seedling); never touches a switch.
test('hourly data of a seedling-room sensor shows as chart and table, and exports to a CSV that downloads', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/iot/hourly');
  // Starts from a cleared choice (without any, the page shows the first area's main sensors: iot-layout.spec).
  await page.evaluate(() => localStorage.setItem('pfs.iot-history.points.1', '[]'));
  await page.reload();
  await expect(page.getByText('请先选择点位')).toBeVisible();

  await page.getByTestId('point-picker').click();
  // Areas come in their order: 育苗室 → 育苗室网关 first, expanded.
  const tree = page.locator('.ant-select-tree');
  await expect(tree.getByText('育苗室网关')).toBeVisible();
  await tree.locator('.ant-select-tree-node-content-wrapper', { hasText: '空气温度（°C）' }).first().click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('point-picker')).toContainText('育苗室网关 · 空气温度');

  await expect(page.getByRole('img', { name: '历史数据曲线' })).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole('row').filter({ hasText: '育苗室网关 · 空气温度' }).first();
  await expect(row).toContainText('°C', { timeout: 20_000 });
  await expect(row.getByRole('cell').nth(7)).toHaveText(/^\d+$/);

  // The choice is remembered: the export form starts with it.
  await page.goto('/iot/export');
  await expect(page.getByTestId('point-picker')).toContainText('育苗室网关 · 空气温度');
  await page.getByText('原始数据', { exact: true }).click();
  await page.getByRole('button', { name: /开始导出/ }).click();
  const job = page.getByTestId('export-job');
  await expect(job.getByText('已完成')).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), job.getByRole('link', { name: /下载文件/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^物联网原始数据_\d{12}\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('时间,育苗室网关 空气温度（°C）');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},-?\d+(\.\d+)?$/);
});

test('a grower reads history but has no export page', async ({ page, context }) => {
  await signIn(context, 'grower', 'grower123456');
  await page.goto('/iot/history_wrap');
  await expect(page.getByText('小时数据').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('数据导出')).toHaveCount(0);
});

/** The preset box of the time range (its text is the preset in force). */
const presetBox = (page: Page) => page.locator('.ant-select', { has: page.getByLabel('时间范围预设') });

test('the range and points of a history view are kept in the address: a refresh and a shared link show the same view', async ({ page, context, browser }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/iot/hourly');
  await expect(page.getByTestId('point-picker')).toContainText('育苗室网关 · 空气温度', { timeout: 20_000 });
  await page.getByLabel('时间范围预设').click();
  await page.locator('.ant-select-item-option', { hasText: '最近7天' }).click();
  await expect(page).toHaveURL(/range=last7/);
  await page.getByTestId('point-picker').click();
  await page.locator('.ant-select-tree .ant-select-tree-node-content-wrapper', { hasText: '营养液 EC' }).first().click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/points=\d+(,\d+)+/);
  const shared = page.url();

  await page.reload();
  await expect(page.getByTestId('point-picker')).toContainText('育苗室网关 · 营养液 EC', { timeout: 20_000 });
  await expect(presetBox(page)).toContainText('最近7天');

  // Someone else opening the link (nothing remembered in their browser) sees the same points and range.
  const other = await browser.newContext();
  await signIn(other, 'demo', 'demo123456');
  const them = await other.newPage();
  await them.goto(shared);
  await expect(them.getByTestId('point-picker')).toContainText('育苗室网关 · 营养液 EC', { timeout: 20_000 });
  await expect(them.getByRole('img', { name: '历史数据曲线' })).toBeVisible({ timeout: 20_000 });

  // A link that makes no sense opens the default view instead of an error.
  await them.goto(new URL('/iot/hourly?range=forever&points=abc', shared).href);
  await expect(them.getByTestId('point-picker')).toContainText('育苗室网关 · 空气温度', { timeout: 20_000 });
  await expect(presetBox(them)).toContainText('最近24小时');
  await other.close();
});
