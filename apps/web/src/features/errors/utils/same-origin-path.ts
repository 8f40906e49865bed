import { hasControlChars } from '@pfs/domain';

/**
 * The path of one of our own pages, or null. `//host/x` and `/\host/x` are protocol-relative addresses that browsers
 * resolve to another site, so a plain "starts with /" check would let a link frame anything.
 */
export function sameOriginPath(target: string | null): string | null {
  if (!target || !/^\/(?![/\\])/.test(target) || hasControlChars(target)) return null;
  const base = 'http://pfs.invalid';
  const resolved = new URL(target, base);
  return resolved.origin === base ? resolved.pathname + resolved.search + resolved.hash : null;
}
