import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, signIn } from '../support/helpers';
import { getIotFacStates, iotSwitchCtrl } from '@pfs/domain/iot-gateway';
import { deleteIotRule, getIotRuleList } from '@pfs/domain/rule';

type Point = { point_id: number; code: string; value: number | null; on: boolean | null };
type Gw = { sn: string; points: Point[] };

// Only the seedling room's gateway: the other specs use the grow rooms.
const SN = 'demo-seedling';

async function seedlingPoints(token: string) {
  const r = await api<{ data: Gw[] }>(token, getIotFacStates.url, { fid: 1 });
  return r.data.find((g) => g.sn === SN)?.points ?? [];
}

// The editor uses the shared point picker (area → gateway → point), searched by 「区域 点位」.
async function pick(page: Page, scope: string, text: string) {
  await page.getByTestId(scope).getByTestId('point-picker').click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title').filter({ hasText: text }).first().click();
}

test('a strategy made in the editor fires on the room temperature: execution record and the fan open', async ({ page, context }) => {
  test.setTimeout(120_000);
  const token = await apiLogin('demo', 'demo123456');
  await expect.poll(async () => (await seedlingPoints(token)).find((p) => p.code === 'air_temp')?.value ?? null, { timeout: 30_000 }).not.toBeNull();
  const points = await seedlingPoints(token);
  const temp = points.find((p) => p.code === 'air_temp')!.value!;
  const fan = points.find((p) => p.code === 'fan')!.point_id;
  // The fan starts closed, so the strategy's change is visible.
  const closed = await api<{ code: number; data: { req_id: string } }>(token, iotSwitchCtrl.url, { fid: 1, point_id: fan, action: 'close' });
  expect(closed.code).toBe(200);
  await expect.poll(async () => (await seedlingPoints(token)).find((p) => p.code === 'fan')?.on, { timeout: 20_000 }).toBe(false);

  await signIn(context, 'demo', 'demo123456');
  await page.goto('/iot/rules_detail');
  const name = `育苗室高温通风 ${Date.now().toString(36)}`;
  await page.getByLabel('策略名称').fill(name);
  await page.getByRole('button', { name: '添加条件' }).click();
  await pick(page, 'condition-0', '育苗室 空气温度');
  const threshold = Math.floor(temp) - 3;
  await page.getByTestId('condition-0').getByLabel('条件数值').fill(String(threshold));
  await pick(page, 'action-0', '育苗室 循环风机');
  await expect(page.getByTestId('rule-summary')).toContainText(`当 育苗室 空气温度 大于 ${threshold} °C 时 → 打开 育苗室 循环风机`);

  await page.getByRole('button', { name: /试运行/ }).click();
  await expect(page.getByTestId('dry-run')).toContainText('将下发指令');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/iot\/rules$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`育苗室 空气温度 大于 ${threshold} °C`);

  await page.goto('/iot/rules_exec_rcd');
  const rec = page.getByRole('row').filter({ hasText: name }).first();
  await expect(rec).toContainText('已执行', { timeout: 30_000 });
  await rec.click();
  await expect(page.getByTestId('exec-detail')).toContainText('网关已执行', { timeout: 20_000 });
  await expect(page.getByTestId('exec-detail')).toContainText('育苗室 空气温度');

  await page.goto('/iot/ctrl');
  await expect(page.getByTestId(`ctrl-${SN}`).getByTestId('switch-fan')).toContainText('当前：开启', { timeout: 20_000 });

  const list = await api<{ data: { rule_id: number; name: string }[] }>(token, getIotRuleList.url, { fid: 1 });
  const mine = list.data.find((r) => r.name === name)!;
  await api(token, deleteIotRule.url, { fid: 1, rule_id: mine.rule_id });
});
