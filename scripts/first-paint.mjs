// npm run bench:first-paint — how fast a deep link / refresh shows a console page. Builds nothing: serves
// apps/web/dist (or WEB_DIST) from a throw-away server (free ports, temporary DATA_DIR, embedded MQTT broker on a free
// port), logs in as demo in headless Chromium and, per page, hard-refreshes (browser cache off) BENCH_RUNS times
// (default 3) and once more with the cache on. Reports the JavaScript requests and bytes of the hard refresh and the
// time from navigation start until the page's content frame (`.pfs-page`) is painted with text; medians per page.
/* global window, document, requestAnimationFrame -- the measuring functions run in the page */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const dist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = [
  '/dashboard',
  '/cfg/member',
  '/cfg/syslogidx',
  '/iot/index',
  '/iot/ctrl',
  '/iot/vals',
  '/iot/gw_list',
  '/iot/dev_list',
  '/iot/rules',
  '/iot/history_wrap',
  '/iot/hourly',
  '/iot/electricity',
  '/iot/analysis',
  '/alarm/index',
  '/profile',
];

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`没有找到已构建的前端：${dist}/index.html（先运行 npm run build，或用 WEB_DIST 指定目录）`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-first-paint-'));
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: dist, LOG_LEVEL: 'warn', MQTT_PORT: String(await freePort()) };
  delete env.DATABASE_URL;
  delete env.MQTT_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: path.join(root, 'apps/server'), env, stdio: ['ignore', log, log] });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (proc.exitCode === null) {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, stop, version: (await res.json()).data.version };
    } catch {
      /* not listening yet */
    }
    if (proc.exitCode !== null || Date.now() > deadline) {
      const text = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-2000);
      await stop();
      throw new Error(`服务器未能启动：\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

// Runs in every document before its scripts: notes the first animation frame (just before paint) in which the page's
// content frame is visible with text, and the largest contentful paint.
function watchFirstContent() {
  const w = window;
  w.__fc = undefined;
  w.__lcp = undefined;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const tick = () => {
    const el = document.querySelector('main .pfs-page');
    if (el && el.checkVisibility() && el.textContent.trim()) w.__fc = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Waits until the page has shown its content and no further JavaScript arrives for 400 ms, then reads the figures. */
async function measure(page) {
  await page.waitForFunction(() => window.__fc !== undefined, null, { timeout: 20_000 });
  let last = -1;
  for (let i = 0; i < 25; i++) {
    const n = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (n === last) break;
    last = n;
    await page.waitForTimeout(400);
  }
  return page.evaluate(() => {
    const js = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js'));
    return {
      content: window.__fc,
      lcp: window.__lcp ?? NaN,
      jsRequests: js.length,
      jsTransfer: js.reduce((s, e) => s + e.transferSize, 0),
      jsDecoded: js.reduce((s, e) => s + e.decodedBodySize, 0),
    };
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await context.addInitScript((v) => localStorage.setItem('last_ver', v), server.version);
  await context.addInitScript(watchFirstContent);
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByPlaceholder('账号').fill('demo');
  await page.getByPlaceholder('密码').fill('demo123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 20_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');

  const rows = [];
  for (const p of PAGES) {
    await page.goto(`${server.url}${p}`);
    await measure(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const hard = [];
    for (let i = 0; i < runs; i++) {
      await page.reload();
      hard.push(await measure(page));
    }
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await page.reload();
    const cached = await measure(page);
    rows.push({
      page: p,
      jsRequests: median(hard.map((r) => r.jsRequests)),
      jsKbTransfer: median(hard.map((r) => r.jsTransfer)) / 1024,
      jsKbDecoded: median(hard.map((r) => r.jsDecoded)) / 1024,
      contentMs: median(hard.map((r) => r.content)),
      lcpMs: median(hard.map((r) => r.lcp)),
      cachedContentMs: cached.content,
    });
  }
  const fmt = (r) =>
    [r.page.padEnd(18), String(r.jsRequests).padStart(6), r.jsKbTransfer.toFixed(0).padStart(9), r.jsKbDecoded.toFixed(0).padStart(9), r.contentMs.toFixed(0).padStart(10), r.lcpMs.toFixed(0).padStart(8), r.cachedContentMs.toFixed(0).padStart(12)].join(' ');
  console.log(`first content after a refresh — ${dist}, ${runs} hard refreshes per page (median), then one with the cache on`);
  console.log(['page'.padEnd(18), 'JS req'.padStart(6), 'JS kB net'.padStart(9), 'JS kB raw'.padStart(9), 'content ms'.padStart(10), 'LCP ms'.padStart(8), 'cached ms'.padStart(12)].join(' '));
  for (const r of rows) console.log(fmt(r));
  const med = { page: 'median' };
  for (const k of ['jsRequests', 'jsKbTransfer', 'jsKbDecoded', 'contentMs', 'lcpMs', 'cachedContentMs']) med[k] = median(rows.map((r) => r[k]));
  console.log(fmt(med));
} finally {
  await browser.close();
  await server.stop();
}
