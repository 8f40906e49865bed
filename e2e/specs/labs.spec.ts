import { expect, test, type Locator, type Page } from '@playwright/test';
import { btn } from '../support/antd';
import { api, signIn } from '../support/helpers';
import { getLabList } from '@pfs/domain/labs';

/** The n-th option of an antd Select opened from `field`, waiting until the select shows a value. */
async function chooseNth(page: Page, field: Locator, n: number) {
  const select = field.locator(`xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ant-select ')][1]`);
  await expect(async () => {
    await field.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(n).click({ timeout: 5000 });
    await expect(select).toContainText('播种', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test('the demo’s trials: the heat-wave trial side by side with its charts, and a new trial created', async ({ page, context }) => {
  test.setTimeout(120_000);
  const token = await signIn(context, 'demo', 'demo123456');

  await page.goto('/plant/labs');
  const row = page.locator('.ant-table-row').filter({ hasText: '高温期栽培一区与栽培二区产量对比' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.ant-table-row').filter({ hasText: '意大利生菜新光照配方（v2）验证' })).toContainText('进行中');

  // The trial page: one column per batch, rows of recipe, cycle, yield, losses and climate.
  await row.getByRole('button', { name: '高温期栽培一区与栽培二区产量对比' }).click();
  await expect(page).toHaveURL(/\/plant\/labs\?trial_id=\d+/);
  await expect(page.getByText('实验：高温期栽培一区与栽培二区产量对比')).toBeVisible();
  const table = page.locator('.ant-card').filter({ hasText: '批次对比（4 个批次）' });
  await expect(table.locator('thead th').filter({ hasText: /^栽培一区（/ })).toHaveCount(2);
  await expect(table.locator('thead th').filter({ hasText: /^栽培二区（/ })).toHaveCount(2);
  for (const label of ['生长密度', '单盘产量（预期）', '每平方米产量', '损耗株数（比例）', '平均温度', '平均 DLI']) {
    await expect(table.getByRole('cell', { name: label, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('row').filter({ hasText: '每平方米产量' })).toContainText('kg/m²');
  await expect(page.getByRole('img', { name: '产量对比柱状图' }).locator('canvas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: '每日环境折线图' }).locator('canvas')).toBeVisible({ timeout: 20_000 });
  await page.getByText('DLI', { exact: true }).click();
  await expect(page.getByRole('img', { name: '每日环境折线图' })).toBeVisible();

  // A new trial of two batches, each named by the variable it stands for.
  const name = `E2E 密度对比 ${Date.now().toString(36)}`;
  await btn(page, '返回实验列表').click();
  await btn(page, '新建实验').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '对比批次' });
  await drawer.getByLabel('实验名称').fill(name);
  await drawer.getByLabel('实验目的 / 说明').fill('比较两个批次的单盘产量');
  await chooseNth(page, drawer.getByLabel('批次 1', { exact: true }), 0);
  await drawer.getByLabel('对比变量 1').fill('密度 24 株/盘');
  await chooseNth(page, drawer.getByLabel('批次 2', { exact: true }), 1);
  await drawer.getByLabel('对比变量 2').fill('密度 20 株/盘');
  await btn(drawer, '保存').click();
  await expect(page.getByText('实验已创建')).toBeVisible();
  await expect(page).toHaveURL(/\/plant\/labs\?trial_id=\d+/);
  await expect(page.getByText(`实验：${name}`)).toBeVisible();
  await expect(page.locator('.ant-card').filter({ hasText: '批次对比（2 个批次）' }).locator('thead')).toContainText('密度 20 株/盘');

  const list = await api<{ data: { items: { name: string; batches: unknown[] }[] } }>(token, getLabList.url, { fid: 1, page: 1, size: 50, kw: name });
  expect(list.data.items.map((t) => [t.name, t.batches.length])).toEqual([[name, 2]]);
});
