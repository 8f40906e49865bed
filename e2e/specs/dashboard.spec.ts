import { expect, test, type Page } from '@playwright/test';
import { api, signIn } from '../support/helpers';
import { statsEmbed } from '@pfs/domain/stats';

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
  const embed = (await api<Embed>(token, statsEmbed.url, { fid: 1 })).data;
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

const SHOTS = process.env.PFS_E2E_SHOTS;
/** Screenshots of a role's home page for a person to look at (desktop and a 390×844 phone), when PFS_E2E_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}
/** Nothing on the page is wider than the screen: a phone never scrolls sideways. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a salesperson’s home page starts with orders at risk and this week’s deliveries, then what the warehouse ships; no planting, alarm or climate block', async ({ page, context }) => {
  const token = await signIn(context, 'sales01', 'pfs123456');
  const embed = (await api<Embed>(token, statsEmbed.url, { fid: 1 })).data;
  expect(embed).toMatchObject({ planting: null, stock: null, climate: null });
  await page.goto('/dashboard');
  const sales = page.getByTestId('dash-sales');
  await expect(sales).toContainText('有风险的订单');
  await expect(sales).toContainText('本周交货');
  await expect(page.getByTestId('dash-warehouse')).toBeVisible();
  // The role's own work first.
  const first = await page.locator('[data-testid^="dash-"]').first().getAttribute('data-testid');
  expect(first).toBe('dash-sales');
  await expect(page.getByTestId('dash-due')).toHaveCount(0);
  await expect(page.getByTestId('dash-climate')).toHaveCount(0);
  await expect(page.getByText('快捷入口', { exact: true })).toBeVisible();
  await shoot(page, 'sales');
});

test('the warehouse keeper’s home page starts with shipments due, 暂存 waiting and lots near expiry', async ({ page, context }) => {
  await signIn(context, 'wh01', 'pfs123456');
  await page.goto('/dashboard');
  const wh = page.getByTestId('dash-warehouse');
  for (const t of ['待出货', '暂存待入库', '临期成品']) await expect(wh).toContainText(t);
  // The demo's last harvest still waits in 暂存 (README).
  await expect(wh.getByRole('link', { name: /暂存待入库（共 [\d.,]+ kg）/ })).toBeVisible();
  expect(await page.locator('[data-testid^="dash-"]').first().getAttribute('data-testid')).toBe('dash-warehouse');
  await expect(page.getByTestId('dash-sales')).toHaveCount(0);
  await shoot(page, 'warehouse');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await fitsWidth(page)).toBe(true);
});

test('on a phone the to-do shows 下一步 and 到期 without scrolling sideways', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const due = page.getByTestId('dash-due');
  await expect(due.locator('.ant-table-row').first()).toBeVisible();
  for (const h of ['批次', '下一步', '到期']) await expect(due.getByRole('columnheader', { name: h, exact: true })).toBeInViewport();
  const cell = due.locator('.ant-table-row').first().locator('td').last();
  await expect(cell).toBeInViewport({ ratio: 1 });
  expect(await due.locator('.ant-table-content').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect(await fitsWidth(page)).toBe(true);
  if (SHOTS) await due.screenshot({ path: `${SHOTS}/manager-phone-due.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, 'manager');
});
