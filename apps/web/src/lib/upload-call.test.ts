import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadAvatar } from '@pfs/domain/auth';
import { uploadFacLogo } from '@pfs/domain/factory-cfg';
import { uploadCall } from './upload-call';
import { ApiError } from './request';

const shown = vi.hoisted(() => ({ errors: [] as string[], dialogs: [] as string[] }));
vi.mock('./feedback', () => ({
  feedback: { message: { error: (m: string) => shown.errors.push(m) }, modal: { confirm: ({ title }: { title: string }) => shown.dialogs.push(title) } },
}));
vi.mock('./cookies', () => ({ tokenCookie: { get: () => 'tok-1', remove: () => undefined } }));

const reply = (status: number, body: unknown) => vi.fn(async (_url: string, _init?: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
const png = (bytes = 8) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

describe('uploadCall', () => {
  afterEach(() => {
    shown.errors.length = 0;
    shown.dialogs.length = 0;
    vi.unstubAllGlobals();
  });

  it('sends the file as multipart with the session headers and the fields in the query string; resolves with data', async () => {
    const fetch = reply(200, { code: 200, msg: 'Logo 已更新', data: { logo_name: 'l.webp' } });
    vi.stubGlobal('fetch', fetch);
    await expect(uploadCall(uploadFacLogo, png(), { fid: 7 })).resolves.toEqual({ logo_name: 'l.webp' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${uploadFacLogo.url}?fid=7`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'X-Token': 'tok-1', 'X-RFrom': 'w' });
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(shown.errors).toEqual([]);
  });

  it('opens 重新登录 on 50014 and toasts the message, as every call does', async () => {
    vi.stubGlobal('fetch', reply(401, { code: 50014, msg: '登录已过期，请重新登录' }));
    const err = await uploadCall(uploadAvatar, png()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(50014);
    expect(shown.errors).toEqual(['登录已过期，请重新登录']);
    expect(shown.dialogs).toEqual(['重新登录']);
  });

  it("refuses a file past the definition's limit before sending, with the server's message", async () => {
    const fetch = reply(200, {});
    vi.stubGlobal('fetch', fetch);
    await expect(uploadCall(uploadAvatar, png(uploadAvatar.file.maxBytes + 1))).rejects.toBeInstanceOf(ApiError);
    expect(fetch).not.toHaveBeenCalled();
    expect(shown.errors).toEqual([uploadAvatar.file.tooBig]);
    expect(uploadAvatar.file.tooBig).toBe('头像文件不能超过 2 MB');
  });

  it('names the HTTP status when the reply is not the envelope (a proxy page)', async () => {
    vi.stubGlobal('fetch', reply(502, '<html>Bad Gateway</html>'));
    await expect(uploadCall(uploadAvatar, png())).rejects.toMatchObject({ code: 502 });
    expect(shown.errors).toEqual(['上传失败：HTTP 502']);
    expect(shown.dialogs).toEqual([]);
  });
});
