import { expect, test } from '@playwright/test';
import { formatFactoryTime } from '@pfs/domain';
import { getSiPlanDetail, getSiPlanList, getSiStatsList, handleSiCase, saveSiAnswer, uploadSiPhoto, type SiPlan, type SiPlanDetail, type SiStats } from '@pfs/domain/si';
import { api, signIn } from '../support/helpers';
import { btn } from '../support/antd';

const PHOTO = new URL('../fixtures/si-leaf.png', import.meta.url).pathname;
const RULE = '每日巡检（栽培与育苗）';

test('on a phone, an EC reading above the range with a photo opens a case; handled in 异常处理, it shows in 巡检统计', async ({ page, context }) => {
  const token = await signIn(context, 'demo', 'demo123456');
  const today = formatFactoryTime(Date.now(), 'YYYY-MM-DD');
  const monthStart = `${today.slice(0, 8)}01`;
  const plans = (await api<{ data: { items: SiPlan[] } }>(token, getSiPlanList.url, { fid: 1, from: today, to: today, page: 1, size: 50 })).data.items;
  const plan = plans.find((p) => p.rule_name === RULE && !p.done_at);
  expect(plan, `今天的「${RULE}」计划尚未完成`).toBeDefined();
  const detail = (await api<{ data: SiPlanDetail }>(token, getSiPlanDetail.url, { fid: 1, plan_id: plan!.plan_id })).data;
  // An EC item nobody has found abnormal yet, so the new case is the only one of its record.
  const ec = detail.records.find((r) => r.name === '营养液 EC' && r.result !== 'err' && r.result !== 'act_ok')!;
  expect(ec).toBeDefined();
  const statsOf = async () => (await api<{ data: SiStats }>(token, getSiStatsList.url, { fid: 1, from: monthStart, to: today, dim: 'day' })).data.total;
  const before = await statsOf();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/si/plan');
  // A phone shows cards; 今日 is the default.
  await page.getByTestId(`si-plan-${plan!.plan_id}`).click();
  await expect(page).toHaveURL(new RegExp(`/si/plan_detail\\?plan_id=${plan!.plan_id}`));

  const card = page.getByTestId(`si-record-${ec.rcd_id}`);
  await card.scrollIntoViewIfNeeded();
  await card.getByLabel('营养液 EC 读数').fill('3.5');
  // Each room's EC has its own range (seedlings take a weaker solution): 3.5 is above every one of them.
  await expect(card).toContainText(`高于上限 ${ec.max}${ec.unit}`);
  await expect(card.getByRole('radio', { name: /异\s*常/ })).toHaveAttribute('aria-checked', 'true');

  const uploaded = page.waitForResponse((r) => r.url().includes(uploadSiPhoto.url) && r.ok());
  const saved = page.waitForResponse(async (r) => r.url().includes(saveSiAnswer.url) && (await r.json().catch(() => null))?.data?.case_id != null);
  await card.locator('input[type=file]').setInputFiles(PHOTO);
  await uploaded;
  await saved;
  await expect(card).toContainText('已保存');
  await expect(card.getByAltText('巡检照片').first()).toBeVisible();
  await expect(card.getByRole('button', { name: /查看异常处理/ })).toBeVisible();

  // 异常处理: the new case is listed; handling it closes it.
  await page.goto('/si/err_list');
  const row = page.locator('.ant-table-row').filter({ hasText: '营养液 EC' }).filter({ hasText: ec.target_name }).filter({ hasText: '3.5' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /处\s*理/ }).first().click();
  const drawer = page.getByRole('dialog', { name: /^异常：营养液 EC/ });
  await drawer.getByRole('textbox', { name: '处理说明' }).fill('已补充营养液母液并复测，EC 1.8');
  const handled = page.waitForResponse((r) => r.url().includes(handleSiCase.url) && r.ok());
  await btn(drawer, '处理完成').click();
  await handled;

  const after = await statsOf();
  expect(after.err_ct).toBe(before.err_ct + 1);
  expect(after.cases_handled).toBe(before.cases_handled + 1);
  await page.goto('/si/plan_stats_list');
  await expect(page.getByText(`${after.err_ct}/${after.items} 项次`)).toBeVisible();
});
