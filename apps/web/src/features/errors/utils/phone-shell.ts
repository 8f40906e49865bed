/** The query flag /h5wrap adds to the page it frames, so the page knows it sits in the phone app shell. */
export const PHONE_SHELL_FLAG = 'h5';

/** Where a page opened: its query, and the path of the page framing it (null when not framed or not readable). */
export type FrameSeat = { search: string; framedBy: string | null };

/**
 * Spec §2 /h5wrap is the phone app shell: a page inside it shows without the console's menu, top bar and tabs.
 * The flag marks the first page; the pages it links to lose the flag, so the framing /h5wrap page marks them too.
 */
export function inPhoneShell({ search, framedBy }: FrameSeat): boolean {
  if (new URLSearchParams(search).get(PHONE_SHELL_FLAG) === '1') return true;
  return framedBy !== null && (framedBy === '/h5wrap' || framedBy.startsWith('/h5wrap/'));
}

/** The path of the page framing this window; null at the top, or when a page of another site frames it. */
export function framingPath(win: Window = window): string | null {
  if (win.self === win.top) return null;
  try {
    return win.parent.location.pathname;
  } catch {
    return null;
  }
}

/** The target of /h5wrap with the phone shell flag added; its other query parts and hash stay. */
export function withPhoneShellFlag(path: string): string {
  const url = new URL(path, 'http://pfs.invalid');
  url.searchParams.set(PHONE_SHELL_FLAG, '1');
  return url.pathname + url.search + url.hash;
}
