import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/helpers';

/** Scripts a hard refresh (browser cache off) fetches until `ready` shows and the network settles. */
async function scriptsOfHardRefresh(page: Page, path: string, ready: (page: Page) => Locator) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('.js')) scripts.push({ url: r.url(), encoding: r.headers()['content-encoding'], cache: r.headers()['cache-control'] });
  });
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  return scripts;
}

test('a deep link into the console fetches a handful of compressed, long-cached scripts', async ({ context, page }) => {
  await signIn(context, 'demo', 'demo123456');
  const scripts = await scriptsOfHardRefresh(page, '/iot/gw_list', (p) => p.getByRole('heading', { name: '网关' }));
  // Before libraries were grouped this was 66 files, fetched in three rounds.
  expect(scripts.length, scripts.map((s) => s.url).join('\n')).toBeLessThanOrEqual(10);
  // No chart on this page: the chart library stays unloaded.
  expect(scripts.filter((s) => /echarts/.test(s.url))).toEqual([]);
  for (const s of scripts) expect([s.url, s.cache]).toEqual([s.url, 'public, max-age=31536000, immutable']);
  // The libraries are most of the bytes: brotli-compressed (files under 1 kB are sent as they are).
  const libraries = scripts.filter((s) => /vendor/.test(s.url));
  expect(libraries.length).toBeGreaterThanOrEqual(2);
  for (const s of libraries) expect([s.url, s.encoding]).toEqual([s.url, 'br']);
});

test('the login page loads neither the console libraries nor the chart library', async ({ page }) => {
  const scripts = await scriptsOfHardRefresh(page, '/login', (p) => p.getByPlaceholder('账号'));
  const names = scripts.map((s) => new URL(s.url).pathname);
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThanOrEqual(6);
  expect(names.filter((n) => /echarts|vendor-console/.test(n))).toEqual([]);
});

test('a chart page draws its chart once the chart library arrives', async ({ context, page }) => {
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/cfg/syslogidx');
  await expect(page.locator('main .pfs-page canvas').first()).toBeVisible({ timeout: 20_000 });
});
