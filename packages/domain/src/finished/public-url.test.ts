import { describe, expect, it } from 'vitest';
import { localAddressKind, publicLinkOf, publicUrlWarning, traceUrlOf } from './public-url.js';

describe('public links', () => {
  it('join the base and the path with one slash', () => {
    expect(traceUrlOf('https://pfs.example.com/', 'abc')).toBe('https://pfs.example.com/trace/abc');
    expect(publicLinkOf('https://pfs.example.com/farm//', '/login?reset_token=x')).toBe('https://pfs.example.com/farm/login?reset_token=x');
  });

  it('tell loopback and private addresses from public ones', () => {
    for (const u of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000', 'http://0.0.0.0']) expect(localAddressKind(u), u).toBe('本机');
    for (const u of ['http://192.168.1.20', 'http://10.0.0.5:3000', 'http://172.20.1.1', 'http://pfs-server', 'http://pfs.local', 'http://[fd00::1]'])
      expect(localAddressKind(u), u).toBe('内网');
    for (const u of ['https://pfs.example.com', 'http://172.32.0.1', 'http://8.8.8.8:8080', 'https://[2001:db8::1]']) expect(localAddressKind(u), u).toBeNull();
  });

  it('warn in Chinese, naming the address and the setting', () => {
    expect(publicUrlWarning('http://127.0.0.1:3000/trace/abc')).toBe(
      '二维码地址为本机地址（http://127.0.0.1:3000），顾客手机无法打开；请设置 PUBLIC_URL 为对外可访问的地址后重新打印',
    );
    expect(publicUrlWarning('https://pfs.example.com/trace/abc')).toBeNull();
  });
});
