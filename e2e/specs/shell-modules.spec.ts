import { expect, test, type Page } from '@playwright/test';
import { apiLogin, sidebar, signIn } from '../support/helpers';

async function switchTo(page: Page, fid: number, name: string) {
  await page.goto('/cfg/fac-slt-hall');
  await page.getByTestId(`fac-card-${fid}`).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-factory')).toContainText(name);
}

test.describe('logged in as the 厂长', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, 'demo', 'demo123456');
  });

  test('menus follow the factory modules and offer no page still being built; a module the factory lacks says so by URL', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('current-factory')).toHaveText('示范植物工厂');
    for (const t of ['物联网', '种植管理', '工厂设置']) await expect(sidebar(page).getByText(t, { exact: true })).toBeVisible();
    // 其他 has only pages a later release builds: neither menu nor quick link offers it.
    await expect(sidebar(page).getByText('其他', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('quick-/other')).toHaveCount(0);
    // 生产控制 and 生产工单 (the factory has the mes module) are offered.
    for (const t of ['生产控制', '生产工单']) await expect(sidebar(page).getByText(t, { exact: true })).toBeVisible();
    for (const s of ['/m01', '/m02']) await expect(page.getByTestId(`quick-${s}`)).toBeVisible();
    // 日常巡检 (the factory has the si module) and 报表 (巡检报表) are offered.
    for (const t of ['日常巡检', '报表']) await expect(sidebar(page).getByText(t, { exact: true })).toBeVisible();
    for (const s of ['/si', '/report']) await expect(page.getByTestId(`quick-${s}`)).toBeVisible();
    await expect(page.getByTestId('quick-/iot')).toBeVisible();
    // The screen module's page (大屏配置) is in 示范植物工厂's menu only.
    await sidebar(page).getByText('工厂设置', { exact: true }).click();
    await expect(sidebar(page).getByText('大屏配置', { exact: true })).toBeVisible();

    await switchTo(page, 2, '育苗中心');
    for (const t of ['物联网', '种植管理']) await expect(sidebar(page).getByText(t, { exact: true })).toBeVisible();
    await sidebar(page).getByText('工厂设置', { exact: true }).click();
    await expect(sidebar(page).getByText('成员管理', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText('大屏配置', { exact: true })).toHaveCount(0);

    // Opened by URL (an old bookmark): a clear state inside the shell, not a crash and not 403.
    await page.goto('/m01/index1');
    await expect(page.getByText('本工厂未开通该模块')).toBeVisible();
    await expect(page.getByText(/「播种设备」属于「生产控制」模块，「育苗中心」尚未开通/)).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByText('403')).toHaveCount(0);
    await page.getByTestId('module-missing').getByRole('button', { name: '切换工厂' }).click();
    await expect(page).toHaveURL(/\/cfg\/fac-slt-hall$/);

    // Back in the factory that has the module, the same URL opens the page.
    await switchTo(page, 1, '示范植物工厂');
    await page.goto('/m01/index1');
    await expect(page.getByRole('heading', { name: '播种设备' })).toBeVisible();
    await expect(page.getByText('本工厂未开通该模块')).toHaveCount(0);
  });

  test('the IoT menu lists its 29 built pages under 实时 / 设备 / 策略 / 历史与分析 / 天气, paths unchanged', async ({ page }) => {
    await page.goto('/dashboard');
    await sidebar(page).getByText('物联网', { exact: true }).click();
    const iot = sidebar(page).locator('.ant-menu-submenu').filter({ has: page.getByText('物联网', { exact: true }) });
    const groups = iot.locator('.ant-menu-item-group-title');
    await expect(groups).toHaveText(['实时', '设备', '策略', '历史与分析', '天气']);
    await expect(iot.locator('.ant-menu-item')).toHaveCount(29);
    const group = (title: string) => iot.locator('.ant-menu-item-group').filter({ has: page.locator('.ant-menu-item-group-title', { hasText: title }) });
    await expect(group('实时').locator('.ant-menu-item')).toHaveText(['环境总览', '设备控制', '开关状态', '实时数据']);
    await expect(group('设备')).toContainText('监控摄像头');
    await expect(group('天气')).toContainText('降水告警设置');
    await group('历史与分析').getByText('历史数据', { exact: true }).click();
    await expect(page).toHaveURL(/\/iot\/history_wrap$/);
    await group('策略').getByText('控制策略', { exact: true }).click();
    await expect(page).toHaveURL(/\/iot\/rules$/);
  });

  test('a new member with a generated password: shown once with a copy button, and it logs in', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const uniNo = `e2e_new_${Date.now().toString(36)}`;
    await page.goto('/cfg/member');
    await page.getByRole('button', { name: '添加成员' }).click();
    const dialog = page.getByRole('dialog', { name: '添加成员' });
    await dialog.getByText('新建用户').click();
    await dialog.getByLabel('账号').fill(uniNo);
    await dialog.getByLabel('姓名').fill('新同事');
    await dialog.getByRole('button', { name: '随机生成' }).click();
    const generated = await dialog.getByLabel('初始密码').inputValue();
    expect(generated.length).toBeGreaterThanOrEqual(8);
    await dialog.getByLabel('角色').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '种植员' }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();

    const result = page.getByRole('dialog', { name: '用户已创建' });
    await expect(result.getByTestId('created-password')).toHaveText(generated);
    await expect(result.getByTestId('created-uni-no')).toHaveText(uniNo);
    await expect(result.getByText('初始密码只显示这一次')).toBeVisible();
    await result.getByRole('button', { name: '复制密码' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated);
    await result.getByRole('button', { name: '我已记下密码' }).click();
    await expect(result).toBeHidden();
    // Once: nothing on the page shows it any more.
    await expect(page.getByText(generated)).toHaveCount(0);
    await expect(page.getByRole('cell', { name: uniNo })).toBeVisible();
    // The password shown is the one the account got.
    expect(await apiLogin(uniNo, generated)).toBeTruthy();
  });

  test('role dialogs name permissions in Chinese, not by code', async ({ page }) => {
    await page.goto('/cfg/member');
    await page.getByRole('tab', { name: /角色/ }).click();
    await page.getByRole('row', { name: /种植员/ }).getByRole('button', { name: '编辑' }).click();
    const drawer = page.getByRole('dialog', { name: '编辑角色：种植员' });
    await expect(drawer.getByRole('treeitem', { name: '查看物联网数据' })).toBeVisible();
    await expect(drawer.getByRole('treeitem', { name: '管理成员与角色' })).toBeVisible();
    await expect(drawer.getByText('iot.list')).toHaveCount(0);
    await expect(drawer.getByText('auth.edit')).toHaveCount(0);
    await drawer.getByRole('button', { name: /取\s*消/ }).click();

    await page.getByRole('tab', { name: '成员' }).click();
    await page.getByRole('row', { name: /grower/ }).getByRole('button', { name: '修改角色' }).click();
    const modal = page.getByRole('dialog', { name: '修改角色' });
    const labels = modal.getByTestId('role-perm-labels');
    await expect(labels).toContainText('查看种植批次');
    await expect(labels).toContainText('查看告警');
    await expect(labels).not.toContainText('plant.list');
  });

  test('an unknown page shows 404 inside the shell (menu and top bar)', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(sidebar(page).getByText('工厂设置', { exact: true })).toBeVisible();
    await expect(page.getByTestId('current-factory')).toBeVisible();
    // The shell stays usable from there.
    await sidebar(page).getByText('工厂设置', { exact: true }).click();
    await sidebar(page).getByText('成员管理').click();
    await expect(page).toHaveURL(/\/cfg\/member$/);
  });

  test('tablet (800 px): drawer menu with the breadcrumb; phone (390 px): the top bar fits', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.goto('/cfg/member');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('navigation').getByText('成员管理')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('navigation')).toHaveCount(0);
    const bar = page.getByRole('button', { name: '菜单' }).locator('xpath=ancestor::header');
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(page.getByRole('button', { name: '系统设置' })).toBeInViewport();
  });
});

test('logged out, /404 stands on its own and other unknown paths ask for login', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
  await expect(page.locator('.pfs-sidebar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '菜单' })).toHaveCount(0);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fno%2Fsuch%2Fpage$/);
});
