import { expect, test } from '@playwright/test';
import { api, signIn } from '../support/helpers';

type Embed = {
  data: {
    planting: { due: { total_ct: number }; phases: { dishes: number }[]; harvest: { recent: { kg: number }; before: { kg: number } } } | null;
    stock: unknown;
    climate: unknown[] | null;
  };
};
const num = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('the manager’s home page shows the demo factory’s figures: moves due, dishes per phase, harvest, alarms, stock, climate', async ({ page, context }) => {
  const token = await signIn(context, 'demo', 'demo123456');
  const embed = (await api<Embed>(token, '/api/stats/embed', { fid: 1 })).data;
  // The demo's planting year leaves moves due, dishes in every phase and picks in both windows.
  expect(embed.planting!.due.total_ct).toBeGreaterThan(0);
  expect(embed.planting!.phases.every((p) => p.dishes > 0)).toBe(true);
  expect(embed.planting!.harvest.recent.kg).toBeGreaterThan(0);
  expect(embed.planting!.harvest.before.kg).toBeGreaterThan(0);

  await page.goto('/dashboard');
  const due = page.getByTestId('dash-due');
  await expect(due).toBeVisible();
  await expect(due.locator('.ant-table-row').first()).toBeVisible();
  for (const phase of ['sprouting', 'grow_seedling', 'grow']) expect(num(await page.getByTestId(`dash-phase-${phase}`).textContent())).toBeGreaterThan(0);
  const harvest = page.getByTestId('dash-harvest');
  await expect(harvest).toContainText('近 7 天');
  await expect(harvest).toContainText('前 7 天');
  expect(num(await harvest.locator('.ant-statistic-content-value').first().textContent())).toBeGreaterThan(0);
  await expect(page.getByTestId('dash-alarms')).toBeVisible();
  await expect(page.getByTestId('dash-stock')).toBeVisible();
  await expect(page.getByTestId('dash-climate')).toContainText('栽培一区');
  // A block opens its page.
  await page.getByTestId('dash-due').getByRole('link', { name: '查看全部' }).click();
  await expect(page).toHaveURL(/\/plant\/in_process_table/);
});

test('a salesperson’s home page has no planting, alarm, stock or climate block', async ({ page, context }) => {
  const token = await signIn(context, 'sales01', 'pfs123456');
  const embed = (await api<Embed>(token, '/api/stats/embed', { fid: 1 })).data;
  expect(embed).toMatchObject({ planting: null, stock: null, climate: null });
  await page.goto('/dashboard');
  await expect(page.getByText('快捷入口', { exact: true })).toBeVisible();
  await expect(page.getByText('您的角色没有种植、告警、库存或物联网的查看权限')).toBeVisible();
  await expect(page.getByTestId('dash-due')).toHaveCount(0);
  await expect(page.getByTestId('dash-climate')).toHaveCount(0);
});
