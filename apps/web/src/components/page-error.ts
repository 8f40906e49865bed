/** Messages browsers give when a code-split chunk cannot be fetched or parsed (Chromium, Firefox, Safari, Vite's preload). */
const CHUNK_FAILURES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

/** A page's script did not arrive (network cut, or a deploy removed the old build's chunks): reloading is the cure. */
export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return CHUNK_FAILURES.some((re) => re.test(msg));
}

/** What the error page says: a missing script asks for a reload; anything else is a fault of the page itself. */
export function pageErrorText(err: unknown): { title: string; detail: string } {
  if (isChunkLoadError(err)) {
    return { title: '页面加载失败', detail: '页面文件没有加载成功，可能是网络中断或系统刚刚更新。请重新加载页面。' };
  }
  const why = err instanceof Error && err.message ? err.message : String(err);
  return { title: '页面出错了', detail: `页面运行时出现错误（${why.slice(0, 200)}）。请重新加载页面；如果问题依旧，请联系管理员。` };
}
