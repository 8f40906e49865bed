import { expect, test, type Page } from '@playwright/test';
import { api, signIn } from '../support/helpers';
import { getFinishedSummary } from '@pfs/domain/finished';
import { addDays } from '@pfs/domain/plant';

// Reads the demo factory's picks and shipments; writes nothing.
const presetBox = (page: Page) => page.locator('.ant-select', { has: page.getByLabel('时间范围预设') });
const choosePreset = async (page: Page, label: string) => {
  await page.getByLabel('时间范围预设').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).click();
};
/** The first cell of every row on the page: each list here starts with its day or number then day. */
const cells = (page: Page, col: number) => page.locator('.ant-table-tbody tr.ant-table-row').evaluateAll((rows, i) => rows.map((r) => r.querySelectorAll('td')[i]?.textContent ?? ''), col);

test('采收记录 and 出货 narrow to a range of days kept in the address; a reload keeps it', async ({ page, context }) => {
  const token = await signIn(context, 'demo', 'demo123456');
  const today = (await api<{ data: { today: string } }>(token, getFinishedSummary.url, { fid: 1 })).data.today;
  const since = addDays(today, -30);

  await page.goto('/finished/pickrecords');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(20, { timeout: 20_000 });
  await choosePreset(page, '最近30天');
  await expect(page).toHaveURL(/range=last30/);
  await expect.poll(async () => (await cells(page, 0)).every((d) => d >= since && d <= today)).toBe(true);
  const days = await cells(page, 0);
  expect(days.length).toBeGreaterThan(0);
  await page.reload();
  await expect(presetBox(page)).toContainText('最近30天');
  await expect.poll(() => cells(page, 0)).toEqual(days);

  await page.goto('/finished/shipment');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await choosePreset(page, '最近30天');
  await expect(page).toHaveURL(/range=last30/);
  await expect.poll(async () => (await cells(page, 1)).every((d) => d >= since && d <= today)).toBe(true);
  expect((await cells(page, 1)).length).toBeGreaterThan(0);
});

test('采收汇总 over the last 30 days: newest day first, the total names the range, the shares add up to it', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/finished/picksummary');
  await expect(page.getByText('采收合计（全部时间）')).toBeVisible({ timeout: 20_000 });
  await choosePreset(page, '最近30天');
  await expect(page.getByText(/采收合计（\d{4}-\d\d-\d\d 至 \d{4}-\d\d-\d\d）/)).toBeVisible();
  await expect.poll(async () => (await cells(page, 0)).length).toBeGreaterThan(1);
  const days = await cells(page, 0);
  expect([...days].sort().reverse()).toEqual(days);
  const shares = (await cells(page, 2)).map((s) => Number(s.replace('%', '')));
  expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(0.1 * shares.length + 0.1);
});

test('入库记录 names entry losses in Chinese, never by code', async ({ page, context }) => {
  await signIn(context, 'wh01', 'pfs123456');
  await page.goto('/finished/entry_list');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  // The demo trims a few per cent off each entry (README): 「1.2 kg（修整）」, not 「1.2 kg（trim）」.
  await expect(page.locator('.ant-table-tbody').getByText(/kg（修整）/).first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).not.toContainText(/（(damage|trim|quality|other)）/);
});
