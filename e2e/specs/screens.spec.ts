import { expect, test, type Page } from '@playwright/test';

/** The public screens of the demo factory (published by the demo seed), opened without a session. */
const SCREENS = [
  { path: '/scdv/dft/1', name: '默认大屏' },
  { path: '/scdv/iotexp/1', name: '物联网大屏' },
  { path: '/scdv/bhcm/1', name: '展厅大屏' },
  { path: '/screen/1', name: '主模板' },
];
const VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];

/** Shown values with the time of each reading: a slow-moving climate may keep its rounded value, never its time. */
async function sensorValues(page: Page): Promise<string[]> {
  return page.getByTestId('screen-sensor-value').evaluateAll((els) => els.map((e) => `${e.textContent}@${e.getAttribute('data-ts')}`));
}

for (const vp of VIEWPORTS) {
  test.describe(`${vp.width}×${vp.height}`, () => {
    test.use({ viewport: vp });
    for (const s of SCREENS) {
      test(`${s.name} fills the window without scrollbars and its values change`, async ({ page }) => {
        await page.goto(s.path);
        await expect(page.getByTestId('screen-fac-name')).toHaveText('示范植物工厂');
        await expect(page.getByTestId('screen-sensor').first()).toBeVisible();
        // The 1920×1080 canvas is scaled to the window: letterboxed inside it, nothing scrolls.
        const box = await page.getByTestId('screen-canvas').boundingBox();
        expect(box).not.toBeNull();
        expect(box!.width).toBeLessThanOrEqual(vp.width + 1);
        expect(box!.height).toBeLessThanOrEqual(vp.height + 1);
        expect(Math.max(box!.width / vp.width, box!.height / vp.height)).toBeGreaterThan(0.99);
        const scroll = await page.evaluate(() => ({
          w: document.documentElement.scrollWidth,
          h: document.documentElement.scrollHeight,
          iw: window.innerWidth,
          ih: window.innerHeight,
        }));
        expect(scroll.w).toBeLessThanOrEqual(scroll.iw);
        expect(scroll.h).toBeLessThanOrEqual(scroll.ih);
        // Live values: the simulator reports every 2 s and the screen polls every 5 s.
        await expect(page.getByTestId('screen-sensor-value').first()).not.toHaveText(/—/);
        const before = await sensorValues(page);
        await expect.poll(async () => (await sensorValues(page)).join('|'), { timeout: 30_000, intervals: [2_000] }).not.toBe(before.join('|'));
        await expect(page.getByTestId('screen-clock')).toBeVisible();
      });
    }
  });
}

test('an unpublished or unknown factory shows the same message and no data', async ({ page }) => {
  for (const path of ['/scdv/dft/2', '/scdv/dft/999999', '/screen/2']) {
    await page.goto(path);
    await expect(page.getByTestId('screen-message')).toHaveText('大屏不存在或未发布');
    await expect(page.getByTestId('screen-sensor')).toHaveCount(0);
  }
});
