import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/helpers';
import { getIotExtremeList } from '@pfs/domain/iot-history';

// Read-only: looks at the demo factory's pages at phone, tablet and desktop widths; never switches anything.
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 800, height: 900 };

/** Whether the table scrolls sideways (its content wider than its box). */
const overflowsSideways = (table: Locator) =>
  table.evaluate((el) => {
    const box = el.querySelector('.ant-table-content, .ant-table-body') as HTMLElement | null;
    return !!box && box.scrollWidth > box.clientWidth + 1;
  });

const box = async (l: Locator) => (await l.boundingBox())!;

async function openAt(page: Page, size: { width: number; height: number }, path: string) {
  await page.setViewportSize(size);
  await page.goto(path);
}

test('实时数据 on a phone shows each point with its value on screen, not only area and gateway', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await openAt(page, PHONE, '/iot/vals');
  const row = page.getByTestId('val-育苗室网关-air_temp');
  await expect(row).toBeVisible({ timeout: 20_000 });
  const value = row.getByTestId('val-value');
  await expect(value).toHaveText(/^\d+\.\d\s?°C$/);
  await expect(value).toBeInViewport({ ratio: 1 });
  // Where it is, under the name, instead of in columns off screen.
  await expect(row).toContainText('育苗室网关');
  expect(await overflowsSideways(page.locator('.ant-table').first())).toBe(false);
});

test('实时数据 on a tablet keeps point names whole and the one-hour trend in view', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await openAt(page, TABLET, '/iot/vals');
  const row = page.getByTestId('val-育苗室网关-ppfd');
  await expect(row).toBeVisible({ timeout: 20_000 });
  const name = row.getByText('光量子通量密度', { exact: true });
  const code = row.getByText('ppfd', { exact: true });
  // One line each: 光量子通量密度 is not cut into 光量子通 / 量密度, nor the code into pp / fd.
  const line = await box(page.getByText('空气温度', { exact: true }).first());
  expect((await box(name)).height).toBeLessThan(line.height * 1.5);
  expect((await box(code)).height).toBeLessThan(line.height * 1.5);
  await expect(row.getByRole('img', { name: /近一小时/ })).toBeInViewport();
});

test('开关状态 on a phone shows each switch\'s state on screen', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await openAt(page, PHONE, '/iot/states');
  const row = page.getByTestId('sw-育苗室网关-led');
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByTestId('switch-state')).toBeInViewport({ ratio: 1 });
  await expect(row).toContainText('育苗室网关');
  expect(await overflowsSideways(page.locator('.ant-table').first())).toBe(false);
});

test('告警记录 on a phone fits its table: every header is on screen', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await openAt(page, PHONE, '/alarm/index');
  const table = page.locator('.ant-table').first();
  await expect(table.getByRole('columnheader', { name: '告警' })).toBeVisible({ timeout: 20_000 });
  expect(await overflowsSideways(table)).toBe(false);
  for (const h of await table.getByRole('columnheader').all()) await expect(h).toBeInViewport({ ratio: 1 });
});

test('设备控制 on a phone: the switch sits beside its name and the set-point takes the width', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await openAt(page, PHONE, '/iot/ctrl');
  const led = page.getByTestId('ctrl-demo-seedling').getByTestId('switch-led');
  await expect(led.getByText('LED 补光灯')).toBeVisible({ timeout: 20_000 });
  const name = await box(led.getByText('LED 补光灯'));
  const sw = await box(led.getByRole('switch'));
  expect(sw.y).toBeLessThan(name.y + name.height);
  const input = await box(led.getByRole('spinbutton'));
  expect(input.width).toBeGreaterThan(150);
});

test('设备控制 on a tablet keeps set-point, lock and switch on the switch\'s line', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await openAt(page, TABLET, '/iot/ctrl');
  const led = page.getByTestId('ctrl-demo-seedling').getByTestId('switch-led');
  await expect(led.getByRole('switch')).toBeVisible({ timeout: 20_000 });
  const mid = (b: { y: number; height: number }) => b.y + b.height / 2;
  const [sw, input, name] = [await box(led.getByRole('switch')), await box(led.getByRole('spinbutton')), await box(led.getByText('LED 补光灯'))];
  expect(Math.abs(mid(sw) - mid(input))).toBeLessThan(8);
  expect(sw.y).toBeLessThan(name.y + name.height);
});

