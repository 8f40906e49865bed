/**
 * Public links (trace pages on box labels, password-reset e-mails) all start at PUBLIC_URL.
 * One builder so no link is made by hand, and one check of whether a phone outside the factory can reach it.
 */
export const publicLinkOf = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export const traceUrlOf = (publicUrl: string, tid: string) => publicLinkOf(publicUrl, `trace/${tid}`);

/** The host of an address, or null when it is no http(s) URL. */
const hostOf = (url: string): string | null => {
  const m = /^https?:\/\/(\[[^\]]+\]|[^/:?#]+)/i.exec(url.trim());
  return m ? m[1]!.toLowerCase().replace(/^\[|\]$/g, '') : null;
};

/**
 * Why customers' phones cannot open links under this base — `本机` (loopback), `内网` (a private or link-local
 * address, a single-label or .local name) — or null when it looks public.
 */
export function localAddressKind(url: string): '本机' | '内网' | null {
  const h = hostOf(url);
  if (h === null) return '本机';
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1' || h === '0.0.0.0' || /^127\./.test(h)) return '本机';
  const v4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(h);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)) return '内网';
    return null;
  }
  if (h.includes(':')) return /^(fc|fd|fe8|fe9|fea|feb)/.test(h) ? '内网' : null;
  if (!h.includes('.') || h.endsWith('.local') || h.endsWith('.lan') || h.endsWith('.internal')) return '内网';
  return null;
}

/** The warning a print dialog or the server log shows when public links would not open on a customer's phone. */
export function publicUrlWarning(url: string): string | null {
  const kind = localAddressKind(url);
  if (!kind) return null;
  const base = /^https?:\/\/[^/?#]+/i.exec(url.trim())?.[0] ?? url;
  return `二维码地址为${kind}地址（${base}），顾客手机无法打开；请设置 PUBLIC_URL 为对外可访问的地址后重新打印`;
}
