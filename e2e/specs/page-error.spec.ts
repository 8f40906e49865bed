import { expect, test } from '@playwright/test';
import { signIn } from '../support/helpers';

test.beforeEach(async ({ context }) => {
  await signIn(context, 'demo', 'demo123456');
});

test('a page whose script fails to load says so with a reload button, and the shell keeps working', async ({ page }) => {
  // As after a deploy that removed the old build's chunks, or a network cut: the dashboard's script never arrives.
  await page.route(/\/assets\/dashboard-page-[^/]*\.js$/, (route) => route.abort('failed'));
  await page.goto('/dashboard');
  const err = page.getByTestId('page-error');
  await expect(err).toContainText('页面加载失败');
  await expect(err).toContainText('请重新加载页面');
  await expect(page.locator('.pfs-sidebar').first()).toBeVisible();

  // Once the network is back, the button brings the page.
  await page.unroute(/\/assets\/dashboard-page-[^/]*\.js$/);
  await err.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByText('快捷入口', { exact: true })).toBeVisible();
  await expect(page.getByTestId('page-error')).toHaveCount(0);
});

test('a shell whose script fails to load is not a blank page', async ({ page }) => {
  await page.route(/\/assets\/app-shell-[^/]*\.js$/, (route) => route.abort('failed'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('page-error')).toContainText('页面加载失败');
  await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
});
