import { expect, test, type Page } from '@playwright/test';
import { sidebar, signIn } from '../support/helpers';

/**
 * Opens a tag's context menu and picks an item. The menu opens where the pointer is, with an animation; when the
 * page behind it re-renders at that moment the menu can close again, so the pair is retried (as a user would).
 */
async function tagMenu(page: Page, tag: string, item: string) {
  await expect(async () => {
    await page.getByTestId('tags-view').getByText(tag).click({ button: 'right' });
    await page.getByRole('menuitem', { name: item }).click({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test.beforeEach(async ({ context }) => {
  await signIn(context, 'demo', 'demo123456');
});

test('tabs: visited pages, kept form state, context menu and middle-click close', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: '系统设置' }).click();
  await page.getByTestId('setting-tags-view').click();
  await page.keyboard.press('Escape');
  const tags = page.getByTestId('tags-view');
  await expect(tags.getByText('首页')).toBeVisible();

  await page.goto('/cfg/member');
  await page.getByPlaceholder('姓名、账号或手机').fill('半填的搜索');
  await sidebar(page).getByText('日志概览').click();
  await expect(page).toHaveURL(/\/cfg\/syslogidx$/);
  await expect(tags.getByText('日志概览')).toBeVisible();
  await tags.getByText('成员管理').click();
  await expect(page.getByPlaceholder('姓名、账号或手机')).toHaveValue('半填的搜索');

  // Right-click menu: 关闭其他 keeps the pinned home tab and this one.
  await sidebar(page).getByText('用户日志').click();
  // Let the log page finish loading first: its table changing the page height moves the menu while it opens.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await tagMenu(page, '成员管理', '关闭其他');
  await expect(tags.getByTestId('tag')).toHaveText(['首页', '成员管理']);
  // Closing drops the cache: reopening starts empty.
  await sidebar(page).getByText('工厂事件').click();
  await tags.getByText('成员管理').click({ button: 'middle' });
  await expect(tags.getByText('成员管理')).toHaveCount(0);
  await sidebar(page).getByText('成员管理').click();
  await expect(page.getByPlaceholder('姓名、账号或手机')).toHaveValue('');
  // 关闭所有 leaves only home and goes there.
  await tagMenu(page, '成员管理', '关闭所有');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tags.getByTestId('tag')).toHaveText(['首页']);
});

test('theme and sidebar are remembered in cookies', async ({ page, context }) => {
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: '系统设置' }).click();
  await page.getByText('浅色').click();
  await expect(page.getByText('切换主题')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '菜单' }).click();
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies.theme).toBe('white');
  expect(cookies.sidebarStatus).toBe('0');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'white');
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '54px');
  await page.screenshot({ path: 'test-results/dashboard-white-collapsed.png' });
  await page.getByRole('button', { name: '菜单' }).click();
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '210px');
});

test('under 992 px the menu is a drawer, closed by default', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await expect(page.locator('.pfs-sidebar-drawer .ant-drawer-content')).toHaveCount(0);
  await page.getByRole('button', { name: '菜单' }).click();
  const drawer = page.locator('.pfs-sidebar-drawer');
  await expect(drawer.getByText('工厂设置', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/drawer-375.png' });
  await drawer.getByText('工厂设置', { exact: true }).click();
  await drawer.getByText('成员管理').click();
  await expect(page).toHaveURL(/\/cfg\/member$/);
  await expect(drawer.locator('.ant-drawer-content')).toBeHidden();
});

test('switching factory reloads into the chosen factory; another tab is told', async ({ page, context }) => {
  await page.goto('/dashboard');
  await expect(page.getByTestId('current-factory')).toHaveText('示范植物工厂');
  const other = await context.newPage();
  await other.goto('/dashboard');

  await page.goto('/cfg/fac-slt-hall');
  // The current factory's card says so, once, and offers no switch; the others offer it.
  await expect(page.getByTestId('fac-card-1')).toContainText('当前工厂');
  await expect(page.getByTestId('fac-card-1').getByText('切换', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('fac-card-2').getByText('切换', { exact: true })).toBeVisible();
  await page.getByTestId('fac-card-2').click();
  await expect(page.getByText('切换到工厂：育苗中心')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-factory')).toContainText('育苗中心');
  await expect(page.getByTestId('current-factory')).toContainText('测试');
  expect((await context.cookies()).find((c) => c.name === 'last_fac_id')?.value).toBe('2');

  // The alert blocks the page until handled, so the event is fired without waiting for it.
  const dialog = other.waitForEvent('dialog');
  void other.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))).catch(() => undefined);
  const d = await dialog;
  expect(d.message()).toBe('选中的工厂已更改，页面需要刷新');
  await d.accept();
  await expect(other.getByTestId('current-factory')).toContainText('育苗中心');
});

test('the version check warns and reloads once when the stored version differs', async ({ browser }) => {
  const ctx = await browser.newContext();
  await signIn(ctx, 'demo', 'demo123456');
  await ctx.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('last_ver', '20240101');
    }
  });
  const page = await ctx.newPage();
  await page.goto('/dashboard');
  await expect(page.getByText('发现更新，页面刷新...')).toBeVisible();
  await page.waitForEvent('load');
  expect(await page.evaluate(() => localStorage.getItem('last_ver'))).toBe('20250515');
  await expect(page.getByText('发现更新，页面刷新...')).toHaveCount(0);
  await ctx.close();
});
