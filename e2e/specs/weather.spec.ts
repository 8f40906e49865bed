import { expect, test } from '@playwright/test';
import { signIn } from '../support/helpers';

test('the top-bar weather shows now, the 2-hour rain chart and seven days, with forecast links', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/');
  const button = page.getByTestId('weather-button');
  await expect(button).toContainText('°C', { timeout: 20_000 });
  await button.click();
  const panel = page.getByTestId('weather-panel');
  // One symbol for temperatures (°C, never ℃) and one decimal, as the docs give them.
  await expect(panel.getByTestId('weather-temp')).toHaveText(/^-?\d+\.\d °C$/);
  await expect(panel).not.toContainText('℃');
  // The rain block is the 820×100 chart, or 「未来无降水」 in its place when the next two hours are dry.
  const rain = panel.getByTestId('rain-chart').or(panel.getByTestId('rain-empty'));
  await expect(rain).toBeVisible();
  // Layout size, not the on-screen box: the popover opens with a zoom animation.
  expect(await rain.evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight])).toEqual([820, 100]);
  // Dry: said once, by the chart's place (not again by the summary above it).
  if (await panel.getByTestId('rain-empty').isVisible()) {
    await expect(panel.getByText('未来无降水')).toBeVisible();
    expect(((await panel.textContent()) ?? '').match(/无降水/g)).toHaveLength(1);
  }  else await expect(panel.getByRole('img', { name: '未来两小时降水' })).toBeVisible();
  await expect(panel.getByTestId('weather-forecasts').getByText('今天')).toBeVisible();
  await panel.getByRole('link', { name: '逐小时预报' }).click();
  await expect(page).toHaveURL(/\/iot\/wt_hourly_forecast/);
  await expect(page.getByRole('img', { name: '逐小时预报' })).toBeVisible({ timeout: 20_000 });
});

test('every weather page opens with the demo year of data', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(context, 'demo', 'demo123456');
  for (const [path, chart] of [
    ['/iot/wt_hourly_history', '逐小时历史天气'],
    ['/iot/wt_daily_history?range=last12m', '逐日历史天气'],
    ['/iot/rain_history', '降水历史'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('img', { name: chart })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
  }
  await page.goto('/iot/rain_raw_history');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
});

test('a wind threshold the current weather reaches raises a warning and an alarm, and deleting it clears both', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/iot/rain_alarm_cfg');
  await page.getByRole('button', { name: '新建预警' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('预警名称').fill('E2E 大风');
  await dialog.getByLabel('风力达到（级）').fill('1');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('预警设置已保存')).toBeVisible();
  await expect(page.getByTestId('weather-warnings').getByText(/预警中：E2E 大风/)).toBeVisible({ timeout: 20_000 });

  await page.goto('/alarm/index');
  await expect(page.getByText(/E2E 大风：大风 \d+级/).first()).toBeVisible({ timeout: 20_000 });

  await page.goto('/iot/rain_alarm_cfg');
  await page.getByRole('row', { name: /E2E 大风/ }).getByText('删除').click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('预警设置已删除')).toBeVisible();
  await expect(page.getByText('当前及未来 24 小时没有达到预警阈值的天气')).toBeVisible();
});
