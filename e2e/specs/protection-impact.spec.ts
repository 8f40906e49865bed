import { expect, test } from '@playwright/test';
import { btn, choose } from '../support/antd';
import { api, signIn } from '../support/helpers';
import { saveFacArea, saveFacField } from '@pfs/domain/factory-cfg';
import { addDays, createPlantBatch, getPlantBatchDetail, getPlantOverview, phaseSteps, transplantPlantBatch } from '@pfs/domain/plant';
import { savePlantSpec } from '@pfs/domain/plant-spec';

// A spray that would hold back a harvest already due asks first, naming the batch; once confirmed, the batch's 采收
// stays disabled until the interval ends. The batch grows in rooms and on a crop spec of its own (the demo's rooms
// and batches are not touched): 1 day of 育苗, 2 days of 生长, so sown 5 days ago it has been due for picking for 2 days.

type Reply<T> = { code: number; msg: string; data: T };

test('a spray holding back a due harvest asks first, naming the batch; 采收 then waits for the interval', async ({ page, context }) => {
  test.setTimeout(120_000);
  const token = await signIn(context, 'demo', 'demo123456');
  const ok = async <T>(url: string, body: object) => {
    const r = await api<Reply<T>>(token, url, { fid: 1, ...body });
    expect(r.code, `${url}: ${r.msg}`).toBe(200);
    return r.data;
  };
  const today = (await ok<{ today: string }>(getPlantOverview.url, {})).today;
  const tag = Date.now().toString(36).toUpperCase();
  const field = await ok<{ field_id: number }>(saveFacField.url, { name: `间隔期测试厂房${tag}` });
  const area = (name: string, kind: string) =>
    ok<{ area_id: number }>(saveFacArea.url, { field_id: field.field_id, name: `${name}${tag}`, kind, racks: 2, layers: 2, positions_per_layer: 10 });
  const seedRoom = (await area('间隔期育苗', 'seedling')).area_id;
  const growRoom = (await area('间隔期栽培', 'grow')).area_id;
  const spec = await ok<{ spec_id: number }>(savePlantSpec.url, {
    crop: `快菜${tag}`,
    variety: '一号',
    phases: phaseSteps({ grow_seedling: 1, grow: 2, pick: 0 }),
    seedling_plants_per_dish: 100,
    grow_plants_per_dish: 10,
    seed_per_dish: 0,
    yield_kg_per_dish: 1.5,
    grades: [{ grade: 'A', name: '一级', min_plant_g: 0 }],
  });
  const batchNo = `IMP-${tag}`;
  const sown = await ok<{ batch: { batch_id: number; version: number } }>(createPlantBatch.url, {
    spec_id: spec.spec_id,
    sow_date: addDays(today, -5),
    places: [{ area_id: seedRoom, dishes: 1 }],
    batch_no: batchNo,
  });
  await ok(transplantPlantBatch.url, {
    batch_id: sown.batch.batch_id,
    version: sown.batch.version,
    date: addDays(today, -4),
    from_phase: 'grow_seedling',
    from_area_id: seedRoom,
    to_phase: 'grow',
    to_area_id: growRoom,
    dishes: 1,
    dishes_to: 10,
  });

  // 新增植保 today with 枯草芽孢杆菌 (3 days): the pick due since 2 days ago would wait until today + 3.
  await page.goto('/plant/protection');
  await btn(page, '新增植保').click();
  const prot = page.locator('.ant-drawer').filter({ hasText: '新增植保' });
  await prot.getByLabel('防治对象').fill('霜霉病');
  await choose(page, prot.getByLabel('农药'), '枯草芽孢杆菌');
  await prot.getByLabel('用药浓度').fill('800 倍液');
  await prot.getByLabel(/用药量/).fill('1');
  await choose(page, prot.getByLabel('施药批次'), batchNo, batchNo);
  await btn(prot, '保存').click();
  const ask = page.getByRole('dialog').filter({ hasText: '以下采收和交货会受影响' });
  await expect(ask).toContainText(`安全间隔期至 ${addDays(today, 2)}`);
  await expect(ask.getByTestId('protection-impact')).toContainText(`${batchNo}（${addDays(today, -2)} 起到采收期）`);
  // Going back writes nothing.
  await btn(ask, '返回修改').click();
  await expect(ask).toBeHidden();
  const before = await ok<{ protections: unknown[] }>(getPlantBatchDetail.url, { batch_id: sown.batch.batch_id });
  expect(before.protections).toHaveLength(0);
  await btn(prot, '保存').click();
  await btn(ask, '确认施药并保存').click();
  await expect(page.getByText(/植保已记录：处理 1 个批次/)).toBeVisible();

  // The batch's 采收 is disabled, saying from when it is allowed.
  // The name is matched whole: 转存's tooltip (没有待转存的采收重量) also speaks of 采收. A disabled button gets no
  // mouse events of its own, so the hover is repeated from outside until the page has settled and the tooltip opens.
  await page.goto(`/plant/batch_detail?batch_id=${sown.batch.batch_id}`);
  await expect(page.getByText(batchNo).first()).toBeVisible();
  const pick = page.getByRole('button', { name: /^采\s*收$/ });
  await expect(pick).toBeDisabled();
  await expect(async () => {
    await page.mouse.move(0, 0);
    await pick.hover({ force: true });
    await expect(page.getByRole('tooltip').filter({ hasText: '安全间隔期内' })).toContainText(`安全间隔期内，${addDays(today, 3)} 起才能采收`, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
});
