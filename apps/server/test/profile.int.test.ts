import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, checkResetToken, resetPassword, sendResetPassword, updateProfile, getUserInfo, uploadAvatar } from '@pfs/domain/auth';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO, GROWER, call, createTestApp, login, type TestApp, callOf, rawCallOf } from './test-app.js';
import { startInbox, type Inbox } from './smtp-fixture.js';

let app: TestApp;
let smtp: Inbox;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-profile-'));
let PNG: Buffer;
let GIF: Buffer;
const image = (format: 'png' | 'gif', width: number, height: number) => {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } });
  return canvas[format]().toBuffer();
};

beforeAll(async () => {
  // A real SMTP server on loopback: the reset mail goes through nodemailer as in production.
  smtp = await startInbox();
  app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://pfs.example', DATA_DIR: dataDir });
  PNG = await image('png', 64, 48);
  GIF = await image('gif', 32, 32);
});
afterAll(async () => {
  await app.stop();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function multipart(name: string, type: string, bytes: Buffer) {
  const boundary = '----pfs' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('profile', () => {
  it('updates name, mobile and e-mail, and validates them', async () => {
    const token = await login(app, GROWER.uniNo, GROWER.password);
    const ok = await callOf(app, updateProfile, { cname: '李大种', mobile: '13912345678', email: 'li@example.com', old_password: GROWER.password }, token);
    expect(ok.body).toMatchObject({ code: 200, data: { cname: '李大种', mobile: '13912345678' } });
    const bad = await callOf(app, updateProfile, { cname: '李', mobile: '12', email: 'x' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/cname|姓名/);
    const info = await rawCallOf(app, getUserInfo, undefined, token);
    expect((info.body.user as { cname: string }).cname).toBe('李大种');
  });

  it('changes the e-mail only with the current password; name and mobile without', async () => {
    const token = await login(app, GROWER.uniNo, GROWER.password);
    const base = { cname: '李大种', mobile: '13912345678' };
    const none = await callOf(app, updateProfile, { ...base, email: 'thief@example.com' }, token);
    expect([none.status, none.body.msg]).toEqual([400, '修改邮箱需要验证身份：请输入原密码（当前密码）']);
    const wrong = await callOf(app, updateProfile, { ...base, email: 'thief@example.com', old_password: 'not-my-password' }, token);
    expect([wrong.status, wrong.body.msg]).toEqual([400, '原密码不正确']);
    const info = await rawCallOf(app, getUserInfo, undefined, token);
    expect((info.body.user as { email: string }).email).toBe('li@example.com');
    const sameMail = await callOf(app, updateProfile, { ...base, mobile: '13900000000', email: 'li@example.com' }, token);
    expect(sameMail.body).toMatchObject({ code: 200, data: { mobile: '13900000000' } });
  });

  it('refuses the commonest passwords when one is set, naming why', async () => {
    const token = await login(app, DEMO.uniNo, DEMO.password);
    for (const weak of ['12345678', 'aaaaaaaa', 'password', '88888888', 'qwertyui', 'abc12345']) {
      const r = await callOf(app, changePassword, { old_password: DEMO.password, new_password: weak }, token);
      expect([weak, r.status, r.body.msg]).toEqual([weak, 400, expect.stringContaining('密码过于简单')]);
    }
  });

  it('limits wrong current passwords per account: a session alone cannot guess its way to the e-mail', async () => {
    const token = await login(app, 'wh01', 'pfs123456');
    const base = { cname: '王仓管', mobile: '13700137001', email: 'taker@example.com' };
    for (let i = 0; i < 5; i++) expect((await callOf(app, updateProfile, { ...base, old_password: `guess-${i}-pass` }, token)).status).toBe(400);
    const sixth = await callOf(app, changePassword, { old_password: 'pfs123456', new_password: 'Tomato-2026' }, token);
    expect([sixth.status, sixth.body.msg]).toEqual([429, expect.stringMatching(/^原密码验证尝试次数过多，请在 \d+ 分钟后重试$/)]);
  });

  it('stores an avatar image and serves it; refuses other files', async () => {
    const token = await login(app, DEMO.uniNo, DEMO.password);
    const m = multipart('me.png', 'image/png', PNG);
    const res = await app.inject({ method: 'POST', url: uploadAvatar.url, payload: m.payload, headers: { ...m.headers, 'x-token': token } });
    expect(res.json()).toMatchObject({ code: 200 });
    const pic = res.json().data.pic as string;
    expect(pic).toMatch(/^\/pics\/avatars\/\d+-[0-9a-f]+\.webp$/);
    const served = await app.inject({ method: 'GET', url: pic });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });

    const txt = multipart('evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const rej = await app.inject({ method: 'POST', url: uploadAvatar.url, payload: txt.payload, headers: { ...txt.headers, 'x-token': token } });
    expect(rej.statusCode).toBe(400);
    expect(rej.json().msg).toContain('只支持');

    const big = multipart('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]));
    const tooBig = await app.inject({ method: 'POST', url: uploadAvatar.url, payload: big.payload, headers: { ...big.headers, 'x-token': token } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().msg).toContain('不能超过 2 MB');

    const notMultipart = await call(app, uploadAvatar.url, { file: 'x' }, token);
    expect(notMultipart.status).toBe(400);
  });
});

describe('avatar files', () => {
  const upload = async (token: string, name: string, bytes: Buffer) => {
    const m = multipart(name, 'image/gif', bytes);
    return app.inject({ method: 'POST', url: uploadAvatar.url, payload: m.payload, headers: { ...m.headers, 'x-token': token } });
  };
  const avatarFiles = () => fs.readdirSync(path.join(dataDir, 'pics', 'avatars'));

  it('stores only re-encoded pixels: HTML appended to a GIF or PNG is not served', async () => {
    const token = await login(app, 'wh01', 'pfs123456');
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    for (const [name, img] of [
      ['poly.gif', GIF],
      ['poly.png', PNG],
    ] as const) {
      const res = await upload(token, name, Buffer.concat([img, html]));
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(400);
        continue;
      }
      const served = await app.inject({ method: 'GET', url: res.json().data.pic });
      const text = served.rawPayload.toString('latin1').toLowerCase();
      expect(text).not.toContain('<html');
      expect(text).not.toContain('<script');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-type']).toMatch(/^image\//);
    }
    // Right magic, no image behind it: refused with a message, not stored.
    const fake = await upload(token, 'fake.gif', Buffer.concat([Buffer.from('GIF89a'), html]));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().msg).toContain('无法识别');
  });

  it('bounds the stored size and deletes the avatar it replaces', async () => {
    const token = await login(app, 'sales01', 'pfs123456');
    // Uncompressed, just under the 2 MiB upload limit.
    const big = await sharp({ create: { width: 1000, height: 640, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const first = (await upload(token, 'big.png', big)).json().data.pic as string;
    const meta = await sharp(path.join(dataDir, first)).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect(fs.statSync(path.join(dataDir, first)).size).toBeLessThan(64 * 1024);
    const uid = /(\d+)-/.exec(first)![1];
    const second = (await upload(token, 'again.gif', GIF)).json().data.pic as string;
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect(avatarFiles().filter((f) => f.startsWith(`${uid}-`))).toEqual([path.basename(second)]);
  });

  it('serves any other file under /pics as a download, never as a page', async () => {
    fs.writeFileSync(path.join(dataDir, 'pics', 'old.html'), '<html><script>alert(1)</script></html>');
    const r = await app.inject({ method: 'GET', url: '/pics/old.html' });
    expect(r.headers['content-type']).toBe('application/octet-stream');
    expect(r.headers['content-disposition']).toBe('attachment');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain('sandbox');
  });
});

describe('password reset by e-mail', () => {
  it('mails a one-time link that sets a new password and signs out old sessions', async () => {
    const old = await login(app, DEMO.uniNo, DEMO.password);
    const sent = await callOf(app, sendResetPassword, { uni_no: 'demo' });
    expect(sent.body.code).toBe(200);
    const unknown = await callOf(app, sendResetPassword, { uni_no: 'ghost' });
    expect(unknown.body.msg).toBe(sent.body.msg);
    await expect.poll(() => smtp.mails.length).toBe(1);
    const mail = smtp.mails[0]!.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(mail).toContain('demo@pfs.local');
    const token = /reset_token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
    expect(token).toBeDefined();

    expect((await callOf(app, checkResetToken, { reset_token: token! })).body.data).toEqual({ uni_no: 'demo' });
    const weak = await callOf(app, resetPassword, { reset_token: token!, password: 'short' });
    expect(weak.status).toBe(400);
    const done = await callOf(app, resetPassword, { reset_token: token!, password: 'reset-new-pass' });
    expect(done.body.code).toBe(200);
    const again = await callOf(app, resetPassword, { reset_token: token!, password: 'another-pass-1' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('无效或已过期');
    expect((await rawCallOf(app, getUserInfo, undefined, old)).body.code).toBe(50014);
    await login(app, 'demo', 'reset-new-pass');
  });

  /** The reset token of the newest mail to an address. */
  const newestToken = async (sentBefore: number) => {
    await expect.poll(() => smtp.mails.length).toBeGreaterThan(sentBefore);
    const mail = smtp.mails[smtp.mails.length - 1]!.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    return /reset_token=([A-Za-z0-9_-]{43})/.exec(mail)![1]!;
  };
  const send = (uniNo: string, ip: string) => app.inject({ method: 'POST', url: sendResetPassword.url, payload: { uni_no: uniNo }, remoteAddress: ip });
  const live = async (token: string) => (await callOf(app, checkResetToken, { reset_token: token })).status === 200;

  it('keeps one live link per account: a newer link, a used link and a password change end the others', async () => {
    const mailed = async (ip: string) => {
      const before = smtp.mails.length;
      await send('demo', ip);
      return newestToken(before);
    };
    const first = await mailed('10.7.0.1');
    const second = await mailed('10.7.0.2');
    expect([await live(first), await live(second)]).toEqual([false, true]);
    expect((await callOf(app, resetPassword, { reset_token: first, password: 'first-link-pass' })).status).toBe(400);
    expect((await callOf(app, resetPassword, { reset_token: second, password: 'second-link-pass' })).body.code).toBe(200);

    const third = await mailed('10.7.0.3');
    const token = await login(app, 'demo', 'second-link-pass');
    expect((await callOf(app, changePassword, { old_password: 'second-link-pass', new_password: 'changed-by-me-1' }, token)).body.code).toBe(200);
    expect(await live(third)).toBe(false);
    const late = await callOf(app, resetPassword, { reset_token: third, password: 'taken-over-pass' });
    expect([late.status, late.body.msg]).toEqual([400, '重置链接无效或已过期，请重新申请']);
    await login(app, 'demo', 'changed-by-me-1');
  });

  it('limits reset requests per account from many addresses, and per address across accounts', async () => {
    // The default limit per account is 5 a window, whether or not the account exists.
    for (let i = 0; i < 5; i++) expect((await send('ghost-account', `10.8.0.${i}`)).statusCode).toBe(200);
    const sixth = await send('ghost-account', '10.8.0.99');
    expect([sixth.statusCode, sixth.json().msg]).toEqual([429, expect.stringMatching(/^该账号的重置密码申请尝试次数过多，请在 \d+ 分钟后重试$/)]);
    expect((await send('other-ghost', '10.8.0.99')).statusCode).toBe(200);
  });
});
