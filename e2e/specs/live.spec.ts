import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { signIn } from '../support/helpers';

// Read-only on the demo gateway 栽培一区网关 (demo-grow-1): this spec only watches values, it never switches.
const GW = '栽培一区网关';

const liveSocket = (page: Page) => page.waitForEvent('websocket', { predicate: (ws) => new URL(ws.url()).pathname === '/ws', timeout: 20_000 });
const valuesFrame = (ws: WebSocket) =>
  ws.waitForEvent('framereceived', { predicate: (f) => typeof f.payload === 'string' && f.payload.includes('"type":"values"'), timeout: 20_000 });
/** The value cells of the gateway's rows (not their ages, which change by themselves). */
const shownValues = (page: Page) => page.locator(`[data-testid^="val-${GW}-"] [data-testid="val-value"]`).allTextContents();

test('实时数据 updates from the live channel without reload, and reconnects after a network loss', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(context, 'demo', 'demo123456');
  const firstSocket = liveSocket(page);
  await page.goto('/iot/vals');
  const ws = await firstSocket;
  const indicator = page.getByTestId('live-status').first();
  await expect(indicator).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
  await expect(indicator).toContainText('实时');
  await expect(page.getByTestId(`val-${GW}-air_temp`)).toBeVisible({ timeout: 20_000 });

  // The page's own poll runs once a minute: a change within seconds comes over the socket.
  await valuesFrame(ws);
  const before = (await shownValues(page)).join('|');
  await expect.poll(async () => (await shownValues(page)).join('|'), { timeout: 15_000 }).not.toBe(before);

  await context.setOffline(true);
  await expect(indicator).not.toHaveAttribute('data-status', 'live', { timeout: 15_000 });
  await expect(indicator).toContainText(/网络断开|重连中/);

  const secondSocket = liveSocket(page);
  await context.setOffline(false);
  const again = await secondSocket;
  await expect(indicator).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
  await valuesFrame(again);
  const after = (await shownValues(page)).join('|');
  await expect.poll(async () => (await shownValues(page)).join('|'), { timeout: 15_000 }).not.toBe(after);
});

test('开关状态 lists every switch with its state wording, cause and time; filters narrow it', async ({ page, context }) => {
  await signIn(context, 'grower', 'grower123456');
  await page.goto('/iot/states');
  const led = page.getByTestId(`sw-${GW}-led`);
  await expect(led).toBeVisible({ timeout: 20_000 });
  await expect(led.getByTestId('switch-state')).toHaveText(/^(开启|关闭)/);
  await expect(page.getByTestId(`sw-${GW}-fan`)).toBeVisible();
  await page.locator('.ant-segmented').getByText('开启', { exact: true }).click();
  await expect(page.getByRole('row').filter({ has: page.getByTestId('switch-state').filter({ hasText: '关闭' }) })).toHaveCount(0);
  await page.getByPlaceholder('搜索开关名称、编码或网关').fill('LED');
  await expect(page.getByRole('row').filter({ hasText: '循环风机' })).toHaveCount(0);
  await led.click();
  await expect(page.getByRole('dialog').getByText('变化原因')).toBeVisible();
});
