import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/helpers';

// A webhook receiver on this machine: what 发送测试 posts arrives here.
let received: string[] = [];
let server: http.Server;
test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('告警通知: the demo rule and channels show; a new webhook channel passes 发送测试 and the send log lists it', async ({ page, context }) => {
  received = [];
  await signIn(context, 'demo', 'demo123456');
  await page.goto('/alarm/notify');
  await expect(page.getByRole('row').filter({ hasText: '钱设备' })).toContainText('22:00–07:00');

  await page.getByRole('tab', { name: '通知渠道' }).click();
  await expect(page.getByRole('row').filter({ hasText: '厂长邮箱' })).toContainText('服务器未配置 SMTP');
  await page.getByRole('button', { name: /添加渠道/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('渠道名称').fill('值班 Webhook');
  await dialog.getByLabel('渠道类型').click();
  await page.getByTitle('通用 Webhook').click();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pfs-alarm`;
  await dialog.getByLabel('Webhook 地址').fill(url);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('通知渠道已保存')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: '值班 Webhook' });
  await row.getByText('发送测试').click();
  await expect(page.getByText('测试消息已发出')).toBeVisible();
  expect(JSON.parse(received[0]!)).toMatchObject({ subject: '【示范植物工厂】告警通知测试' });

  await page.getByRole('tab', { name: '发送记录' }).click();
  const sent = page.getByRole('row').filter({ hasText: '值班 Webhook' }).first();
  await expect(sent).toContainText('发送测试');
  await expect(sent).toContainText('已发送');
});
