import { expect, test } from '@playwright/test';
import { sidebar, signIn } from '../support/helpers';

test('a page framed by /h5wrap shows without the console menu, top bar and tabs; at the top it keeps them', async ({ page, context }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/h5wrap?url=/si/plan');
  const frame = page.frameLocator('iframe[title="移动端页面"]');
  await expect(frame.getByText('巡检计划').first()).toBeVisible();
  await expect(frame.getByTestId('phone-shell')).toBeVisible();
  await expect(frame.getByRole('button', { name: '返回' })).toBeVisible();
  await expect(frame.locator('.pfs-sidebar')).toHaveCount(0);
  await expect(frame.getByTestId('current-factory')).toHaveCount(0);

  await page.goto('/si/plan');
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByTestId('phone-shell')).toHaveCount(0);
});
