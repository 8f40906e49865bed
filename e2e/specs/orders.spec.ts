import { expect, test, type Locator, type Page } from '@playwright/test';
import { btn } from '../support/antd';
import { api, baseURL, shiftBatch, signIn } from '../support/helpers';
import { getFacAreaDetail, getFacAreaOptions } from '@pfs/domain/factory-cfg';
import { getFinishedEntryList } from '@pfs/domain/finished';
import { getMaterialItemList, receiveMaterialLot } from '@pfs/domain/material';
import { addDays, getPlantBatchDetail, getPlantOverview } from '@pfs/domain/plant';
import { getSalesSpecOptions } from '@pfs/domain/sales';
import { getShipment, getShipmentList } from '@pfs/domain/shipment';

// From a customer's order to the box a shopper scans: the order is created and planned on /plant/sales, its
// planned batch is sown from 待播种 on /plant/index (back-dated so it can be harvested today), picked on the batch
// detail, entered from 暂存 into a lot, shipped against the order with that lot, its labels opened for printing,
// and the lot's trace URL read on a phone without a session. Other specs share the server: the order and lot are
// found by their own numbers.

/**
 * Picks an option of an antd Select, typing `search` first where the list is long (it renders only what is in view),
 * until the select shows it and its list is closed (a click during the list's animation may miss).
 */
async function choose(page: Page, field: Locator, option: string, search?: string) {
  const select = field.locator(`xpath=ancestor-or-self::div[contains(concat(' ', @class, ' '), ' ant-select ')][1]`);
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await field.click();
    if (search) await select.locator('input').first().fill(search);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 5000 });
    await expect(select).toContainText(option, { timeout: 1000 });
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

async function setDate(field: Locator, day: string) {
  await field.click();
  await field.fill(day);
  await field.press('Enter');
}

type Place = { phase: string; area_id: number; area_name: string; dishes: number };
type Detail = { batch: { batch_id: number; batch_no: string; version: number }; places: Place[] };
type Spec = { spec_id: number; crop: string; variety: string; cycle_days: number };