test('极值记录 fits at 1440 px, highs red and lows blue like the alarm pages', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/iot/extreme_list');
  const table = page.locator('.ant-table').first();
  const row = page.getByRole('row').filter({ hasText: '空气温度' }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  expect(await overflowsSideways(table)).toBe(false);
  await expect(table.getByRole('columnheader', { name: '样本数' })).toBeInViewport({ ratio: 1 });
  const [max, min] = [row.getByText(/°C$/).first(), row.getByText(/°C$/).nth(1)];
  await expect(max).toHaveCSS('color', 'rgb(255, 77, 79)');
  await expect(min).toHaveCSS('color', 'rgb(64, 150, 255)');
  await expect(max).toHaveText(/^\d+\.\d °C$/);
});

test('极值记录 on a tablet and a phone keeps the day\'s high and low on screen', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  for (const size of [TABLET, PHONE]) {
    await openAt(page, size, '/iot/extreme_list');
    const row = page.getByRole('row').filter({ hasText: '空气温度' }).first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    expect(await overflowsSideways(page.locator('.ant-table').first()), `${size.width} px`).toBe(false);
    await expect(row.getByText(/°C$/).nth(1)).toBeInViewport({ ratio: 1 });
  }
});

test('history pages open with a chart of the first area\'s temperature, humidity and CO2, without picking anything', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await context.addInitScript(() => Object.keys(localStorage).filter((k) => k.startsWith('pfs.iot-history.points.')).forEach((k) => localStorage.removeItem(k)));
  for (const path of ['/iot/history_wrap', '/iot/hourly', '/iot/last24']) {
    await page.goto(path);
    await expect(page.getByRole('img', { name: '历史数据曲线' }), path).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('请先选择点位')).toHaveCount(0);
    await expect(page.getByTestId('point-picker')).toContainText('育苗室网关 · 空气温度');
  }
  await expect(page.getByRole('row').filter({ hasText: '育苗室网关 · 二氧化碳' }).first()).toContainText('ppm');
});

test.describe('a browser in another time zone', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('极值记录 states times on the factory clock (Asia/Shanghai), not the browser\'s', async ({ page, context }) => {
    await signIn(context, 'demo', 'demo123456');
    const answer = page.waitForResponse((r) => r.url().endsWith(getIotExtremeList.url));
    await page.goto('/iot/extreme_list');
    const body = (await (await answer).json()) as { data: { items: { point_name: string; max_ts: number; min_ts: number }[] } };
    const first = body.data.items[0]!;
    const clock = (ms: number, timeZone: string) => new Date(ms).toLocaleTimeString('en-GB', { timeZone, hour12: false });
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(row).toContainText(first.point_name, { timeout: 20_000 });
    // Each time is checked in its own cell: the day's low can fall at the high's time on the browser's clock.
    const headers = await page.locator('.ant-table-thead th').allTextContents();
    for (const [title, ts] of [['最大值', first.max_ts], ['最小值', first.min_ts]] as const) {
      const cell = row.locator('td').nth(headers.findIndex((h) => h.includes(title)));
      await expect(cell).toContainText(clock(ts, 'Asia/Shanghai'));
      await expect(cell).not.toContainText(clock(ts, 'Europe/Berlin'));
    }
  });
});

test('环境总览 gives each sensor its last hour as a sparkline and its value by the unit\'s rule', async ({ page, context }) => {
  test.setTimeout(150_000);
  await signIn(context, 'demo', 'demo123456');
  const room = page.getByTestId('gw-demo-seedling');
  // A line needs two minutes of readings: a server started a moment ago shows 数据不足 first.
  await expect(async () => {
    await page.goto('/iot/index');
    await expect(room.getByRole('img', { name: /^近一小时：最低 \d+\.\d °C，最高 \d+\.\d °C$/ }).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 130_000, intervals: [5_000] });
  // pH has no unit: known by its quantity, one decimal.
  const ph = room.locator('.ant-statistic').filter({ hasText: '营养液 pH' });
  await expect(ph.locator('.ant-statistic-content-value')).toHaveText(/^\d+\.\d$/);
  await expect(room.locator('.ant-statistic').filter({ hasText: '二氧化碳' }).locator('.ant-statistic-content-value')).toHaveText(/^[\d,]+$/);
});
