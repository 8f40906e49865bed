import { expect, test } from '@playwright/test';
import { formatFactoryTime } from '@pfs/domain';
import { genMesWo, getMesEquipList, getMesLive, getMesWoList, type MesEquip, type MesWo } from '@pfs/domain/mes';
import { getPlantBatchDetail, getPlantDueMoveList, type DueMoveItem } from '@pfs/domain/plant';
import { api, signIn } from '../support/helpers';
import { btn, choose } from '../support/antd';

type Page<T> = { data: { items: T[] } };

test('a due transplant becomes a work order, is assigned, the worker finishes it on a phone; the batch and the machine show it', async ({ page, context }) => {
  test.setTimeout(180_000);
  const token = await signIn(context, 'demo', 'demo123456');
  const today = formatFactoryTime(Date.now(), 'YYYY-MM-DD');
  const due = (await api<Page<DueMoveItem>>(token, getPlantDueMoveList.url, { fid: 1, date: today, page: 1, size: 200 })).data.items;
  const dueTransplants = due.filter((d) => d.next_kind === 'transplant' && !d.blocked);
  expect(dueTransplants.length, '今天有到期的移栽').toBeGreaterThan(0);

  // 生成工单 for today and tomorrow: every due transplant of today has its order (made now or before, never twice).
  await page.goto('/m02/index1');
  await btn(page, '生成工单').click();
  const dialog = page.getByRole('dialog', { name: '生成工单' });
  const generated = page.waitForResponse((r) => r.url().includes(genMesWo.url) && r.ok());
  await btn(dialog, '生成').click();
  await generated;
  const orders = (await api<Page<MesWo>>(token, getMesWoList.url, { fid: 1, from: today, to: today, op: 'transplant', page: 1, size: 200 })).data.items;
  const wo = orders.find(
    (o) =>
      o.source === 'due' && (o.status === 'todo' || o.status === 'assigned') && o.done_dishes === 0 && dueTransplants.some((d) => d.batch_id === o.batch_id),
  );
  expect(wo, '到期移栽已生成工单').toBeDefined();
  const batchBefore = (await api<{ data: { events: { kind: string }[] } }>(token, getPlantBatchDetail.url, { fid: 1, batch_id: wo!.batch_id })).data;
  const transplantsBefore = batchBefore.events.filter((e) => e.kind === 'transplant').length;

  // A transplanter that works (the simulator runs it while its order runs).
  const machines = (await api<Page<MesEquip>>(token, getMesEquipList.url, { fid: 1, kind: 'transplant', status: 'enabled', page: 1, size: 50 })).data.items;
  const machine = machines.find((m) => m.state !== 'fault' && m.state !== 'maint' && m.gw_id !== null) ?? machines[0];
  expect(machine, '有可用的移栽机').toBeDefined();
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
  await btn(assign, '派工').click();
  await expect(assign).toBeHidden();
  await expect(row).toContainText('已派工');

  // The worker's phone: 我的工单 opens by itself; 开工, then 完工 with the whole count.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/m02/index1');
  const card = page.locator(`[data-wo-card="${wo!.wo_no}"]`);
  await expect(card).toBeVisible();
  await btn(card, '开工').click();
  await expect(btn(card, '完工')).toBeVisible();
  await btn(card, '完工').click();
  const finish = page.getByRole('dialog', { name: /^完工：移栽/ });
  await expect(finish.getByLabel('完成盘数')).toHaveValue(String(wo!.dishes));
  await finish.getByLabel('作业人数').fill('2');
  await btn(finish, '提交完工').click();
  await expect(finish).toBeHidden();
  await expect(card).toContainText('已完成');

  // The batch shows the transplant the order recorded.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/plant/batch_detail?batch_id=${wo!.batch_id}`);
  await expect(page.getByTestId('event-transplant')).toHaveCount(transplantsBefore + 1);
  await expect(page.getByTestId('event-transplant').last()).toContainText(wo!.to_area_name);

  // The machine counted the dishes it ran: today's count on 移栽设备 is higher than before.
  await expect.poll(countOf, { timeout: 60_000 }).toBeGreaterThan(countBefore);
  await page.goto('/m01/index2');
  const machineCard = page.getByTestId('mes-machine').filter({ hasText: machine!.name });
  await expect(async () => {
    const text = (await machineCard.textContent()) ?? '';
    const shown = Number(/今日计数\s*([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '') ?? -1);
    expect(shown).toBeGreaterThan(countBefore);
  }).toPass({ timeout: 30_000 });
});
