import { expect, test, type Locator } from '@playwright/test';
import { formatFactoryTime } from '@pfs/domain';
import {
  clearMesFault,
  finishMesWo,
  genMesWo,
  getMesEquipList,
  getMesLive,
  getMesWoList,
  setMesEquipState,
  startMesWo,
  type MesEquip,
  type MesWo,
} from '@pfs/domain/mes';
import { getPlantBatchDetail } from '@pfs/domain/plant';
import { api, signIn } from '../support/helpers';
import { btn, choose } from '../support/antd';

type Page<T> = { data: { items: T[] } };

/** Types both ends of an antd range picker (dates, or dates with times) in a dialog. */
async function fillRange(scope: Locator, from: string, to: string) {
  const inputs = scope.locator('.ant-picker-range input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(from);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
  await expect(inputs.nth(0)).toHaveValue(from);
  await expect(inputs.nth(1)).toHaveValue(to);
}

test('a due transplant becomes a work order, is assigned, the worker finishes it on a phone; the batch and the machine show it', async ({ page, context }) => {
  test.setTimeout(240_000);
  const token = await signIn(context, 'demo', 'demo123456');
  const today = formatFactoryTime(Date.now(), 'YYYY-MM-DD');
  const inDays = (n: number) => formatFactoryTime(Date.now() + n * 86_400_000, 'YYYY-MM-DD');

  // 生成工单 for the coming week: each due transplant gets its order (made now or before, never twice).
  await page.goto('/m02/index1');
  await expect(page.getByRole('tab', { name: '工单列表' })).toHaveAttribute('aria-selected', 'true');
  await btn(page, '生成工单').click();
  const dialog = page.getByRole('dialog', { name: '生成工单' });
  await fillRange(dialog, today, inDays(7));
  const generated = page.waitForResponse((r) => r.url().includes(genMesWo.url) && r.ok());
  await btn(dialog, '生成').click();
  await generated;
  const orders = (await api<Page<MesWo>>(token, getMesWoList.url, { fid: 1, from: today, to: inDays(7), op: 'transplant', status: 'todo', page: 1, size: 200 }))
    .data.items;
  // A batch no other order is working on (the demo's board has a transplant under way).
  const doing = (await api<Page<MesWo>>(token, getMesWoList.url, { fid: 1, status: 'doing', page: 1, size: 200 })).data.items;
  const wo = orders.find((o) => o.source === 'due' && o.done_dishes === 0 && !doing.some((d) => d.batch_id === o.batch_id));
  expect(wo, '到期移栽已生成待派工的工单').toBeDefined();
  const batchBefore = (await api<{ data: { events: { kind: string }[] } }>(token, getPlantBatchDetail.url, { fid: 1, batch_id: wo!.batch_id })).data;
  const transplantsBefore = batchBefore.events.filter((e) => e.kind === 'transplant').length;

  // A transplanter that works (the simulator runs it while its order runs).
  const machines = (await api<Page<MesEquip>>(token, getMesEquipList.url, { fid: 1, kind: 'transplant', status: 'enabled', page: 1, size: 50 })).data.items;
  const busy = new Set(doing.map((d) => d.eq_id));
  const machine = machines.find((m) => m.state === 'idle' && m.gw_id !== null && !busy.has(m.eq_id)) ?? machines.find((m) => !busy.has(m.eq_id));
  expect(machine, '有空闲的移栽机').toBeDefined();
  // The demo may have it in maintenance or stopped by a fault: the mechanic hands it back first.
  if (machine!.state === 'maint') expect((await api(token, setMesEquipState.url, { fid: 1, eq_id: machine!.eq_id, state: 'idle' })).code).toBe(200);
  if (machine!.state === 'fault' && machine!.open_fault_id)
    expect((await api(token, clearMesFault.url, { fid: 1, fault_id: machine!.open_fault_id, note: '已排除故障' })).code).toBe(200);
  const countOf = async () => {
    const live = (await api<{ data: { machines: { equip: { eq_id: number }; today_count: number }[] } }>(token, getMesLive.url, { fid: 1, page: 'index2' }))
      .data;
    return live.machines.find((m) => m.equip.eq_id === machine!.eq_id)?.today_count ?? 0;
  };
  const countBefore = await countOf();

  // 派工 to demo on the transplanter, at the planned times.
  await page.getByPlaceholder('工单号、批次或作物').fill(wo!.wo_no);
  await page.getByPlaceholder('工单号、批次或作物').press('Enter');
  const row = page.locator('.ant-table-row').filter({ hasText: wo!.wo_no });
  await expect(row).toHaveCount(1);
  await btn(row, '派工').click();
  const assign = page.getByRole('dialog', { name: `派工：${wo!.wo_no}` });
  await choose(page, assign.getByLabel('人员'), '（demo）');
  await choose(page, assign.getByLabel('设备'), machine!.name);
  // Planned for now, so it is among the worker's orders of today.
  const now = Date.now();
  await fillRange(assign, formatFactoryTime(now, 'YYYY-MM-DD HH:mm'), formatFactoryTime(now + 3_600_000, 'YYYY-MM-DD HH:mm'));
  await btn(assign, '派工').click();
  await expect(assign).toBeHidden();
  await expect(row).toContainText('已派工');

  // The worker's phone: 我的工单 opens by itself; 开工, then 完工 with the whole count.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/m02/index1');
  const card = page.locator(`[data-wo-card="${wo!.wo_no}"]`);
  await expect(card).toBeVisible();
  const started = page.waitForResponse((r) => r.url().includes(startMesWo.url));
  await btn(card, '开工').click();
  expect(((await (await started).json()) as { msg: string }).msg).toBe('已开工');
  // Started, the machine runs the order and its counter reports dishes (the simulator's gateway).
  await expect.poll(countOf, { timeout: 90_000, intervals: [2000] }).toBeGreaterThan(countBefore);
  await expect(btn(card, '完工')).toBeVisible();
  await btn(card, '完工').click();
  const finish = page.getByRole('dialog', { name: /^完工：移栽/ });
  await expect(finish.getByLabel('完成盘数')).toHaveValue(String(wo!.dishes));
  await finish.getByLabel('作业人数').fill('2');
  const finished = page.waitForResponse((r) => r.url().includes(finishMesWo.url));
  await btn(finish, '提交完工').click();
  expect(((await (await finished).json()) as { msg: string }).msg).toBe('已完工');
  await expect(finish).toBeHidden();
  await expect(card).toContainText('已完成');

  // The batch shows the transplant the order recorded.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/plant/batch_detail?batch_id=${wo!.batch_id}`);
  await expect(page.getByTestId('event-transplant')).toHaveCount(transplantsBefore + 1);
  await expect(page.getByTestId('event-transplant').last()).toContainText(wo!.to_area_name);

  // The machine counted the dishes it ran: today's count on 移栽设备 is higher than before.
  await page.goto('/m01/index2');
  const machineCard = page.getByTestId('mes-machine').filter({ hasText: machine!.name });
  await expect(async () => {
    const text = (await machineCard.textContent()) ?? '';
    const shown = Number(/今日计数\s*([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '') ?? -1);
    expect(shown).toBeGreaterThan(countBefore);
  }).toPass({ timeout: 30_000 });
});
