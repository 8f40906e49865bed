import { expect, test } from '@playwright/test';
import { signIn } from '../support/helpers';

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
