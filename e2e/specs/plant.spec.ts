import { expect, test, type Locator } from '@playwright/test';
import { btn, choose } from '../support/antd';
import { api, shiftBatch, signIn } from '../support/helpers';
import { addDays, getPlantBatchDetail, getPlantOverview } from '@pfs/domain/plant';

// One batch of the demo factory's 意大利生菜 goes from sowing to harvest, back-dated over the last 12 days so a
// crop protection's safety interval can run out before today. Other specs share the server: the batch has its own
// number, and the protection names only this batch (never an area, which would treat the demo's batches too).

async function setDate(field: Locator, day: string) {
  await field.click();
  await field.fill(day);
  await field.press('Enter');
}

type Detail = { batch: { batch_id: number; version: number } };

test('a batch sown, transplanted, with a loss and a protection; harvest waits for the safety interval; all of it on the batch detail', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const token = await signIn(context, 'demo', 'demo123456');
  const today = (await api<{ data: { today: string } }>(token, getPlantOverview.url, { fid: 1 })).data.today;
  const batchNo = `E2E-${Date.now().toString(36).toUpperCase()}`;

  // 播种 in the drawer of /plant/batch: 3 seedling dishes in 育苗室, 12 days ago.
  await page.goto('/plant/batch');
  await btn(page, '播种').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '播种区域与盘数' });
  await choose(page, drawer.getByLabel('品种规格'), '意大利生菜', '意大利');
  await expect(drawer).toContainText('播入「催芽」阶段');
  await setDate(drawer.getByLabel('播种日期'), addDays(today, -12));
  await choose(page, drawer.locator('#places_0_area_id'), '育苗室');
  await drawer.locator('#places_0_dishes').fill('3');
  await expect(drawer).toContainText('约 360 株');
  await drawer.getByLabel('批次号').fill(batchNo);
  await btn(drawer, '确定播种').first().click();
  await expect(page).toHaveURL(/\/plant\/batch_detail\?batch_id=\d+/);
  const batchId = Number(new URL(page.url()).searchParams.get('batch_id'));
  await expect(page.getByText(`批次 ${batchNo}`)).toBeVisible();

  // 催芽 → 育苗 keeps the seedling dish: a move, recorded through the API.
  const detailOf = async () => (await api<{ data: Detail }>(token, getPlantBatchDetail.url, { fid: 1, batch_id: batchId })).data;
  const d = await detailOf();
  const moved = await shiftBatch(token, 'move', d.batch, addDays(today, -10), ['sprouting', 1], ['grow_seedling', 1], 3);
  expect(moved.code).toBe(200);
  await page.reload();

  // 移栽 into 栽培二区: growing dishes at the spec's density, the plants kept.
  await btn(page, '移栽').click();
  let dialog = page.getByRole('dialog').filter({ hasText: '移栽 · 批次' });
  await expect(dialog).toContainText('移栽到「生长」阶段');
  await choose(page, dialog.getByLabel('移栽到区域'), '栽培二区');
  await setDate(dialog.getByLabel('日期', { exact: true }), addDays(today, -8));
  await btn(dialog, '确定').click();
  await expect(page.getByText('移栽已记录')).toBeVisible();
  await expect(dialog).toBeHidden();

  // 损耗: 5 plants to pests, the dishes stay.
  await btn(page, '损耗').click();
  dialog = page.getByRole('dialog').filter({ hasText: '损耗 · 批次' });
  await choose(page, dialog.getByLabel('损耗原因'), '虫害');
  await dialog.getByLabel('损耗株数').fill('5');
  await setDate(dialog.getByLabel('日期', { exact: true }), addDays(today, -7));
  await btn(dialog, '确定').click();
  await expect(page.getByText('损耗已记录')).toBeVisible();

  // 新增植保 on /plant/protection: 枯草芽孢杆菌 (3 days) five days ago, this batch only.
  await page.goto('/plant/protection');
  await btn(page, '新增植保').click();
  const prot = page.locator('.ant-drawer').filter({ hasText: '新增植保' });
  await setDate(prot.getByLabel('施药日期'), addDays(today, -5));
  await prot.getByLabel('防治对象').fill('蚜虫');
  await choose(page, prot.getByLabel('农药'), '枯草芽孢杆菌');
  await expect(prot).toContainText(`${addDays(today, -2)} 起才能采收`);
  await prot.getByLabel('用药浓度').fill('800 倍液');
  await prot.getByLabel(/用药量/).fill('5');
  await choose(page, prot.getByLabel('施药批次'), batchNo, batchNo);
  await btn(prot, '保存').click();
  await expect(page.getByText(/植保已记录：处理 1 个批次/)).toBeVisible();
  const protections = (await api<{ data: { protections: { safe_from: string }[] } }>(token, getPlantBatchDetail.url, { fid: 1, batch_id: batchId })).data
    .protections;
  expect(protections.map((p) => p.safe_from)).toEqual([addDays(today, -2)]);

  // 采收 four days ago falls inside the interval and is refused, naming the pesticide; today it is allowed.
  await page.goto(`/plant/batch_detail?batch_id=${batchId}`);
  await btn(page, '采收').click();
  dialog = page.getByRole('dialog').filter({ hasText: '采收 · 批次' });
  await dialog.getByLabel(/（A）重量/).fill('10');
  await setDate(dialog.getByLabel('日期', { exact: true }), addDays(today, -4));
  await expect(dialog).toContainText('植保安全间隔期内');
  await btn(dialog, '确定').click();
  await expect(page.getByText(/施用了 枯草芽孢杆菌.*起才能采收/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await setDate(dialog.getByLabel('日期', { exact: true }), today);
  await btn(dialog, '确定').click();
  await expect(page.getByText('采收已记录')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The detail tells the whole story.
  for (const kind of ['sow', 'move', 'transplant', 'loss', 'protect', 'pick']) await expect(page.getByTestId(`event-${kind}`)).toHaveCount(1);
  await expect(page.getByTestId('event-transplant')).toContainText('栽培二区');
  await expect(page.getByTestId('event-loss')).toContainText('虫害');
  await expect(page.getByTestId('event-pick')).toContainText('A 10 kg');
  await expect(page.locator('.ant-card').filter({ hasText: /^植保/ }).first()).toContainText('枯草芽孢杆菌');
  await expect(page.getByText('已结束', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: '批次环境曲线（温度、湿度、CO2、DLI）' })).toBeVisible();
  await expect(
    page
      .locator('.ant-card')
      .filter({ hasText: /^各阶段环境/ })
      .first(),
  ).toContainText('栽培二区');

  // A mistyped record is corrected by reversal: the 厂长 voids the spray with a reason; it stays, struck through.
  await page.getByTestId('event-protect').getByRole('button', { name: /作废/ }).click();
  dialog = page.getByRole('dialog').filter({ hasText: '作废记录' });
  // Confirming without a reason is refused on the form; the click is repeated while the dialog is still opening.
  await expect(async () => {
    await btn(dialog, '确认作废').click();
    await expect(dialog).toContainText('请填写作废原因', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('作废原因').fill('选错了批次，这批没有打药');
  await btn(dialog, '确认作废').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('event-protect')).toHaveAttribute('data-voided', 'true');
  await expect(page.getByTestId('event-protect')).toContainText(/已作废：选错了批次，这批没有打药（.+，\d{4}-\d{2}-\d{2} \d{2}:\d{2}）/);
  await expect(page.getByTestId('event-protect').getByRole('button', { name: /作废/ })).toHaveCount(0);
  await expect(page.locator('.ant-card').filter({ hasText: /^植保/ }).first()).not.toContainText('枯草芽孢杆菌');
});