test('an order is planned, sown, harvested, entered, shipped and labelled; its trace page opens on a phone without a session', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  const token = await signIn(context, 'demo', 'demo123456');
  await context.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  const today = (await api<{ data: { today: string } }>(token, getPlantOverview.url, { fid: 1 })).data.today;
  const spec = (await api<{ data: Spec[] }>(token, getSalesSpecOptions.url, { fid: 1 })).data.find((s) => s.variety === '意大利生菜')!;
  // Delivery three days past one cycle: the plan's sowing is three days ahead, inside 待播种's two weeks.
  const delivery = addDays(today, spec.cycle_days + 3);
  const remark = `E2E-${Date.now().toString(36)}`;

  // 新建订单 → the plan dialog opens for the draft → 接受排产.
  await page.goto('/plant/sales');
  await btn(page, '新建订单').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '订单行' });
  await choose(page, drawer.getByLabel('客户'), '绿源生鲜超市');
  await setDate(drawer.getByLabel('交货日期'), delivery);
  await choose(page, drawer.locator('#sales-order_lines_0_spec_id'), spec.variety);
  await choose(page, drawer.locator('#sales-order_lines_0_grade'), '（A）');
  await drawer.locator('#sales-order_lines_0_qty_kg').fill('3');
  await drawer.getByLabel('备注').fill(remark);
  await btn(drawer, '保存').click();
  const plan = page.getByRole('dialog').filter({ hasText: '订单排产：' });
  await expect(plan).toBeVisible();
  const orderNo = /订单排产：(\S+)（/.exec((await plan.locator('.ant-modal-title').textContent()) ?? '')![1]!;
  await plan.getByRole('button', { name: /接受排产|交货排产/ }).click();
  await expect(plan).toBeHidden();
  await page.getByPlaceholder('订单号、客户或备注').fill(orderNo);
  await page.getByPlaceholder('订单号、客户或备注').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('已排产');

  // The due sowing on the planting overview; sown 30 days ago so it can be picked today. Seed received since then
  // was not there yet on that day, and the demo's stock turns over every few weeks: the keeper records a delivery
  // from before it, so the sowing does not depend on the day the demo was generated.
  const seedItem = (
    await api<{ data: { items: { item_id: number; name: string }[] } }>(token, getMaterialItemList.url, { fid: 1, kind: 'seed', page: 1, size: 50 })
  ).data.items.find((i) => i.name === spec.variety)!;
  const received = await api(token, receiveMaterialLot.url, {
    fid: 1,
    kind: 'seed',
    item_id: seedItem.item_id,
    lot_no: `${remark}-SEED`,
    received_on: addDays(today, -40),
    qty: 500,
  });
  expect(received.code).toBe(200);
  await page.goto('/plant/index');
  const due = page.locator('.ant-card').filter({ hasText: '待播种（订单计划）' }).getByRole('row').filter({ hasText: orderNo });
  await expect(due).toContainText(spec.variety);
  const planned = /\d{4}-\d\d-\d\d/.exec((await due.locator('td').first().textContent()) ?? '')![0];
  await btn(due, '按计划播种').click();
  const sowDialog = page.getByRole('dialog').filter({ hasText: '按计划播种：' });
  // The dialog opens on the planned day, not today: one click never sows early (a day ahead cannot be saved yet).
  await expect(sowDialog.locator('.ant-picker input')).toHaveValue(planned);
  if (planned > today) {
    await expect(sowDialog).toContainText(`计划 ${planned} 播种`);
    await expect(btn(sowDialog, '播种')).toBeDisabled();
  }
  await setDate(sowDialog.locator('.ant-picker input'), addDays(today, -30));
  await btn(sowDialog, '播种').click();
  await expect(sowDialog).toBeHidden();
  await expect(due).toHaveCount(0);

  // The sown batch on the order's detail; its moves into the growing room through the API (the planting spec covers their forms).
  await page.goto('/plant/sales');
  await page.getByRole('link', { name: orderNo }).first().click();
  await expect(page).toHaveURL(/\/plant\/sales_detail\?order_id=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const batchLink = page.locator('.ant-card').filter({ hasText: '计划批次与进度' }).getByRole('link').first();
  await expect(batchLink).toBeVisible();
  const batchId = Number(/batch_id=(\d+)/.exec((await batchLink.getAttribute('href')) ?? '')![1]);
  const detailOf = async () => (await api<{ data: Detail }>(token, getPlantBatchDetail.url, { fid: 1, batch_id: batchId })).data;
  let d = await detailOf();
  const seedling = d.places[0]!;
  expect(
    (await shiftBatch(token, 'move', d.batch, addDays(today, -28), [seedling.phase, seedling.area_id], ['grow_seedling', seedling.area_id], seedling.dishes))
      .code,
  ).toBe(200);
  d = await detailOf();
  type Field = { areas: { area_id: number; kind: string; capacity: number; free: number; status: string }[] };
  type Occupancy = { occupancy: { date: string; dishes: number }[] };
  const fields = (await api<{ data: Field[] }>(token, getFacAreaOptions.url, { fid: 1 })).data;
  // The batch stands there from 20 days ago: the room must have had space on each of those days, not just today
  // (the demo's rooms fill and empty with its own batches).
  const transplantOn = addDays(today, -20);
  let growArea: Field['areas'][number] | undefined;
  for (const a of fields.flatMap((f) => f.areas).filter((x) => x.kind === 'grow' && x.status === 'enabled' && x.free >= seedling.dishes * 4)) {
    const { occupancy } = (await api<{ data: Occupancy }>(token, getFacAreaDetail.url, { fid: 1, area_id: a.area_id })).data;
    if (occupancy.filter((o) => o.date >= transplantOn).every((o) => a.capacity - o.dishes >= seedling.dishes * 4)) {
      growArea = a;
      break;
    }
  }
  expect(growArea, '一个近 20 天都有空位的栽培区').toBeDefined();
  const transplanted = await shiftBatch(
    token,
    'transplant',
    d.batch,
    transplantOn,
    ['grow_seedling', seedling.area_id],
    ['grow', growArea!.area_id],
    seedling.dishes,
  );
  expect(transplanted.msg).toMatch(/移栽/);

  // 采收 on the batch detail: 4 kg of grade A today.
  await batchLink.click();
  await expect(page).toHaveURL(new RegExp(`batch_id=${batchId}`));
  await btn(page, '采收').click();
  const pick = page.getByRole('dialog').filter({ hasText: '采收 · 批次' });
  await pick.getByLabel(/（A）重量/).fill('4');
  await setDate(pick.getByLabel('日期', { exact: true }), today);
  await btn(pick, '确定').click();
  await expect(page.getByText('采收已记录')).toBeVisible();
  const batchNo = d.batch.batch_no;

  // 入库 from 暂存 into the cold room.
  await page.goto('/finished/tmp_store');
  await page.getByPlaceholder('批次号、作物').fill(batchNo);
  await page.getByPlaceholder('批次号、作物').press('Enter');
  const tmpRow = page.getByRole('row').filter({ hasText: batchNo });
  await expect(tmpRow).toContainText('4 kg');
  await btn(tmpRow, '入库').click();
  const entry = page.getByRole('dialog').filter({ hasText: `入库：${batchNo}` });
  await entry.getByLabel('入库重量（kg）').fill('4');
  await entry.getByLabel('包装规格').fill('1kg/袋');
  await choose(page, entry.getByLabel('库位'), '冷库');
  await btn(entry, '入库').last().click();
  await expect(entry).toBeHidden();
  const lot = (await api<{ data: { items: { lot_no: string }[] } }>(token, getFinishedEntryList.url, { fid: 1, kw: batchNo, page: 1, size: 10 })).data
    .items[0]!;

  // 新建出货 against the order: the proposed lots give way to this batch's lot, 3 kg in 3 boxes.
  await page.goto('/finished/shipment');
  await btn(page, '新建出货').click();
  const ship = page.locator('.ant-drawer').filter({ hasText: '新建出货' });
  await choose(page, ship.locator('.ant-select').first(), orderNo, orderNo);
  await expect(ship).toContainText('订购 3 kg');
  const lines = ship.locator('.ant-table-tbody tr.ant-table-row');
  for (let i = 0; i < (await lines.count()); i++) await lines.nth(i).locator('input').first().fill('0');
  const mine = lines.filter({ hasText: lot.lot_no });
  if (!(await mine.count())) {
    // 添加批号 (the drawer's second select), searched by the lot number.
    const add = ship.locator('.ant-select').nth(1);
    await expect(async () => {
      await add.click();
      await add.locator('input').fill(lot.lot_no);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: lot.lot_no }).first().click({ timeout: 5000 });
      await expect(mine).toHaveCount(1, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  }
  await mine.locator('input').nth(0).fill('3');
  await mine.locator('input').nth(1).fill('3');
  await ship.getByLabel('车牌号').fill('沪A·E2E01');
  await ship.getByLabel('车厢温度 °C').fill('4');
  await btn(ship, '确认出货').click();

  // The delivery note and box labels open at once, with a trace QR per box; 打印 prints them.
  const note = page.getByRole('dialog').filter({ hasText: '送货单与箱标' });
  await expect(note).toContainText(orderNo);
  await expect(note.getByTestId('box-label')).toHaveCount(3);
  await expect(note.getByRole('img', { name: '溯源二维码' }).first()).toBeVisible();
  await btn(note, '打印').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // The shipment's trace URL, as the QR code encodes it.
  const shipments = await api<{ data: { items: { shipment_id: number }[] } }>(token, getShipmentList.url, { fid: 1, kw: orderNo, page: 1, size: 5 });
  const sd = await api<{ data: { items: { trace_url: string; lot_no: string }[] } }>(token, getShipment.url, {
    fid: 1,
    shipment_id: shipments.data.items[0]!.shipment_id,
  });
  const traceUrl = sd.data.items[0]!.trace_url;
  expect(traceUrl.startsWith(`${baseURL()}/trace/`)).toBe(true);

  const tid = traceUrl.split('/').pop()!;

  // The order's detail lists the code (linking to the public page) and the shipment; the customer's detail its shipments.
  await page.goto(`/plant/sales_detail?order_id=${orderId}`);
  const codes = page.locator('.ant-card').filter({ hasText: /^溯源码/ });
  await expect(codes.getByRole('link', { name: tid })).toHaveAttribute('href', `/trace/${tid}`);
  await expect(codes.getByRole('row').filter({ hasText: tid })).toContainText(sd.data.items[0]!.lot_no);
  await page.goto('/plant/customer');
  await page.getByRole('button', { name: '绿源生鲜超市' }).first().click();
  const cust = page.locator('.ant-drawer').filter({ hasText: '绿源生鲜超市' });
  await cust.getByRole('tab', { name: /^出货/ }).click();
  await cust.getByRole('row').filter({ hasText: orderNo }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/finished\/shipment\?shipment_id=\d+/);
  await expect(page.getByRole('dialog').filter({ hasText: '送货单与箱标' })).toContainText(orderNo);

  // A shopper's phone: a fresh context, no cookie, 390 px wide.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const p = await phone.newPage();
  const res = await p.goto(traceUrl);
  expect(res?.status()).toBe(200);
  await expect(p).toHaveTitle('订单溯源 - 植物工厂管理平台');
  await expect(p.locator('h1')).toContainText(spec.variety);
  await expect(p.getByText(`批号 ${sd.data.items[0]!.lot_no}`)).toBeVisible();
  const story = p.locator('section').filter({ has: p.getByRole('heading', { name: '生长历程' }) });
  for (const step of ['播种', '移栽', '采收']) await expect(story.getByText(step, { exact: true }).first()).toBeVisible();
  await expect(p.getByRole('heading', { name: '生长环境' })).toBeVisible();
  await expect(p.getByRole('heading', { name: '植保记录' })).toBeVisible();
  // The crop-protection statement a shopper reads is judged against this lot's picks: never 「未满安全间隔期」 for a shipped lot.
  const safety = p.getByTestId('trace-safety');
  await expect(safety).toContainText(/本批次未使用农药|本批产品采收前未使用农药|采收时均已过安全间隔期/);
  await expect(safety).not.toContainText('未满安全间隔期');
  // Nothing internal: no customer, order number or staff name on the public page.
  await expect(p.locator('body')).not.toContainText('绿源生鲜超市');
  await expect(p.locator('body')).not.toContainText(orderNo);
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});

test('an unknown trace code answers 404 with a friendly page', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const p = await ctx.newPage();
  const res = await p.goto('/trace/AAAAAAAAAAAAAAAAAAAAAA');
  expect(res?.status()).toBe(404);
  await expect(p.getByRole('heading', { name: '未找到该溯源码' })).toBeVisible();
  await ctx.close();
});
