import { expect, test } from '@playwright/test';
import { api, signIn } from '../support/helpers';

test('dimming a light in 设备控制 is confirmed by the gateway and PPFD follows in 环境总览', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/iot/ctrl');
  const card = page.getByTestId('ctrl-demo-grow-1');
  const led = card.getByTestId('switch-led');
  await expect(led.getByText('当前：开启 80%')).toBeVisible({ timeout: 20_000 });
  await led.locator('input').fill('40');
  await led.getByRole('button', { name: /设\s*定/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(led.getByText('已执行')).toBeVisible({ timeout: 20_000 });
  await expect(led.getByText('当前：开启 40%')).toBeVisible({ timeout: 20_000 });

  await page.goto('/iot/index');
  const room = page.getByTestId('gw-demo-grow-1');
  await expect(room.locator('.ant-statistic').filter({ hasText: '光量子通量密度' })).toContainText('240', { timeout: 20_000 });

  await page.goto('/iot/req_list');
  await expect(page.getByRole('row').filter({ hasText: 'LED 补光灯' }).first()).toContainText('已执行');
  await expect(page.getByRole('row').filter({ hasText: 'LED 补光灯' }).first()).toContainText('张厂长');
});

test('a grower sees values but has no control switches', async ({ page, context }) => {
  await signIn(context, 'grower', 'grower123456');
  await page.goto('/iot/ctrl');
  await expect(page.getByText('LED 补光灯').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('switch')).toHaveCount(0);
});

test('a sensor over its limit raises an alarm; closing it on /alarm/index clears the badge', async ({ page, context }) => {
  test.setTimeout(90_000);
  const token = await signIn(context, 'demo', 'demo123456');
  type G = { sn: string; points: { code: string; point_id: number }[] };
  let air: number | undefined;
  await expect
    .poll(async () => {
      const gws = (await api<{ data: G[] }>(token, '/api/get_iot_fac_states', { fid: 1 })).data;
      air = gws.find((g) => g.sn === 'demo-grow-2')?.points.find((p) => p.code === 'air_temp')?.point_id;
      return air;
    }, { timeout: 20_000 })
    .toBeDefined();
  // The room runs at about 22 °C: a 10 °C upper limit is crossed by the next reading.
  expect((await api(token, '/api/save_iot_point_alarm', { fid: 1, point_id: air, high: 10, low: null, level: 5 })).code).toBe(200);
  await page.goto('/alarm/index');
  const row = page.getByRole('row').filter({ hasText: '栽培二区网关 空气温度超上限' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: '告警' }).locator('.ant-badge-dot')).toBeVisible({ timeout: 20_000 });
  // Stop evaluating so the closed alarm is not raised again by the next reading.
  await api(token, '/api/save_iot_point_alarm', { fid: 1, point_id: air, high: 10, low: null, level: 5, enabled: false });
  await row.getByRole('button', { name: /关\s*闭/ }).click();
  await page.getByLabel('关闭原因').fill('已调整空调设定');
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('告警已关闭')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('button', { name: '告警' }).locator('.ant-badge-dot')).toHaveCount(0);
});
